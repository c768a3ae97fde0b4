// Reading a whole large table fast. Both drivers build one JavaScript object per row value, which for 100,000
// items with 25 columns took 14 s on PGlite; asking the database for the rows as JSON text in chunks and parsing
// that is several times faster on both engines. Dates come back as ISO strings ('YYYY-MM-DD' for date columns).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/openDatabase.ts';

export const bulkChunkRows = 20_000;

/**
 * All rows of `source` (a table reference or a parenthesised select) ordered by the integer column `key`. Rows
 * sharing a key value always land in the same chunk, so `key` need not be unique.
 */
export async function readAllAsJson<Row>(db: Db, source: RawBuilder<unknown>, key: string, chunkRows: number = bulkChunkRows): Promise<Row[]> {
  const rows: Row[] = [];
  const column = sql.ref(`s.${key}`);
  // Keys are PostgreSQL integers: start below the smallest one.
  let after = -2_147_483_648;
  for (;;) {
    const result = await sql<{ page: string | null; last: number | null }>`
      WITH bound AS (
        SELECT max(k) AS hi FROM (SELECT ${column} AS k FROM ${source} AS s WHERE ${column} > ${after} ORDER BY ${column} LIMIT ${chunkRows}) AS ahead
      )
      SELECT (SELECT json_agg(row_to_json(chunk))::text FROM (
                SELECT s.* FROM ${source} AS s, bound WHERE ${column} > ${after} AND ${column} <= bound.hi ORDER BY ${column}
              ) AS chunk) AS page,
             (SELECT hi FROM bound) AS last`.execute(db);
    const page = result.rows[0];
    if (!page?.page || page.last === null) break;
    rows.push(...(JSON.parse(page.page) as Row[]));
    after = page.last;
  }
  return rows;
}
