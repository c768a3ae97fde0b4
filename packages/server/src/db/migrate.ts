// Versioned, forward-only migrations: `migrations/NNNN_name.sql`, applied in order, each in its own transaction
// together with its row in rigkit_migrations, so a failed migration leaves nothing half-applied.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from './engine.ts';

export interface Migration {
  version: number;
  name: string;
  script: string;
}

const migrationsDirectory = fileURLToPath(new URL('./migrations/', import.meta.url));
const fileNamePattern = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads the migration files; a gap or a duplicate version is a programming error caught here. */
export function loadMigrations(directory: string = migrationsDirectory): Migration[] {
  const migrations = fs
    .readdirSync(directory)
    .flatMap((fileName) => {
      const match = fileNamePattern.exec(fileName);
      if (!match?.[1] || !match[2]) return [];
      return [{ version: Number(match[1]), name: match[2], script: fs.readFileSync(path.join(directory, fileName), 'utf8') }];
    })
    .sort((a, b) => a.version - b.version);
  // Versions are handed out to parallel branches ahead of merging (a branch may hold 0015 before 0013 lands), so a
  // gap is allowed; two files with one version are still a programming error caught here.
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && previous.version === migration.version) {
      throw new Error(`Two migrations have version ${migration.version}: ${previous.name} and ${migration.name}.`);
    }
  });
  return migrations;
}

// Any constant works: it only has to be the same for every process migrating this database.
const migrationLockKey = 7_405_112;

/** The versions recorded as applied, or null when the database has no migrations table yet. */
async function appliedVersions(engine: Engine): Promise<number[] | null> {
  const [table] = await engine.query<{ present: boolean }>("SELECT to_regclass('rigkit_migrations') IS NOT NULL AS present");
  if (!table?.present) return null;
  const rows = await engine.query<{ version: number }>('SELECT version FROM rigkit_migrations ORDER BY version');
  return rows.map((row) => row.version);
}

/** Applies the pending migrations; returns the versions applied now. */
export async function migrate(engine: Engine, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  // The usual start: everything applied already. Two reads and no transaction, which on PGlite would also flush the
  // data directory once per migration (issue 5: first 200 within 1 s of start).
  const applied = await appliedVersions(engine);
  if (applied && migrations.every((migration) => applied.includes(migration.version))) return [];
  return applyPending(engine, migrations);
}

async function applyPending(engine: Engine, migrations: Migration[]): Promise<number[]> {
  await engine.transaction((runner) =>
    runner.exec(
      'CREATE TABLE IF NOT EXISTS rigkit_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    ),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    const didApply = await engine.transaction(async (runner) => {
      // Two servers starting together on one PostgreSQL: the second waits, then sees the version applied.
      await runner.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      const existing = await runner.query<{ version: number }>('SELECT version FROM rigkit_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (existing.length > 0) return false;
      await runner.exec(migration.script);
      await runner.query('INSERT INTO rigkit_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
