// One reference API server in its own process, for benches that need several processes on one database or a
// process they can kill. Prints "listening <url>" once it serves. Environment: DATABASE_URL and BENCH_SCHEMA
// (PostgreSQL), or BENCH_DATA_DIR (PGlite); BENCH_ITEMS sizes the seed of an empty database.
import { startServer } from '../packages/server/src/node.ts';

const databaseUrl = process.env['DATABASE_URL'] || undefined;
const server = await startServer({
  port: 0,
  ...(databaseUrl ? { databaseUrl, schema: process.env['BENCH_SCHEMA'] } : { dataDir: process.env['BENCH_DATA_DIR'] }),
  seed: { items: Number(process.env['BENCH_ITEMS'] ?? 300) },
  secureCookies: false,
  onInternalError: (error) => console.error(error),
});
console.log(`listening ${server.url}`);
process.once('SIGTERM', () => void server.close().finally(() => process.exit(0)));
