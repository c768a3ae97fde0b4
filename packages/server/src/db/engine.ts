// The two engines behind one small interface: the migration runner needs multi-statement scripts inside a
// transaction, which Kysely's PGlite dialect cannot send (it uses the extended protocol, one statement a query).
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';

export type EngineKind = 'pglite' | 'postgres';

export interface ScriptRunner {
  exec(script: string): Promise<void>;
  query<Row>(text: string, parameters?: unknown[]): Promise<Row[]>;
}

export interface Engine {
  readonly kind: EngineKind;
  transaction<T>(work: (runner: ScriptRunner) => Promise<T>): Promise<T>;
  /** One statement outside any explicit transaction (a read that must not pay for BEGIN and COMMIT). */
  query<Row>(text: string, parameters?: unknown[]): Promise<Row[]>;
}

export function pgliteEngine(pglite: PGlite): Engine {
  const runner = (tx: PGliteTransaction): ScriptRunner => ({
    async exec(script) {
      await tx.exec(script);
    },
    async query<Row>(text: string, parameters: unknown[] = []) {
      return (await tx.query<Row>(text, parameters)).rows;
    },
  });
  return {
    kind: 'pglite',
    transaction: (work) => pglite.transaction((tx) => work(runner(tx))),
    async query<Row>(text: string, parameters: unknown[] = []) {
      return (await pglite.query<Row>(text, parameters)).rows;
    },
  };
}

export function postgresEngine(pool: pg.Pool): Engine {
  return {
    kind: 'postgres',
    async query<Row>(text: string, parameters: unknown[] = []) {
      return (await pool.query(text, parameters)).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async exec(script) {
            await client.query(script);
          },
          async query<Row>(text: string, parameters: unknown[] = []) {
            return (await client.query(text, parameters)).rows as Row[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
