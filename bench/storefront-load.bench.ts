// A category page's server response under load (issue 6, Performance): p99 ≤ 10 ms on loopback at 64 connections.
// autocannon (closed loop: each of the 64 connections sends its next request when the last answered) against the
// store started as `npm start` does, asking as a browser does: `Accept-Encoding: gzip, deflate, br, zstd` (every
// browser sends it; without it the store answers the 400 kB uncompressed page that no shopper's browser receives, so
// the identity figure is printed too, unjudged).
// A first-time (cookie-less) visitor gets the anonymous page cache (storefront/server/README.md): the bench prints the
// X-Cache header it saw. A shopper with a session (a cart) gets the page kept for their view (what the page shows of
// them: storefront/server/README.md): the personalised page, judged through wrk against issue 21 item 4 (p50 at 1
// connection; rate and p99 at 64) beside the cached page.
// References from the same run and machine:
//   - a small static asset from /assets through the same server (memory, compressed once);
//   - the floor: a bare node:http server in this process answering the same bytes and headers as the cached page,
//     with nothing else to do. No store can answer faster on this machine with this load generator.
// Also printed: the single-connection latency, i.e. the page's service time without queueing. With 64 requests in
// flight on one Node process, p99 is roughly 64 × that service time, so it says what the budget needs.
// The judged line: wrk (Debian's `wrk`, C, one thread) when it is installed, else autocannon. autocannon parses every
// answer in JavaScript and cannot measure a 10 ms p99 on this 2-core machine: the bare node:http floor measured
// through it is about 70 ms. Both are printed with their own floor, so the figures say what each tool can see.
// Run: node bench/storefront-load.bench.ts [--quick]
import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageCacheFreshMs } from '../storefront/server/pageCacheSettings.ts';
import { finish, quick, report } from './harness.ts';
import { cartCookie, rawGet, startStore, storeUnavailableReason } from './store.ts';

const root = join(import.meta.dirname, '..');

// A second load generator, for what autocannon cannot show: autocannon parses every response in JavaScript, and on
// this 2-core machine it tops out at about 1,500-2,000 answers a second once a response is 30 kB (a bare node:http
// server measured through it queues to the same p99 as the store). This client, run as its own process like
// autocannon, keeps the same 64 keep-alive connections with one request in flight each and reads only each
// response's Content-Length. Printed beside autocannon's figures, not judged.
if (process.argv[2] === '--minimal-client') {
  const [, , , url = '', secondsText = '10', connectionsText = '64', headerText = '{}'] = process.argv;
  const target = new URL(url);
  const extraHeaders = Object.entries(JSON.parse(headerText) as Record<string, string>).map(([name, value]) => `${name}: ${value}\r\n`);
  const request = Buffer.from(`GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n${extraHeaders.join('')}\r\n`);
  const latencies: number[] = [];
  let stopping = false;
  for (let index = 0; index < Number(connectionsText); index += 1) {
    const socket = connect(Number(target.port), target.hostname);
    socket.setNoDelay(true);
    let pending: Buffer = Buffer.alloc(0);
    let responseLength = -1;
    let sentAt = 0;
    const send = () => {
      if (stopping) return void socket.end();
      sentAt = performance.now();
      socket.write(request);
    };
    socket.on('connect', send);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      pending = pending.byteLength > 0 ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (responseLength < 0) {
          const headEnd = pending.indexOf('\r\n\r\n');
          if (headEnd < 0) return;
          const head = pending.subarray(0, headEnd).toString('latin1');
          responseLength = headEnd + 4 + Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        }
        if (pending.byteLength < responseLength) return;
        pending = pending.subarray(responseLength);
        responseLength = -1;
        latencies.push(performance.now() - sentAt);
        send();
      }
    });
  }
  setTimeout(() => {
    stopping = true;
    latencies.sort((a, b) => a - b);
    const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
    process.stdout.write(JSON.stringify({ requestsPerSecond: latencies.length / Number(secondsText), p50: at(0.5), p99: at(0.99) }));
    process.exit(0);
  }, Number(secondsText) * 1000);
}
const categoryPath = '/Categories/101/CPU';
const seconds = 10;
// --quick only proves the bench works: a fixed number of requests instead of 10 s (a loaded machine may answer
// fewer than one page a second on one connection).
// In --quick mode the page's loaded run uses 4 connections: 64 pages in flight on a busy 2-core machine take longer
// than the few seconds a quick run may have.
const quickAmount = { 1: 2, 4: 8, 64: 128 } as const;
const loadConnections: Connections = quick ? 4 : 64;
type Connections = keyof typeof quickAmount;
// What Chromium sends with every document and script request.
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;


