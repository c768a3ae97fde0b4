// Support chat history (issue 18, Performance): "a 1,000 message chat history renders without a long task over
// 50 ms at 4× CPU slowdown". The /Chat page of the store started as `npm start` does, in Chromium at 4× CPU slowdown
// (CDP Emulation.setCPUThrottlingRate); createChatConnection answers a conversation of 1,000 messages and the event
// stream answers as the reference server does (packages/server/src/chat/eventStream.ts): only the events after the
// ClientEndpoint's ?after= cursor or the Last-Event-ID, whichever is later, so the history the connection gave is not
// replayed; both through page.route so the figure is the browser's work alone. The longest task is read from a Chromium trace of the renderer's main thread: its
// thread time (less inflated by a busy machine than wall-clock time, which is printed beside it).
// Two figures: the longest task of the whole flow (from the Start Chat click, whose own task holds the input events
// and the createChatConnection request and does not depend on the history), and the longest from the main-thread
// task that receives createChatConnection's answer on, which is the history's rendering the budget names.
// Reference from the same run, measured the same way: rendering 1,000 plain <li>s with their text in one task (DOM calls, then a
// forced layout), what a list with no framework and no windowing costs.
// Run: node bench/chat.bench.ts [--quick]
import type { Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, hasChromium } from '../scripts/chromium.ts';
import { finish, quick, report } from './harness.ts';
import { startStore, storeUnavailableReason } from './store.ts';
import type { TraceEvent } from './threadBlockingTime.ts';

const cpuSlowdown = 4;
const historyLength = 1000;
const runs = quick ? 1 : 5;
const conversationGuid = '9d1f3b5c-7e9a-4c2d-8f1b-3d5f7a9c1e4b';

const history = Array.from({ length: historyLength }, (_, index) => ({
  ChatMessageGuid: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  Role: index % 2 === 0 ? 'Customer' : 'Assistant',
  Message: `Message ${index + 1}: my new build restarts when I start a game, is it the power supply or the graphics card?`,
  CreatedDateTime: '2026-11-22T05:00:00.000Z',
  Choices: [],
}));
// The history's events are ids 1 to 1,000; the endpoint starts the stream past them, as createChatConnection's does.
const connection = { success: true, errors: [], data: { ClientEndpoint: `/api/chatEvents/${conversationGuid}?after=${historyLength}`, AccessToken: 'bench-token-0123456789abcdef', ConversationGuid: conversationGuid, ChatMessages: history } };
const cursor = (value: string | null | undefined) => {
  const id = Number(value ?? '0');
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};
/** The stream's answer to a request: the events after its cursor, as the server writes them. */
const replayAfter = (after: number) =>
  history
    .map((message, index) => ({ id: index + 1, message }))
    .filter((event) => event.id > after)
    .map((event) => `id: ${event.id}\nevent: message\ndata: ${JSON.stringify({ Type: 'Message', ChatMessage: event.message })}\n\n`)
    .join('');

/** A trace event with the network events' fields this bench reads. */
type ChatTraceEvent = TraceEvent & { args?: { data?: { url?: string; requestId?: string } } };

interface LongestTask {
  /** Wall-clock milliseconds at the throttled rate (inflated by other work on a busy machine). */
  wallMs: number;
  /**
   * Thread milliseconds: the time the thread ran, not the time it waited for a core, so a busy machine inflates it
   * less. Chromium's throttling keeps the thread running, so this is already at the throttled rate.
   */
  threadMs: number;
  /** Thread milliseconds of the longest task from the one that received createChatConnection's answer on. */
  historyThreadMs: number;
}

/** The page's longest main-thread task in a trace recorded around `work`. */
async function longestTask(page: Page, work: () => Promise<void>): Promise<LongestTask> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await work();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: ChatTraceEvent[] };
  const main = trace.traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const mainThreads = new Set(main.map((event) => `${event.pid}:${event.tid}`));
  const request = trace.traceEvents.find((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url?.endsWith('/api/createChatConnection'))?.args?.data?.requestId;
  // Without the request (the reference list) every task counts.
  const answered = request === undefined ? 0 : (trace.traceEvents.find((event) => event.name === 'ResourceReceiveResponse' && event.args?.data?.requestId === request)?.ts ?? Infinity);
  let wallMs = 0;
  let threadMs = 0;
  let historyThreadMs = 0;
  for (const event of trace.traceEvents) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(`${event.pid}:${event.tid}`)) continue;
    const thread = (event.tdur ?? event.dur ?? 0) / 1000;
    wallMs = Math.max(wallMs, (event.dur ?? 0) / 1000);
    threadMs = Math.max(threadMs, thread);
    if (event.ts + (event.dur ?? 0) >= answered) historyThreadMs = Math.max(historyThreadMs, thread);
  }
  return { wallMs, threadMs, historyThreadMs };
}

