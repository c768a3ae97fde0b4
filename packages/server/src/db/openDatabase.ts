// One entry point for both engines (issue 5 item 2): PGlite in a locked data directory by default, PostgreSQL when
// a URL is given. Both get the same migrations, the same type parsers and the same Kysely query builder.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import type pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteEngine, postgresEngine, type Engine, type EngineKind } from './engine.ts';
import { attachSessionCache, createSessionCache, sessionsChangedChannel } from '../identity/sessionCache.ts';
import { lockDataDirectory, type DirectoryLock } from './lock.ts';
import { migrate } from './migrate.ts';
import { attachListener, pgliteListener, postgresListener } from './notifications.ts';
import type { DatabaseTables } from './schema.ts';

export type Db = Kysely<DatabaseTables>;

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when given, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** The PGlite data directory. @default `.data/pglite` at the repository root */
  dataDir?: string | undefined;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
  /** PGlite only: start from a dump made by `dumpDataDir` (tests clone a migrated, seeded template). */
  loadDataDir?: Blob | File;
  /** PostgreSQL only: the schema to work in, created when missing (lets test files share one database). */
  schema?: string;
}

export interface RigkitDatabase {
  readonly db: Db;
  readonly kind: EngineKind;
  readonly engine: Engine;
  /** The PGlite instance, when that is the engine (for dumpDataDir in tests). */
  readonly pglite: PGlite | null;
  close(): Promise<void>;
}

export const defaultDataDir = fileURLToPath(new URL('../../../../.data/pglite', import.meta.url));

const DATE_OID = 1082;
const INT8_OID = 20;

// node-postgres and PGlite disagree on dates (a local-midnight Date vs string) and int8 (string vs BigInt);
// both engines are told to return a 'YYYY-MM-DD' string and a number so the code above them is the same.
const keepDate = (value: string): string => value;
const int8AsNumber = (value: string): number => Number(value);

async function openPglite(options: OpenDatabaseOptions): Promise<RigkitDatabase> {
  const lock: DirectoryLock | null = options.inMemory || options.loadDataDir ? null : lockDataDirectory(options.dataDir ?? defaultDataDir);
  try {
    const pglite = await PGlite.create({
      ...(lock ? { dataDir: path.dirname(lock.path) } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: { [DATE_OID]: keepDate, [INT8_OID]: int8AsNumber },
    });
    const db = new Kysely<DatabaseTables>({ dialect: new PGliteDialect({ pglite }) });
    const engine = pgliteEngine(pglite);
    await migrate(engine);
    // Only this process can change this database: it may keep sessions in memory, dropped when their row changes.
    const sessionCache = createSessionCache();
    await pglite.listen(sessionsChangedChannel, (sessionGuid) => sessionCache.forget(sessionGuid));
    attachSessionCache(db, sessionCache);
    attachListener(db, pgliteListener(pglite));
    let closed = false;
    return {
      db,
      kind: 'pglite',
      engine,
      pglite,
      async close() {
        if (closed) return;
        closed = true;
        try {
          if (!pglite.closed) await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Throws when the server would acknowledge commits it might lose (issue 5: refuse fsync or synchronous_commit off). */
export async function assertDurable(pool: pg.Pool): Promise<void> {
  for (const setting of ['fsync', 'synchronous_commit'] as const) {
    const result = await pool.query<Record<string, string>>(`SHOW ${setting}`);
    const value = result.rows[0]?.[setting];
    if (value === 'off') {
      throw new Error(
        `Refusing to start: PostgreSQL has ${setting} = off, so a committed order could be lost on a crash. Turn ${setting} on for this database.`,
      );
    }
  }
}

const schemaNamePattern = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(databaseUrl: string, schema: string | undefined): Promise<RigkitDatabase> {
  if (schema !== undefined && !schemaNamePattern.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  // The driver is loaded only for PostgreSQL: a PGlite start does not pay for it (issue 5: first 200 within 1 s).
  const { default: postgresDriver } = await import('pg');
  const pool = new postgresDriver.Pool({
    connectionString: databaseUrl,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE_OID) return keepDate;
        if (oid === INT8_OID) return int8AsNumber;
        return postgresDriver.types.getTypeParser(oid, format ?? 'text');
      }) as typeof postgresDriver.types.getTypeParser,
    },
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  try {
    await assertDurable(pool);
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const db = new Kysely<DatabaseTables>({ dialect: new PostgresDialect({ pool }) });
    const engine = postgresEngine(pool);
    await migrate(engine);
    const listener = postgresListener(pool);
    attachListener(db, listener);
    let closed = false;
    return {
      db,
      kind: 'postgres',
      engine,
      pglite: null,
      async close() {
        if (closed) return;
        closed = true;
        await listener.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

/** Opens (and migrates) the database: PostgreSQL when `databaseUrl` is given, else PGlite in `dataDir`. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<RigkitDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return openPglite(options);
}