interface AutocannonResult {
  latency: { p50: number; p99: number; average: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Runs the autocannon CLI (its JSON summary on stdout) against one URL. */
function autocannon(url: string, connections: Connections, duration: number, headers: Readonly<Record<string, string>> = browserHeaders): Promise<AutocannonResult> {
  const length = quick ? ['-a', String(quickAmount[connections])] : ['-d', String(duration)];
  const headerArguments = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'autocannon'), ['--json', '-c', String(connections), '-t', '60', ...headerArguments, ...length, url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}: ${stderr.slice(0, 500)}`));
      else resolve(JSON.parse(stdout) as AutocannonResult);
    });
  });
}

interface MinimalClientResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/** The minimal client above, in a process of its own (as autocannon is). */
function minimalClient(url: string, duration: number, headers: Readonly<Record<string, string>> = browserHeaders): Promise<MinimalClientResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, '--minimal-client', url, String(duration), '64', JSON.stringify(headers)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(stdout) as MinimalClientResult) : reject(new Error(`minimal client exited with ${code}`))));
  });
}

const wrkPath = '/usr/bin/wrk';
const hasWrk = existsSync(wrkPath);

interface WrkResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/** wrk's latency figure ("812.00us", "3.51ms", "1.02s") in milliseconds. */
function wrkMilliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) throw new Error(`unreadable wrk latency "${text}"`);
  const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  return Number(match[1]) * scale;
}

/** A wrk script sending each request with the next of `cookies` (many shoppers through one client). */
function rotatingCookieScript(cookies: readonly string[]): string {
  const directory = mkdtempSync(join(tmpdir(), 'rigkit-wrk-'));
  const file = join(directory, 'shoppers.lua');
  writeFileSync(
    file,
    `local cookies = { ${cookies.map((cookie) => JSON.stringify(cookie)).join(', ')} }\nlocal at = 0\nrequest = function()\n  at = at % #cookies + 1\n  wrk.headers["Cookie"] = cookies[at]\n  return wrk.format()\nend\n`,
  );
  return file;
}

/** wrk (one thread: the other core is the store's) with its latency distribution, 64 keep-alive connections unless told; in a
 *  process of its own, so the bare server in this one keeps answering. With `cookies`, each request carries the next. */
function wrk(url: string, duration: number, headers: Readonly<Record<string, string>> = browserHeaders, connections = 64, cookies: readonly string[] = []): Promise<WrkResult> {
  const headerArguments = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const scriptArguments = cookies.length > 0 ? ['-s', rotatingCookieScript(cookies)] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(wrkPath, ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '--latency', ...scriptArguments, ...headerArguments, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}: ${output.slice(-500)}`));
      const percentile = (share: string) => wrkMilliseconds(new RegExp(`^\\s*${share}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? 'NaN');
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
      const errors = (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) + Number(non2xx?.[1] ?? 0);
      if (errors > 0) return reject(new Error(`wrk on ${url}: ${errors} errors or non-2xx answers`));
      const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
      if (requestsPerSecond === 0) return reject(new Error(`wrk on ${url}: no answer in ${duration} s`));
      resolve({ requestsPerSecond, p50: percentile('50'), p99: percentile('99') });
    });
  });
}

function checked(result: AutocannonResult, what: string): AutocannonResult {
  if (result.non2xx > 0 || result.errors > 0 || result.requests.total === 0) {
    throw new Error(`${what}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`);
  }
  return result;
}

/** The smallest script the page loads: a static file served by the same process (read from the page, not the
 *  build directory, which another build may be replacing while the store keeps serving what it started with). */
async function smallestScript(storeUrl: string, html: string): Promise<string> {
  const paths = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]))];
  const sized = await Promise.all(paths.map(async (path) => ({ path, size: (await (await fetch(`${storeUrl}${path}`)).arrayBuffer()).byteLength })));
  const smallest = sized.sort((a, b) => a.size - b.size)[0];
  if (!smallest) throw new Error('the category page loads no script from /assets');
  return smallest.path;
}

