// Issue 18's figure for the account area's documents: the order list (fetchDocuments) and one order's detail
// (orders/fetchOrder) as the company demo customer sees them, p99 over real HTTP on loopback against an API server in
// its own process (bench/apiProcess.ts), beside fetchCart of a one-line cart measured in the same run. One request
// in flight: the latency a customer waits, not a throughput figure. On PostgreSQL with DATABASE_URL, else PGlite.
// Run: node bench/documents.bench.ts [--quick]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { demoAccounts } from '../packages/server/src/seed/demoAccounts.ts';
import { finish, quick, report } from './harness.ts';

const databaseUrl = process.env['DATABASE_URL'] || undefined;
const runs = quick ? 20 : 2000;
const warmup = quick ? 2 : 200;
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'rigkit-documents-bench-'));
const environment: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl, BENCH_SCHEMA: `bench_documents_${randomBytes(4).toString('hex')}` } : { BENCH_DATA_DIR: dataDir ?? '' };

const child = spawn(process.execPath, ['bench/apiProcess.ts'], { env: { ...process.env, ...environment }, stdio: ['ignore', 'pipe', 'inherit'] });
const base = await new Promise<string>((resolve, reject) => {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /listening (\S+)/.exec(output);
    if (match?.[1]) resolve(match[1]);
  });
  child.once('exit', (code) => reject(new Error(`the API process exited with ${code} before listening`)));
});

async function call(route: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { success: boolean; errors: { ErrorText: string }[]; data: unknown };
  if (response.status !== 200 || !answer.success) throw new Error(`${route} answered ${response.status}: ${JSON.stringify(answer.errors)}`);
  return { answer, headers: response.headers };
}

async function p99(task: () => Promise<unknown>): Promise<number> {
  for (let index = 0; index < warmup; index += 1) await task();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] ?? 0;
}

try {
  // A server-minted session with a one-line cart (the reference), then the company customer logged in on it.
  const cart = await call('/updateCart', { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602301, Quantity: 1 }] } }).catch(async () => {
    const { answer } = await call('/getItemGrid', { SearchString: 'mousepad' });
    const id = (answer.data as { Items: { InventoryItemId: number }[] }).Items[0]?.InventoryItemId;
    return call('/updateCart', { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: id, Quantity: 1 }] } });
  });
  const session = /plesession=([0-9a-f-]{36})/.exec(cart.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const guest = { CustomerSessionGuid: session };
  const { email, password } = demoAccounts.company;
  const login = await call('/session/webAuth', { username: email, password }, guest);
  const customer = { ...guest, pleauthkey: (login.answer.data as { AuthenticationKey: string }).AuthenticationKey };
  const orders = (await call('/fetchDocuments', { DocumentType: 'Sales Orders' }, customer)).answer.data as { DocumentNumber: string; DocumentGuid: string }[];
  const order = orders.find((document) => document.DocumentNumber === 'SO-331011');
  if (!order) throw new Error('seeded SO-331011 missing');

  const fetchCart = await p99(() => fetch(`${base}/api/fetchCart`, { headers: guest }).then((response) => response.json()));
  const list = await p99(() => call('/fetchDocuments', { DocumentType: 'Sales Orders' }, customer));
  const detail = await p99(() => call('/orders/fetchOrder', { DocumentType: 'Sales Order', DocumentGuid: order.DocumentGuid }, customer));
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  process.stdout.write(`documents bench on ${database}, ${runs} requests each, one in flight, load average ${loadavg()[0]?.toFixed(2)}\n`);
  report({ name: `order list (fetchDocuments) p99, ${database}`, ours: list, reference: { name: 'fetchCart', value: fetchCart }, unit: 'ms', budget: { label: '≤ 10 ms', ok: list <= 10 } });
  report({ name: `order detail (orders/fetchOrder) p99, ${database}`, ours: detail, reference: { name: 'fetchCart', value: fetchCart }, unit: 'ms', budget: { label: '≤ 10 ms', ok: detail <= 10 } });
} finally {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
finish();
