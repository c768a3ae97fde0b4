// The reference server (issue 5, Performance), each figure next to a reference from the same run:
// 1. getItemGrid server CPU time per request against a JSON hello endpoint on the same Hono app (≤ 10×);
// 2. reads through the app on PGlite against the same reads on PostgreSQL (≤ 2×; needs DATABASE_URL);
// 3. process start to the first 200 of /api/configMap with an initialised data directory (≤ 1 s).
// Requests go through app.request() in process, so 1 and 2 measure the server, not a socket.
// Run: node bench/server.bench.ts [--quick]   (DATABASE_URL=postgres://… for part 2)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../packages/server/src/http/app.ts';
import { openDatabase, type RigkitDatabase } from '../packages/server/src/db/openDatabase.ts';
import { seedDatabase, seedIfEmpty } from '../packages/server/src/seed/seed.ts';
import { finish, quick, report } from './harness.ts';

// The root package does not depend on hono itself: the app's type comes from createApp.
type Hono = ReturnType<typeof createApp>;

const items = quick ? 200 : 2000;
const now = new Date('2026-11-22T05:00:00.000Z');

interface AsyncSample {
  medianMicroseconds: number;
  p98Microseconds: number;
}

function summarise(times: number[]): AsyncSample {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    medianMicroseconds: sorted[Math.floor(sorted.length / 2)] ?? 0,
    p98Microseconds: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.98))] ?? 0,
  };
}

/** Wall time of single awaited calls after a warm-up, in microseconds. */
async function measureAsync(task: () => unknown, runs: number, warmup: number): Promise<AsyncSample> {
  for (let index = 0; index < warmup; index += 1) await task();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = process.hrtime.bigint();
    await task();
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return summarise(times);
}

/** CPU time (user + system) of this process per call, in microseconds, over `runs` sequential calls. */
async function cpuPerCall(task: () => unknown, runs: number, warmup: number): Promise<number> {
  for (let index = 0; index < warmup; index += 1) await task();
  const start = process.cpuUsage();
  for (let index = 0; index < runs; index += 1) await task();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / runs;
}

async function expectOk(response: Response, what: string): Promise<void> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
}

async function newSessionGuid(app: Hono): Promise<string> {
  const response = await app.request('/api/session/fetchSession');
  const body = (await response.json()) as { data: { CustomerSessionPreferences: { CustomerSessionGuid: string } } };
  return body.data.CustomerSessionPreferences.CustomerSessionGuid;
}

const gridBody = JSON.stringify({ InventoryCategoryId: 105, SortType: 'price', MaximumItemsToRender: 24 });

async function seededApp(database: RigkitDatabase): Promise<{ app: Hono; session: string }> {
  await seedDatabase(database.db, { items, now });
  const app = createApp({ db: database.db, now: () => now });
  // The reference endpoint lives only on the bench's own instance, never in production code.
  app.get('/__hello', (c) => c.json({ success: true, errors: [], data: { hello: 'world' } }));
  const session = await newSessionGuid(app);
  return { app, session };
}

// ---- 1. getItemGrid CPU per request against hello on the same app -------------------------------------------
const pglite = await openDatabase({ inMemory: true });
const { app: pgliteApp, session: pgliteSession } = await seededApp(pglite);
const json = (session: string) => ({ 'Content-Type': 'application/json', CustomerSessionGuid: session });
const hello = () => pgliteApp.request('/api/__hello');
const grid = (app: Hono, session: string) => () => app.request('/api/getItemGrid', { method: 'POST', headers: json(session), body: gridBody });
await expectOk(await hello(), 'hello');
await expectOk(await grid(pgliteApp, pgliteSession)(), 'getItemGrid');

const cpuRuns = quick ? 20 : 2000;
const helloCpu = await cpuPerCall(hello, cpuRuns, quick ? 2 : 200);
const gridCpu = await cpuPerCall(grid(pgliteApp, pgliteSession), cpuRuns, quick ? 2 : 200);
report({ name: `getItemGrid CPU per request (PGlite, ${items} items, 24 per page)`, ours: gridCpu, reference: { name: 'JSON hello on the same app', value: helloCpu }, unit: 'µs CPU' });
const cpuRatio = gridCpu / helloCpu;
report({ name: 'getItemGrid CPU ÷ hello CPU', ours: cpuRatio, unit: '×', budget: { label: '≤ 10×', ok: cpuRatio <= 10 } });

// ---- 2. reads on PGlite against the same reads on PostgreSQL ------------------------------------------------
const fetchItemId = 602300;
const reads = (app: Hono, session: string) => ({
  fetchItem: () => app.request('/api/fetchItem', { method: 'POST', headers: json(session), body: JSON.stringify({ InventoryItemId: fetchItemId }) }),
  fetchCart: () => app.request('/api/fetchCart', { headers: { CustomerSessionGuid: session } }),
});
async function fillCart(app: Hono, session: string): Promise<void> {
  const body = JSON.stringify({ ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: fetchItemId, Quantity: 2 }, { InventoryItemId: 602301, Quantity: 1 }] } });
  await expectOk(await app.request('/api/updateCart', { method: 'POST', headers: json(session), body }), 'updateCart');
}