async function measureChat(page: Page, url: string): Promise<LongestTask> {
  await page.goto(`${url}/Chat`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('textbox', { name: 'Name' }).fill('Mia Nguyen');
  await page.getByRole('textbox', { name: 'Email' }).fill('mia.nguyen@example.com.au');
  // The API client module loads when the browser is idle after hydration (storefront/app/lib/api.client.ts): waited
  // for, so its download and compile do not count as the history's rendering.
  await page.waitForTimeout(3000);
  return longestTask(page, async () => {
    await page.getByRole('button', { name: 'Start Chat' }).click();
    // The newest message's list item, checked once a frame: Playwright's getByText runs its text engine over the whole
    // page in the page's main thread, a long task of the test tool's own in the trace.
    await page.waitForFunction((text) => document.querySelector('[data-rigkit="support-chat"] [data-part="message"]:last-child')?.textContent?.includes(text), `Message ${historyLength}:`, { polling: 'raf' });
    // Until the stream has been read and drawn too.
    await page.waitForTimeout(1500);
  });
}

async function measureReference(page: Page): Promise<LongestTask> {
  return longestTask(page, async () => {
  await page.evaluate((count) => {
    setTimeout(() => {
      const list = document.createElement('ul');
      for (let index = 0; index < count; index += 1) {
        const item = document.createElement('li');
        item.textContent = `Message ${index + 1}: my new build restarts when I start a game, is it the power supply or the graphics card?`;
        list.append(item);
      }
      document.body.append(list);
      void list.getBoundingClientRect().height;
    }, 0);
  }, historyLength);
  await page.waitForTimeout(500);
  });
}

const unavailable = !hasChromium() ? `no Chromium at ${chromiumPath()}` : storeUnavailableReason();
if (unavailable) {
  process.stdout.write(`chat: skipped: ${unavailable}\n`);
  if (!quick) process.exitCode = 1;
} else {
  const store = await startStore();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const ours: LongestTask[] = [];
    const reference: LongestTask[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.route('**/api/createChatConnection', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(connection) }));
      await page.route('**/api/chatEvents/**', async (route) => {
        const after = Math.max(cursor(new URL(route.request().url()).searchParams.get('after')), cursor(await route.request().headerValue('last-event-id')));
        await route.fulfill({ status: 200, contentType: 'text/event-stream', body: `: connected\n\n${replayAfter(after)}` });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      ours.push(await measureChat(page, store.url));
      reference.push(await measureReference(page));
      await context.close();
    }
    const worst = Math.max(...ours.map((task) => task.threadMs));
    const worstHistory = Math.max(...ours.map((task) => task.historyThreadMs));
    const worstReference = Math.max(...reference.map((task) => task.threadMs));
    const wall = (tasks: LongestTask[]) => Math.max(...tasks.map((task) => task.wallMs)).toFixed(0);
    // Printed, not judged: the whole flow's longest task is often the Start Chat click's own (its pointer and click
    // events, before any history exists), which issue 21's Event Timing budget judges as a click's latency
    // (interactions.bench.ts). Issue 18's budget names the history's rendering, the line after it.
    report({
      name: `${historyLength}-message chat history, longest main-thread task of the whole flow from the Start Chat click at ${cpuSlowdown}× CPU slowdown, thread time (worst of ${runs}; wall ${wall(ours)} ms), not judged`,
      ours: worst,
      reference: { name: `${historyLength} plain <li>s in one task (wall ${wall(reference)} ms)`, value: worstReference },
      unit: 'ms',
    });
    report({
      name: `the history's rendering (tasks from the one receiving createChatConnection's answer), thread time (worst of ${runs})`,
      ours: worstHistory,
      reference: { name: `${historyLength} plain <li>s in one task`, value: worstReference },
      unit: 'ms',
      budget: { label: '≤ 50 ms', ok: worstHistory <= 50 },
    });
  } finally {
    await browser.close();
    await store.close();
  }
}

finish();
