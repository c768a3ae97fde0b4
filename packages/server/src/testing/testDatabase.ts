// Test databases: PGlite in memory always; PostgreSQL (a throw-away schema per file) when DATABASE_URL is set.
// `new PGlite()` costs seconds, so a test file opens one and shares it (TOOLCHAIN.md).
import { randomBytes } from 'node:crypto';
import { openDatabase, type RigkitDatabase } from '../db/openDatabase.ts';

export const postgresUrl = process.env['DATABASE_URL'];

export async function openTestDatabase(): Promise<RigkitDatabase> {
  if (!postgresUrl) return openDatabase({ inMemory: true });
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: postgresUrl, schema });
  return {
    ...database,
    async close() {
      await database.engine.transaction((runner) => runner.exec(`DROP SCHEMA ${schema} CASCADE`));
      await database.close();
    },
  };
}
