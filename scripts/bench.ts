// `npm run bench`: every bench/*.bench.ts prints our figures next to a reference from the same run, then
// size-limit reports bundle sizes against their budgets. `--quick` (inside `npm test`) runs each once on small
// data to prove it still works; budgets are judged only in the full run.
// The benches that talk to the running store (lighthouse, storefront-load, configurator) share one store started
// here as `npm start` does (RIGKIT_STORE_URL), so its start-up is paid once.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium-install.ts';
import { ensureDebianPackage } from './lib/debian-package.ts';
import { waitForQuietMachine } from './lib/quietMachine.ts';
import { root, run, say } from './lib/workspace.ts';

const quick = process.argv.includes('--quick');
const only = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const files = readdirSync(join(root, 'bench'))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();
const storeBenches = new Set(['configurator.bench.ts', 'interactions.bench.ts', 'lighthouse.bench.ts', 'page-weight.bench.ts', 'storefront-load.bench.ts']);

const failed: string[] = [];
if (!quick) {
  say('building the packages so sizes are measured on what is published');
  if (run('pnpm', ['-r', '--filter', './packages/**', 'run', 'build'], { quiet: true }) !== 0) failed.push('build');
  if (files.some((file) => file === 'routes.bench.ts' || storeBenches.has(file))) {
    say('building the storefront the route and page benches measure');
    if (run('pnpm', ['--filter', '@rigkit/storefront', 'run', 'build'], { quiet: true }) !== 0) failed.push('storefront build');
  }
}

/** Starts the store like `npm start` (output to a file: a pipe nobody reads while a bench runs would fill up). */
async function startSharedStore(): Promise<{ url: string; stop: () => Promise<void> } | undefined> {
  const directory = mkdtempSync(join(tmpdir(), 'rigkit-bench-'));
  const logFile = join(directory, 'store.log');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['scripts/start.ts', '--port', '0', '--data-dir', join(directory, 'pglite'), '--no-build'], {
    cwd: root,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  const started = performance.now();
  while (performance.now() - started < 120_000 && child.exitCode === null) {
    const match = /rigkit store: (http:\/\/\S+)/.exec(readFileSync(logFile, 'utf8'));
    if (match?.[1]) return { url: match[1], stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  say(`the store did not start:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
  await stop();
  return undefined;
}

// The load bench judges the category page through wrk, a load generator that is not itself the bottleneck
// (bench/storefront-load.bench.ts); a full run installs it like Chromium, --quick uses it only when present.
if (!quick && files.includes('storefront-load.bench.ts')) ensureDebianPackage('wrk', () => existsSync('/usr/bin/wrk'), 'wrk is missing');
// The browser benches skip themselves without Chromium, which a full run must not do silently: it is installed
// as for the tests (scripts/lib/chromium-install.ts).
const browserBenches = ['chat.bench.ts', 'configurator.bench.ts', 'interactions.bench.ts', 'lighthouse.bench.ts', 'uvDrag.bench.ts'];
if (!quick && files.some((file) => browserBenches.includes(file)) && !ensureChromium()) failed.push('Chromium');

const store = files.some((file) => storeBenches.has(file)) ? await startSharedStore() : undefined;
try {
  for (const file of files) {
    if (quick) say(`bench ${file} (--quick)`);
    else {
      const { load, waitedSeconds, isQuiet } = await waitForQuietMachine();
      const waited = waitedSeconds > 0 ? `, after waiting ${waitedSeconds} s for the machine to settle` : '';
      say(`bench ${file}: load average ${load.toFixed(2)}${waited}${isQuiet ? '' : ' (still busy: its figures are not a quiet machine\'s)'}`);
    }
    const env = store && storeBenches.has(file) ? { ...process.env, RIGKIT_STORE_URL: store.url } : process.env;
    if (run('node', [join(root, 'bench', file), ...(quick ? ['--quick'] : [])], { env }) !== 0) failed.push(file);
  }
} finally {
  await store?.stop();
}
if (only.length === 0 || only.includes('size')) {
  say('bundle sizes (size-limit, brotli)');
  const status = run('pnpm', ['exec', 'size-limit', '--ignore-missing']);
  if (status !== 0 && !quick) failed.push('size-limit');
}
if (failed.length > 0) {
  say(`failed or over budget: ${failed.join(', ')}`);
  process.exit(1);
}
