import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDirectory, lockFileName } from './lock.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openDatabase, type RigkitDatabase } from './openDatabase.ts';
import { postgresUrl } from '../testing/testDatabase.ts';

const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'rigkit-db-'));
afterAll(() => fs.rmSync(temporary, { recursive: true, force: true }));

/** A PID that certainly belongs to no running process: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('lock file', () => {
  it('refuses a second owner and names the PID holding the directory', () => {
    const dir = path.join(temporary, 'locked');
    const lock = lockDataDirectory(dir);
    expect(() => lockDataDirectory(dir)).toThrow(`already open in this process (PID ${process.pid})`);
    lock.release();
    expect(fs.existsSync(path.join(dir, lockFileName))).toBe(false);
  });

  it('names another live process that holds the lock', () => {
    const dir = path.join(temporary, 'parent-locked');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, lockFileName), `${process.ppid}\n`);
    expect(() => lockDataDirectory(dir)).toThrow(`already open in process ${process.ppid}`);
  });

  it('replaces a stale lock left by a process that has died', () => {
    const dir = path.join(temporary, 'stale');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, lockFileName), `${deadPid()}\n`);
    const lock = lockDataDirectory(dir);
    expect(fs.readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});

describe('migration files', () => {
  it('are numbered upwards from 1, each number once, and the first creates the catalogue', () => {
    const migrations = loadMigrations();
    const versions = migrations.map((migration) => migration.version);
    expect(versions[0]).toBe(1);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    expect(migrations[0]?.script).toContain('CREATE TABLE items');
  });

  // Numbers are handed out to parallel branches before they merge (a branch may carry 0015 before 0013 lands).
  it('allow a gap in the version numbers but refuse one number twice', () => {
    const dir = path.join(temporary, 'gap');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, '0001_a.sql'), 'SELECT 1;');
    fs.writeFileSync(path.join(dir, '0003_c.sql'), 'SELECT 1;');
    expect(loadMigrations(dir).map((migration) => migration.version)).toEqual([1, 3]);
    fs.writeFileSync(path.join(dir, '0003_d.sql'), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow('Two migrations have version 3: c and d.');
  });
});

// A fresh data directory is a new PGlite cluster plus every migration: about 20 s on a loaded 2-core machine.
describe('PGlite in a data directory', { timeout: 120_000 }, () => {
  const dataDir = path.join(temporary, 'pglite');
  let database: RigkitDatabase | undefined;
  afterAll(async () => database?.close());

  it('creates the directory, migrates it and holds the lock while open', async () => {
    database = await openDatabase({ dataDir });
    const rows = await database.db.selectFrom('rigkit_migrations').select(['version', 'name']).execute();
    // Every migration file, in order (later issues add files; the first seven are fixed).
    expect(rows).toEqual(loadMigrations().map(({ version, name }) => ({ version, name })));
    expect(rows.slice(0, 7)).toEqual([
      { version: 1, name: 'initial' },
      { version: 2, name: 'kit_configurations' },
      { version: 3, name: 'shares_and_postcodes' },
      { version: 4, name: 'reviews' },
      { version: 5, name: 'software_content' },
      { version: 6, name: 'documents' },
      { version: 7, name: 'login_failures_and_session_changes' },
    ]);
    expect(fs.readFileSync(path.join(dataDir, lockFileName), 'utf8').trim()).toBe(String(process.pid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(`PID ${process.pid}`);
  });

  it('applies nothing on a second migrate', async () => {
    expect(database).toBeDefined();
    if (!database) return;
    expect(await migrate(database.engine)).toEqual([]);
  });

  it('rolls a failing migration back completely', async () => {
    if (!database) throw new Error('database not open');
    // After the highest version, not after the count: the numbers may have gaps.
    const next = Math.max(...loadMigrations().map((migration) => migration.version)) + 1;
    const broken = [...loadMigrations(), { version: next, name: 'broken', script: 'CREATE TABLE half_done (x integer); SELECT * FROM no_such_table;' }];
    await expect(migrate(database.engine, broken)).rejects.toThrow('no_such_table');
    const tables = await sql<{ count: number }>`SELECT count(*)::int AS count FROM pg_tables WHERE tablename = 'half_done'`.execute(
      database.db,
    );
    expect(tables.rows[0]?.count).toBe(0);
    const versions = await database.db.selectFrom('rigkit_migrations').select('version').orderBy('version').execute();
    expect(versions).toEqual(loadMigrations().map((migration) => ({ version: migration.version })));
  });

  it('keeps its data across a close and reopen, and releases the lock on close', async () => {
    if (!database) throw new Error('database not open');
    await database.db
      .insertInto('warehouses')
      .values({ inventory_warehouse_id: 1, warehouse_name: 'Wangara', state: 'WA' })
      .execute();
    const row = await database.db.selectFrom('warehouses').select('state').executeTakeFirst();
    expect(row).toEqual({ state: 'WA' });
    await database.close();
    expect(fs.existsSync(path.join(dataDir, lockFileName))).toBe(false);
    database = await openDatabase({ dataDir });
    const reopened = await database.db.selectFrom('warehouses').selectAll().execute();
    expect(reopened).toEqual([{ inventory_warehouse_id: 1, warehouse_name: 'Wangara', state: 'WA' }]);
  });
});

describe.runIf(postgresUrl)('PostgreSQL', () => {
  it('refuses to start when synchronous_commit is off', async () => {
    const url = new URL(postgresUrl ?? '');
    url.searchParams.set('options', '-c synchronous_commit=off');
    await expect(openDatabase({ databaseUrl: url.toString() })).rejects.toThrow(
      'Refusing to start: PostgreSQL has synchronous_commit = off',
    );
  });

  it('migrates a fresh schema and returns dates as strings and int8 as numbers', async () => {
    const schema = `test_open_${process.pid}`;
    const database = await openDatabase({ databaseUrl: postgresUrl, schema });
    try {
      const result = await sql<{ day: string; big: number }>`SELECT DATE '2026-11-22' AS day, 9007199254740::int8 AS big`.execute(
        database.db,
      );
      expect(result.rows[0]).toEqual({ day: '2026-11-22', big: 9007199254740 });
      expect(await migrate(database.engine)).toEqual([]);
    } finally {
      await database.engine.transaction((runner) => runner.exec(`DROP SCHEMA ${schema} CASCADE`));
      await database.close();
    }
  });
});
