// startServer: the reference /api on Node (issue 5 item 1). Opens the database (PGlite in a locked data directory
// by default, PostgreSQL when databaseUrl is given), seeds it on first start and serves /api with @hono/node-server.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp, type CreateAppOptions } from './http/app.ts';
import { openDatabase, type RigkitDatabase } from './db/openDatabase.ts';
import { seedIfEmpty, type SeedOptions } from './seed/seed.ts';
import { setHashingNiceness, storeHashingNiceness } from './identity/hashingThread.ts';
import { startPrintExportWorker } from './uvPrint/printExportWorker.ts';

export interface StartServerOptions extends Omit<CreateAppOptions, 'db'> {
  /** Port to listen on; 0 picks a free one. @default 3001 */
  port?: number;
  /** Interface to bind. @default '127.0.0.1' */
  hostname?: string;
  /** PGlite data directory. @default `.data/pglite` at the repository root */
  dataDir?: string;
  /** PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PostgreSQL only: the schema to work in (lets several servers or test files share one database). */
  schema?: string;
  /** Seed options for the first start (item count, PRNG seed). */
  seed?: SeedOptions;
  /**
   * How far below serving requests password hashing runs, 0–19 (identity/hashingThread.ts), for the whole process.
   * @default 10
   */
  passwordHashingNiceness?: number;
}

export interface RunningServer {
  /** The port actually listened on. */
  port: number;
  url: string;
  database: RigkitDatabase;
  /** Whether this start seeded an empty database. */
  seeded: boolean;
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { port = 3001, hostname = '127.0.0.1', dataDir, databaseUrl, schema, seed, passwordHashingNiceness = storeHashingNiceness, ...appOptions } = options;
  setHashingNiceness(passwordHashingNiceness);
  const database = await openDatabase({ dataDir, databaseUrl, schema });
  try {
    const seeded = await seedIfEmpty(database.db, seed);
    const app = createApp({ ...appOptions, db: database.db });
    const server: ServerType = await new Promise((resolve, reject) => {
      const created = serve({ fetch: app.fetch, port, hostname }, () => resolve(created));
      created.once('error', reject);
    });
    const actualPort = (server.address() as AddressInfo).port;
    // Print files a crash left unrendered (uvPrint/printExportWorker.ts).
    const printWorker = startPrintExportWorker(database.db);
    return {
      port: actualPort,
      url: `http://${hostname}:${actualPort}`,
      database,
      seeded,
      async close() {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Chat event streams never finish on their own: after a second for requests in flight, they are cut.
        if ('closeAllConnections' in server) setTimeout(() => server.closeAllConnections(), 1000).unref();
        await Promise.all([closed, printWorker.stop()]);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
