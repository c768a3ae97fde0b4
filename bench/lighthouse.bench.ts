// Lighthouse (mobile, default simulated throttling) on the store started as `npm start` does (issue 6 and 7,
// Performance; issue 21 item 5): home, a category and a product page: performance 100, LCP ≤ 1.2 s, CLS ≤ 0.01, TBT
// printed (not judged);
// the cart page: performance ≥ 95; the checkout with a cart in the session (issue 15): performance ≥ 95 and
// accessibility 100.
// Reference from the same run: a static HTML page with the store's own stylesheet (inlined, as our pages carry it)
// and framework chunk (React, React DOM, React Router from the same build), served by a bare Node server: what any
// page of ours starts from.
// Lighthouse 13 runs offline with Debian's Chromium (TOOLCHAIN.md); it never downloads a browser.
// --quick (inside `npm test`) audits the home page once and skips with a printed reason if that takes over 30 s.
// Run: node bench/lighthouse.bench.ts [--quick] [--verbose] [page …]   (--verbose lists each page's biggest
// opportunities; naming pages, e.g. `checkout cart`, audits only those beside the reference)
// A run that fails on Lighthouse's own trace errors ("Please run Lighthouse again", bench/lighthouseRetry.ts) is run
// again, up to a bound per page; the page's first line says how many were.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath, hasChromium } from '../scripts/chromium.ts';
import { finish, quick, report } from './harness.ts';
import { lighthouseTraceError, maxTraceRetries } from './lighthouseRetry.ts';
import type { TraceEvent } from './threadBlockingTime.ts';
import { threadBlockingTimeMs } from './threadBlockingTime.ts';
import { cartCookie, startStore, storeUnavailableReason } from './store.ts';

const root = join(import.meta.dirname, '..');
const verbose = process.argv.includes('--verbose');
// Five runs: on a 2-core machine one page's TBT ranged 50-430 ms over consecutive runs; the median of three moved
// by over 100 ms between sessions. The spread is printed beside the median.
const runsPerPage = quick ? 1 : 5;
const quickLimitMs = 30_000;