const postgresUrl = process.env['DATABASE_URL'];
if (!postgresUrl) {
  process.stdout.write('PGlite reads vs PostgreSQL: skipped: no DATABASE_URL\n');
} else {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const postgres = await openDatabase({ databaseUrl: postgresUrl, schema });
  try {
    const { app: postgresApp, session: postgresSession } = await seededApp(postgres);
    await fillCart(pgliteApp, pgliteSession);
    await fillCart(postgresApp, postgresSession);
    // Where the database runs in another process, its CPU is not ours: the same getItemGrid measured on the
    // PostgreSQL-backed app shows how much of the PGlite figure above is the embedded database's own work.
    const postgresGridCpu = await cpuPerCall(grid(postgresApp, postgresSession), cpuRuns, quick ? 2 : 200);
    report({ name: 'getItemGrid CPU per request of this process (PostgreSQL-backed app, database CPU not counted)', ours: postgresGridCpu, reference: { name: 'JSON hello', value: helloCpu }, unit: 'µs CPU' });
    const ours = reads(pgliteApp, pgliteSession);
    const theirs = reads(postgresApp, postgresSession);
    const runs = quick ? 10 : 1000;
    const warmup = quick ? 2 : 100;
    for (const name of ['fetchItem', 'fetchCart'] as const) {
      await expectOk(await ours[name](), `${name} on PGlite`);
      await expectOk(await theirs[name](), `${name} on PostgreSQL`);
      const onPglite = await measureAsync(ours[name], runs, warmup);
      const onPostgres = await measureAsync(theirs[name], runs, warmup);
      report({ name: `${name} round trip through the app on PGlite`, ours: onPglite.medianMicroseconds, reference: { name: 'PostgreSQL 15 (local)', value: onPostgres.medianMicroseconds }, unit: 'µs median' });
      const ratio = onPglite.medianMicroseconds / onPostgres.medianMicroseconds;
      report({ name: `${name}: PGlite ÷ PostgreSQL`, ours: ratio, unit: '×', budget: { label: '≤ 2×', ok: ratio <= 2 } });
    }
  } finally {
    await postgres.engine.transaction((runner) => runner.exec(`DROP SCHEMA ${schema} CASCADE`));
    await postgres.close();
  }
}
await pglite.close();

// ---- 3. process start to the first 200 with an initialised data directory ----------------------------------
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const serverEntry = new URL('../packages/server/src/index.ts', import.meta.url).href;

/**
 * CPU time (user + system) a process has used so far, in milliseconds, from /proc (Linux; null elsewhere). Wall time
 * to the first 200 depends on what else the machine runs; this does much less.
 */
function processCpuMilliseconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (name) " come state, ppid ...: utime and stime are fields 14 and 15, in clock ticks of 10 ms.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Spawns a server process on `dataDir` and times spawn → first 200 of configMap, in milliseconds of wall and CPU time. */
async function timeToFirst200(dataDir: string): Promise<{ wall: number; cpu: number | null }> {
  const port = await freePort();
  // Like `npm start` (scripts/start.ts), the process turns Node's compile cache on before loading the server and
  // closes the database on SIGTERM: each timed start follows a clean stop, not a crash recovery.
  const script = [
    `(await import('node:module')).enableCompileCache();`,
    `const { startServer } = await import(${JSON.stringify(serverEntry)});`,
    `const server = await startServer({ port: ${port}, dataDir: ${JSON.stringify(dataDir)}, secureCookies: false });`,
    `process.once('SIGTERM', () => { void server.close().then(() => process.exit(0)); });`,
  ].join(' ');
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  try {
    for (;;) {
      if (exitCode !== undefined) throw new Error(`the server process exited (${exitCode}) before answering: ${stderr.slice(0, 500)}`);
      if (performance.now() - started > 60_000) throw new Error('no 200 within 60 s');
      const answered = await fetch(`http://127.0.0.1:${port}/api/configMap`).then((response) => response.status, () => 0);
      if (answered === 200) return { wall: performance.now() - started, cpu: processCpuMilliseconds(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    if (exitCode === undefined) {
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const dataRoot = mkdtempSync(path.join(tmpdir(), 'rigkit-bench-'));
const dataDir = path.join(dataRoot, 'pglite');
try {
  // The first-ever start (migrations and seed) is excluded: initialise the directory here, then time restarts.
  const prepared = await openDatabase({ dataDir });
  await seedIfEmpty(prepared.db, { items, now });
  await prepared.close();
  const runs: { wall: number; cpu: number | null }[] = [];
  for (let run = 0; run < (quick ? 1 : 5); run += 1) runs.push(await timeToFirst200(dataDir));
  const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const starts = runs.map((run) => run.wall);
  const median = medianOf(starts);
  report({ name: `process start to first 200 (configMap, initialised PGlite directory, ${starts.length} runs: ${starts.map((ms) => ms.toFixed(0)).join(', ')} ms)`, ours: median, unit: 'ms median', budget: { label: '≤ 1000 ms', ok: median <= 1000 } });
  const cpus = runs.map((run) => run.cpu).filter((cpu): cpu is number => cpu !== null);
  if (cpus.length > 0) {
    report({ name: `CPU time of the server process to its first 200 (same runs: ${cpus.join(', ')} ms; ${loadavg()[0]?.toFixed(1)} load average now)`, ours: medianOf(cpus), unit: 'ms CPU median' });
  }
} finally {
  rmSync(dataRoot, { recursive: true, force: true });
}

finish();
