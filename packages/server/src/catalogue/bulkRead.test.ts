import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RigkitDatabase } from '../db/openDatabase.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { readAllAsJson } from './bulkRead.ts';

let database: RigkitDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await sql`CREATE TABLE bulk_probe (owner integer NOT NULL, slot integer NOT NULL, day date NOT NULL, payload jsonb NOT NULL)`.execute(database.db);
  // Owners 1 to 7 with 1 to 3 rows each: chunks of 4 rows must never split an owner's rows.
  for (let owner = 1; owner <= 7; owner += 1) {
    for (let slot = 1; slot <= (owner % 3) + 1; slot += 1) {
      await sql`INSERT INTO bulk_probe VALUES (${owner}, ${slot}, DATE '2026-11-22', ${JSON.stringify({ owner, slot })}::jsonb)`.execute(database.db);
    }
  }
}, 60_000);
afterAll(async () => database.close());

describe('readAllAsJson', () => {
  it.each([[1], [4], [100]])('reads every row exactly once in chunks of %i, keeping rows of one key together', async (chunk) => {
    const rows = await readAllAsJson<{ owner: number; slot: number; day: string; payload: { owner: number } }>(database.db, sql.table('bulk_probe'), 'owner', chunk);
    const expected = await sql<{ count: number }>`SELECT count(*)::int AS count FROM bulk_probe`.execute(database.db);
    expect(rows).toHaveLength(expected.rows[0]?.count ?? -1);
    expect(new Set(rows.map((row) => `${row.owner}:${row.slot}`)).size).toBe(rows.length);
    expect(rows[0]).toEqual({ owner: 1, slot: 1, day: '2026-11-22', payload: { owner: 1, slot: 1 } });
  });

  it('reads an empty table as no rows', async () => {
    await sql`CREATE TABLE bulk_empty (id integer)`.execute(database.db);
    expect(await readAllAsJson(database.db, sql.table('bulk_empty'), 'id')).toEqual([]);
  });
});