const unavailable = storeUnavailableReason();
if (process.argv[2] === '--minimal-client') {
  // Only the load generator runs in this process (above).
} else if (unavailable) {
  process.stdout.write(`category page under load: skipped: ${unavailable}\n`);
  if (!quick) process.exitCode = 1;
} else {
  const store = await startStore();
  let bare: ReturnType<typeof createServer> | undefined;
  try {
    const page = `${store.url}${categoryPath}`;
    const first = await fetch(page);
    if (first.status !== 200) throw new Error(`${categoryPath} answered ${first.status}`);
    const assetPath = await smallestScript(store.url, await first.text());
    const asset = `${store.url}${assetPath}`;
    // Warm-up: the JIT, the page cache, the database's caches and the session rows the first requests create.
    await autocannon(page, 4, quick ? 1 : 3);

    // The floor: the cached page's own bytes and headers from a server that does nothing else.
    const cached = await rawGet(page, browserHeaders);
    const cacheStatus = String(cached.headers['x-cache'] ?? 'no X-Cache header');
    const cachedHeaders = Object.fromEntries(Object.entries(cached.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)));
    const cachedBody = cached.body;
    bare = createServer((_request, response) => {
      response.writeHead(200, { ...cachedHeaders, 'content-length': cachedBody.byteLength });
      response.end(cachedBody);
    });
    const bareServer = bare;
    await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}${categoryPath}`;

    // The references first: once 64 uncached page renders are queued, the server keeps working on the ones
    // autocannon gave up on for a few seconds after it stops, and anything measured next would wait behind them.
    const bareUnderLoad = checked(await autocannon(bareUrl, 64, seconds), 'bare node:http, 64 connections');
    const assetUnderLoad = checked(await autocannon(asset, 64, seconds), 'static asset, 64 connections');
    const single = checked(await autocannon(page, 1, seconds), 'category page, 1 connection');
    // autocannon counts whole milliseconds: below 1 ms the p50 reads 0, and the mean says more.
    report({
      name: `category page ${categoryPath} service time (X-Cache ${cacheStatus}; 1 connection, ${single.requests.total} requests, mean ${single.latency.average.toFixed(2)} ms)`,
      ours: single.latency.p50,
      unit: 'ms p50',
    });
    const pageUnderLoad = checked(await autocannon(page, loadConnections, seconds), `category page, ${loadConnections} connections`);
    report({
      name: `category page p99 at ${loadConnections} connections (X-Cache ${cacheStatus}, ${cachedBody.byteLength} bytes ${String(cached.headers['content-encoding'] ?? 'identity')}; ${pageUnderLoad.requests.average.toFixed(0)} req/s)`,
      ours: pageUnderLoad.latency.p99,
      reference: { name: `bare node:http answering the same bytes (${bareUnderLoad.requests.average.toFixed(0)} req/s)`, value: bareUnderLoad.latency.p99 },
      unit: 'ms',
      // Judged here only where wrk is missing (see the header).
      budget: hasWrk ? undefined : { label: '≤ 10 ms', ok: pageUnderLoad.latency.p99 <= 10 },
    });
    let cachedThroughWrk: WrkResult | undefined;
    if (hasWrk) {
      // The references first, as above; --quick runs each for a second only to prove the line works.
      // The judged run lasts one freshness period of the page cache (30 s), so it holds exactly one of the page's
      // background renders (stale-while-revalidate), as every period of a busy store does: the p99 of whole periods
      // is the page's steady state. A 10 s window held one render a third of the time, and its p99 then depended on
      // the draw: measured in 5 s windows on one store, the window holding the render had a p99 of 18-38 ms, the
      // others 6-7 ms; whole 30 s windows 5.7 and 6.4 ms.
      const wrkSeconds = quick ? 1 : pageCacheFreshMs / 1000;
      const bareThroughWrk = await wrk(bareUrl, wrkSeconds);
      const pageThroughWrk = await wrk(page, wrkSeconds);
      cachedThroughWrk = pageThroughWrk;
      const line = (result: WrkResult) => `p50 ${result.p50.toFixed(2)} ms, ${result.requestsPerSecond.toFixed(0)} req/s`;
      report({
        name: `category page p99 at 64 connections through wrk for ${wrkSeconds} s (X-Cache ${cacheStatus}; ${line(pageThroughWrk)})`,
        ours: pageThroughWrk.p99,
        reference: { name: `bare node:http, same client (${line(bareThroughWrk)})`, value: bareThroughWrk.p99 },
        unit: 'ms',
        budget: { label: '≤ 10 ms', ok: pageThroughWrk.p99 <= 10 },
      });
    } else {
      process.stdout.write(`  category page through wrk: skipped: ${wrkPath} is missing (Debian's wrk package)\n`);
    }
    report({
      name: `  static asset ${assetPath} p99 at 64 connections, same server (${assetUnderLoad.requests.average.toFixed(0)} req/s)`,
      ours: assetUnderLoad.latency.p99,
      unit: 'ms',
    });
    if (!quick) {
      const minimalBare = await minimalClient(bareUrl, seconds);
      const minimalPage = await minimalClient(page, seconds);
      const line = (result: MinimalClientResult) => `p50 ${result.p50.toFixed(1)} ms, ${result.requestsPerSecond.toFixed(0)} req/s`;
      report({
        name: `  category page p99 at 64 connections through the minimal client (${line(minimalPage)}; not judged)`,
        ours: minimalPage.p99,
        reference: { name: `bare node:http, same client (${line(minimalBare)})`, value: minimalBare.p99 },
        unit: 'ms',
      });
    }
    const identity = checked(await autocannon(page, loadConnections, seconds, {}), `category page without Accept-Encoding, ${loadConnections} connections`);
    report({ name: `  category page p99 at ${loadConnections} connections without Accept-Encoding (uncompressed; ${identity.requests.average.toFixed(0)} req/s)`, ours: identity.latency.p99, unit: 'ms' });
    // Last: a shopper with a session, answered the page kept for their view after a read of their session (remembered
    // for a second). Issue 21 item 4 judges it through wrk (p50 at 1 connection, rate and p99 at 64), beside the cached
    // page above.
    // A returning shopper: the session the store minted for their cart (it never adopts an invented one).
    const shopper = { ...browserHeaders, cookie: await cartCookie(store.url, 602301) };
    if (hasWrk) {
      // --quick: long enough for the first render, queued on a busy machine, to finish.
      const wrkSeconds = quick ? 5 : seconds;
      const cachedAlone = await wrk(page, wrkSeconds, browserHeaders, 1);
      const alone = await wrk(page, wrkSeconds, shopper, 1);
      report({
        name: `personalised category page (a shopper's session with a cart) through wrk, 1 connection (${alone.requestsPerSecond.toFixed(0)} req/s)`,
        ours: alone.p50,
        reference: { name: `the cached page, same client (${cachedAlone.requestsPerSecond.toFixed(0)} req/s)`, value: cachedAlone.p50 },
        unit: 'ms p50',
        budget: { label: '≤ 8 ms', ok: alone.p50 <= 8 },
      });
      const loaded = await wrk(page, wrkSeconds, shopper);
      report({
        name: `personalised category page through wrk, 64 connections (p99 ${loaded.p99.toFixed(0)} ms)`,
        ours: loaded.requestsPerSecond,
        ...(cachedThroughWrk ? { reference: { name: 'the cached page, same client', value: cachedThroughWrk.requestsPerSecond } } : {}),
        unit: 'req/s',
        budget: { label: '≥ 300 req/s with p99 ≤ 250 ms', ok: loaded.requestsPerSecond >= 300 && loaded.p99 <= 250 },
      });
      // Not judged: 64 shoppers (8 with --quick, whose renders must fit wrk's timeout on a busy machine), each with a
      // session of their own, in turn on the 64 connections. With the same cart they share one view (one page, a
      // session read per shopper a second); with 1 to 64 units, as many views, each rendered first.
      const shoppers = quick ? 8 : 64;
      const oneView = await Promise.all(Array.from({ length: shoppers }, () => cartCookie(store.url, 602301)));
      const shared = await wrk(page, wrkSeconds, browserHeaders, 64, oneView);
      report({ name: `  personalised category page, ${shoppers} shoppers of one view (p50 ${shared.p50.toFixed(1)} ms, p99 ${shared.p99.toFixed(0)} ms; not judged)`, ours: shared.requestsPerSecond, unit: 'req/s' });
      const manyViews = await Promise.all(Array.from({ length: shoppers }, (_, index) => cartCookie(store.url, 602301, index + 1)));
      const apart = await wrk(page, wrkSeconds, browserHeaders, 64, manyViews);
      report({ name: `  personalised category page, ${shoppers} shoppers of ${shoppers} views (p50 ${apart.p50.toFixed(1)} ms, p99 ${apart.p99.toFixed(0)} ms; not judged)`, ours: apart.requestsPerSecond, unit: 'req/s' });
    } else {
      const alone = checked(await autocannon(page, 1, seconds, shopper), 'personalised category page, 1 connection');
      report({ name: `  personalised category page (a shopper's session with a cart), 1 connection (${alone.requests.total} requests; not judged: wrk is missing)`, ours: alone.latency.p50, unit: 'ms p50' });
      const loaded = checked(await autocannon(page, loadConnections, seconds, shopper), `personalised category page, ${loadConnections} connections`);
      report({ name: `  personalised category page, ${loadConnections} connections (p99 ${loaded.latency.p99} ms; not judged)`, ours: loaded.requests.average, unit: 'req/s' });
    }
  } finally {
    const bareServer = bare;
    if (bareServer) await new Promise<void>((resolve) => bareServer.close(() => resolve()));
    await store.close();
  }
}

finish();
