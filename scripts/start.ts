// `npm start`: builds the storefront, opens (and on first run creates and seeds) the embedded database, and
// serves the store with its /api on http://localhost:3000 (PORT overrides). Flags for tests and tooling:
//   --port N        (0 picks a free port)      --data-dir DIR   (default .data/pglite)
//   --no-build      serve the existing build   DATABASE_URL / API_BASE_URL from the environment
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root, run, say } from './lib/workspace.ts';

// Node keeps the compiled (and type-stripped) code of every module loaded from here on in its cache directory, so a
// restart skips most of the ~450 ms of compiling the server and storefront modules (issue 5: first 200 within 1 s).
// The store is imported below, after this call, for that reason.
enableCompileCache();

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  say(`PORT must be a port number, not "${values.port ?? process.env.PORT}"`);
  process.exit(1);
}

if (!values['no-build']) {
  say('building the storefront');
  if (run('pnpm', ['--filter', '@rigkit/storefront', 'run', 'build'], { quiet: true }) !== 0) process.exit(1);
}

// React, React DOM's server renderer and React Router choose their development or production build from NODE_ENV
// when first imported (below). Unset, the store rendered every page with React's development build: dev-only element
// validation, owner stacks and console tasks took most of a category page's server CPU (bench/storefront-load.bench.ts,
// node --cpu-prof). A store started here is the production server, whatever the shell exported.
process.env.NODE_ENV ??= 'production';
const { startStorefront } = await import('../storefront/server/main.ts');
const store = await startStorefront({
  port,
  dataDir: values['data-dir'] ?? join(root, '.data', 'pglite'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  apiBaseUrl: process.env.API_BASE_URL || undefined,
});

// e2e/global-setup.ts reads this line to find the port.
say(`rigkit store: ${store.url}`);
if (store.demoAccounts.length > 0) {
  say('demo accounts (e-mail / password):');
  for (const account of store.demoAccounts) say(`  ${account.description}: ${account.email} / ${account.password}${account.note ? ` (${account.note})` : ''}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void store.close().finally(() => process.exit(0));
  });
}