interface Audit {
  numericValue?: number;
  score?: number | null;
  title?: string;
  details?: { overallSavingsMs?: number; overallSavingsBytes?: number };
}
interface LighthouseResult {
  categories: { performance: { score: number | null }; accessibility?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  runtimeError?: { code: string; message: string };
}
interface PageFigures {
  performance: number;
  /** Only where the page's audit asks for it. */
  accessibility?: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lowest and highest TBT over the runs behind a median. */
  tbtRangeMs?: [number, number];
  /** TBT rebuilt from the tasks' thread time in Lighthouse's own trace: what the machine's load does not inflate. */
  threadTbtMs: number;
  opportunities: string[];
  /** Runs repeated after a trace error, with the codes Lighthouse gave. */
  retried?: string[];
}

class TooSlow extends Error {}

/** Lighthouse could not use its own trace of the page and asks to be run again. */
class TraceError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

interface AuditOptions {
  /** Sent as the Cookie header, for a page that needs a session (the checkout needs a cart). */
  cookie?: string;
  /** Also runs the accessibility category. */
  accessibility?: boolean;
}

/** One Lighthouse run (the CLI, JSON to a file) of `url`. */
async function lighthouse(url: string, timeoutMs: number, options: AuditOptions = {}): Promise<PageFigures> {
  const directory = mkdtempSync(join(tmpdir(), 'rigkit-lighthouse-'));
  const output = join(directory, 'report.json');
  try {
    const flags = ['--headless=new', ...chromiumFlags, `--user-data-dir=${join(directory, 'profile')}`].join(' ');
    const child = spawn(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      // --save-assets writes the trace beside the report (report-0.trace.json), for the thread-time figure.
      [
        url,
        `--only-categories=${options.accessibility ? 'performance,accessibility' : 'performance'}`,
        ...(options.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: options.cookie })}`] : []),
        '--output=json',
        `--output-path=${output}`,
        '--save-assets',
        '--quiet',
        `--chrome-flags=${flags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, timeoutMs);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    if (timedOut) throw new TooSlow(`Lighthouse took over ${timeoutMs / 1000} s on ${url}`);
    if (code !== 0 || !existsSync(output)) {
      const message = `lighthouse exited with ${code} on ${url}: ${stderr.slice(-800)}`;
      const traceError = lighthouseTraceError({ stderr });
      throw traceError ? new TraceError(traceError, message) : new Error(message);
    }
    const result = JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
    if (result.runtimeError) {
      const message = `Lighthouse on ${url}: ${result.runtimeError.code} ${result.runtimeError.message}`;
      const traceError = lighthouseTraceError({ runtimeErrorCode: result.runtimeError.code });
      throw traceError ? new TraceError(traceError, message) : new Error(message);
    }
    const value = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
    const trace = join(directory, 'report-0.trace.json');
    const traceEvents = existsSync(trace) ? (JSON.parse(readFileSync(trace, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents : [];
    const opportunities = Object.values(result.audits)
      .filter((audit): audit is Audit => (audit?.details?.overallSavingsMs ?? 0) > 0 || (audit?.details?.overallSavingsBytes ?? 0) > 2000)
      .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
      .slice(0, 6)
      .map((audit) => `${audit.title ?? '?'} (${(audit.details?.overallSavingsMs ?? 0).toFixed(0)} ms, ${((audit.details?.overallSavingsBytes ?? 0) / 1000).toFixed(0)} kB)`);
    return {
      performance: Math.round((result.categories.performance.score ?? 0) * 100),
      ...(result.categories.accessibility ? { accessibility: Math.round((result.categories.accessibility.score ?? 0) * 100) } : {}),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      threadTbtMs: threadBlockingTimeMs(traceEvents) ?? Number.NaN,
      opportunities,
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The median of each figure over `runsPerPage` runs (simulated throttling still varies with the machine's load). */
async function audit(url: string, options: AuditOptions = {}): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  const retried: string[] = [];
  while (runs.length < runsPerPage) {
    try {
      runs.push(await lighthouse(url, quick ? quickLimitMs : 180_000, options));
    } catch (error) {
      if (!(error instanceof TraceError) || retried.length >= maxTraceRetries) throw error;
      retried.push(error.code);
    }
  }
  return {
    performance: median(runs.map((run) => run.performance)),
    ...(options.accessibility ? { accessibility: median(runs.map((run) => run.accessibility ?? 0)) } : {}),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    tbtRangeMs: [Math.min(...runs.map((run) => run.tbtMs)), Math.max(...runs.map((run) => run.tbtMs))],
    threadTbtMs: median(runs.map((run) => run.threadTbtMs)),
    opportunities: runs[0]?.opportunities ?? [],
    retried,
  };
}

/** The reference page: static HTML with the store's stylesheet inlined, as the store's pages carry it
 *  (storefront/app/lib/paintFirst.server.ts), and its framework chunk (gzipped) on a bare Node server. The two files
 *  are fetched from the running store (not read from the build directory, which another build may be replacing
 *  meanwhile) and served from memory. */
async function startReference(storeUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const home = await (await fetch(`${storeUrl}/`)).text();
  const css = /\/assets\/root-[\w-]+\.css/.exec(home)?.[0];
  const framework = /\/assets\/framework-[\w-]+\.js/.exec(home)?.[0];
  const stylesheet = css ? await (await fetch(`${storeUrl}${css}`)).text() : '';
  // Gzipped once, as a well-configured static server sends it: the floor is what the page could cost at best.
  const files = new Map<string, Buffer>();
  if (framework) files.set(framework, gzipSync(Buffer.from(await (await fetch(`${storeUrl}${framework}`)).arrayBuffer()), { level: 9 }));
  const html = gzipSync(
    [
      '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>rigkit reference</title>',
      `<style>${stylesheet}</style>`,
      framework ? `<script type="module" src="${framework}"></script>` : '',
      '</head><body><main><h1 class="page-heading">Computer hardware</h1><p>A static page with the storefront stylesheet and framework script.</p></main></body></html>',
    ].join(''),
  );
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const file = files.get(path);
    if (file) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': 'public, max-age=31536000, immutable' });
      response.end(file);
      return;
    }
    if (path !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The product page's canonical address (the bare /Products/{id} redirects there, which Lighthouse would count). */
async function productUrl(storeUrl: string): Promise<string> {
  const response = await fetch(`${storeUrl}/Products/602300`, { redirect: 'manual' });
  const location = response.headers.get('location');
  return location ? new URL(location, storeUrl).href : `${storeUrl}/Products/602300`;
}

type Budgets = 'page' | 'cart' | 'checkout';

/** ", 1 run retried after NO_NAVSTART" beside the runs a median stands on, or nothing. */
function retriedNote(figures: PageFigures): string {
  const count = figures.retried?.length ?? 0;
  return count === 0 ? '' : `, ${count} run${count === 1 ? '' : 's'} retried after ${figures.retried?.join(', ') ?? ''}`;
}

function reportPage(name: string, figures: PageFigures, reference: PageFigures, budgets: Budgets): void {
  const runs = `${runsPerPage === 1 ? '1 run' : `median of ${runsPerPage} runs`}${retriedNote(figures)}`;
  if (budgets === 'checkout') {
    report({ name: `${name} performance (${runs})`, ours: figures.performance, reference: { name: 'static reference', value: reference.performance }, unit: 'score', budget: { label: '≥ 95', ok: figures.performance >= 95 } });
    report({ name: `${name} accessibility (${runs})`, ours: figures.accessibility ?? 0, unit: 'score', budget: { label: '100', ok: figures.accessibility === 100 } });
  } else if (budgets === 'cart') {
    report({ name: `${name} performance (${runs})`, ours: figures.performance, reference: { name: 'static reference', value: reference.performance }, unit: 'score', budget: { label: '≥ 95', ok: figures.performance >= 95 } });
  } else {
    report({ name: `${name} performance (${runs})`, ours: figures.performance, reference: { name: 'static reference', value: reference.performance }, unit: 'score', budget: { label: '100', ok: figures.performance >= 100 } });
    report({ name: `${name} LCP`, ours: figures.lcpMs, reference: { name: 'static reference', value: reference.lcpMs }, unit: 'ms', budget: { label: '≤ 1200 ms', ok: figures.lcpMs <= 1200 } });
    report({ name: `${name} CLS`, ours: figures.cls, reference: { name: 'static reference', value: reference.cls }, unit: '', budget: { label: '≤ 0.01', ok: figures.cls <= 0.01 } });
    const spread = figures.tbtRangeMs && runsPerPage > 1 ? ` (runs ${figures.tbtRangeMs.map((value) => value.toFixed(0)).join('-')} ms)` : '';
    // Not judged since issue 21 (item 5), whose budget for these pages is the score and CLS above: the score weighs
    // TBT, and TBT alone swings with the scheduler here (one page's five runs: 1-77 ms, with no task of 50 ms of
    // thread time in any). Issue 7's TBT ≤ 50 ms was one of the budgets issue 21 replaced.
    report({ name: `${name} TBT${spread} (not judged)`, ours: figures.tbtMs, reference: { name: 'static reference', value: reference.tbtMs }, unit: 'ms' });
    // A reading aid beside the TBT above when the machine is busy (bench/threadBlockingTime.ts).
    report({ name: `${name} TBT from thread time`, ours: figures.threadTbtMs, reference: { name: 'static reference', value: reference.threadTbtMs }, unit: 'ms' });
  }
  if (verbose) for (const line of figures.opportunities) process.stdout.write(`    ${line}\n`);
}

const unavailable = !hasChromium() ? `no Chromium at ${chromiumPath()}` : storeUnavailableReason();
if (unavailable) {
  process.stdout.write(`Lighthouse: skipped: ${unavailable}\n`);
  if (!quick) process.exitCode = 1;
} else {
  const store = await startStore();
  const reference = await startReference(store.url);
  try {
    if (quick) {
      // One page, once: proves Lighthouse, Chromium and the store still work together; figures are not judged.
      const started = performance.now();
      try {
        const home = await lighthouse(`${store.url}/`, quickLimitMs);
        report({ name: `home performance (1 run, ${((performance.now() - started) / 1000).toFixed(0)} s)`, ours: home.performance, unit: 'score', budget: { label: '100', ok: home.performance >= 100 } });
        report({ name: 'home LCP', ours: home.lcpMs, unit: 'ms', budget: { label: '≤ 1200 ms', ok: home.lcpMs <= 1200 } });
      } catch (error) {
        if (!(error instanceof TooSlow)) throw error;
        process.stdout.write(`Lighthouse: skipped in --quick: ${error.message} (the machine is busy; npm run bench measures it)\n`);
      }
    } else {
      const floor = await audit(reference.url);
      report({ name: `static reference performance (median of ${runsPerPage} runs${retriedNote(floor)})`, ours: floor.performance, unit: 'score' });
      const pages: [string, string, Budgets][] = [
        ['home /', `${store.url}/`, 'page'],
        ['category /Categories/101/CPU', `${store.url}/Categories/101/CPU`, 'page'],
        [`product ${new URL(await productUrl(store.url)).pathname}`, await productUrl(store.url), 'page'],
        ['cart /cart', `${store.url}/cart`, 'cart'],
        ['checkout /Checkout', `${store.url}/Checkout`, 'checkout'],
      ];
      const named = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
      for (const [name, url, budgets] of pages) {
        if (named.length > 0 && !named.includes(name.split(' ')[0] ?? '')) continue;
        const options: AuditOptions = budgets === 'checkout' ? { cookie: await cartCookie(store.url), accessibility: true } : {};
        reportPage(name, await audit(url, options), floor, budgets);
      }
    }
  } finally {
    await reference.close();
    await store.close();
  }
}

finish();
