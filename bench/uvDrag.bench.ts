// Dragging one of 20 images on the UV designer's 750 x 750 stage (issue 20, Performance): main-thread time per drag
// frame of UvCanvas ≤ 1.25× that of a plain Konva stage with the same images, measured in the same run, and 0 React
// renders per drag frame. In Chromium (playwright-core, the e2e tests' binary and flags) against the store as
// `npm start` serves it, on the designer page a guest opens.
// One sample is one drag: the mouse presses the front image, moves 2 px at a time, each move followed by one
// animation frame, and lets go. Its cost is CDP's TaskDuration (main-thread busy time) over the moves, divided by
// the moves; the press, the first three moves (drag start: selection and the 'drag start' state commit once) and the
// release (the one commit of the new place) are outside it.
// Reference from the same page: a plain Konva stage built by hand with the same 20 image elements at the same places,
// the same grey background, dashed printable area, clamp (dragBoundFunc) and a Transformer on the dragged image,
// laid over the designer while it is measured. Drags alternate between the two, so load changes hit both alike.
// React renders: React DOM's DevTools hook (installed before the page loads) counts commits during the moves.
// Run: node bench/uvDrag.bench.ts [--quick]
import type { CDPSession, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, hasChromium } from '../scripts/chromium.ts';
import { finish, quick, report } from './harness.ts';
import { startStore, storeUnavailableReason } from './store.ts';

const imageCount = 20;
const drags = quick ? 2 : 12;
const movesPerDrag = quick ? 10 : 40;
const budgetRatio = 1.25;

declare global {
  interface Window {
    __rigkitCommits?: number;
    __rigkitPlain?: { show(visible: boolean): void; frontCentre(): { x: number; y: number } };
    Konva?: unknown;
  }
}

/** Counts React commits: React DOM reports each to the DevTools hook when one is installed. */
function installCommitCounter(): void {
  window.__rigkitCommits = 0;
  const hook = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: () => {
      window.__rigkitCommits = (window.__rigkitCommits ?? 0) + 1;
    },
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: true });
}

/** Builds the reference stage from the designer's own image elements and places (run in the page). */
function buildPlainStage(): void {
  // The Konva the designer loaded (Konva puts itself on the global object).
  const K = window.Konva as {
    stages: { container(): HTMLElement; find(selector: string): { toArray?(): unknown[] } & ArrayLike<unknown> }[];
    Stage: new (config: object) => { add(layer: unknown): void; container(): HTMLElement };
    Layer: new () => { add(...nodes: unknown[]): void; batchDraw(): void };
    Rect: new (config: object) => unknown;
    Image: new (config: object) => { x(): number; y(): number; width(): number; height(): number; getAbsolutePosition(): { x: number; y: number } };
    Transformer: new (config: object) => { nodes(nodes: unknown[]): void };
  };
  const designerStage = K.stages.find((stage) => stage.container().closest('[data-rigkit="uv-canvas"]'));
  if (!designerStage) throw new Error('no designer stage on the page');
  type Source = { x(): number; y(): number; width(): number; height(): number; image(): HTMLImageElement; zIndex(): number };
  const sources = Array.from(designerStage.find('.uv-image') as ArrayLike<Source>).sort((a, b) => a.zIndex() - b.zIndex());
  const areaNode = Array.from(designerStage.find('Rect') as ArrayLike<{ attrs: Record<string, unknown> }>).find((rect) => Array.isArray(rect.attrs['dash']));
  const area = { x: Number(areaNode?.attrs['x'] ?? 0), y: Number(areaNode?.attrs['y'] ?? 0), width: Number(areaNode?.attrs['width'] ?? 750), height: Number(areaNode?.attrs['height'] ?? 750) };
  const holder = document.createElement('div');
  holder.style.cssText = 'position:fixed;left:0;top:0;width:750px;height:750px;z-index:2147483647;background:#fff;display:none';
  document.body.append(holder);
  const stage = new K.Stage({ container: holder, width: 750, height: 750 });
  const layer = new K.Layer();
  stage.add(layer);
  layer.add(new K.Rect({ width: 750, height: 750, fill: '#e8eaed', listening: false }));
  layer.add(new K.Rect({ ...area, fill: '#ffffff', stroke: '#5f6368', strokeWidth: 1, dash: [6, 4], listening: false }));
  const transformer = new K.Transformer({ rotateEnabled: false, keepRatio: false });
  const images = sources.map((source) => {
    const width = source.width();
    const height = source.height();
    const node = new K.Image({
      image: source.image(),
      x: source.x(),
      y: source.y(),
      width,
      height,
      draggable: true,
      dragBoundFunc: (position: { x: number; y: number }) => ({
        x: Math.min(Math.max(position.x, area.x), Math.max(area.x, area.x + area.width - width)),
        y: Math.min(Math.max(position.y, area.y), Math.max(area.y, area.y + area.height - height)),
      }),
    });
    layer.add(node);
    return node;
  });
  layer.add(transformer);
  const front = images[images.length - 1];
  if (!front) throw new Error('the designer holds no images');
  transformer.nodes([front]);
  layer.batchDraw();
  window.__rigkitPlain = {
    show: (visible) => {
      holder.style.display = visible ? 'block' : 'none';
    },
    frontCentre: () => {
      const box = holder.getBoundingClientRect();
      const position = front.getAbsolutePosition();
      return { x: box.left + position.x + front.width() / 2, y: box.top + position.y + front.height() / 2 };
    },
  };
}

/** The centre of the designer's front image, in page coordinates (run in the page). */
function designerFrontCentre(): { x: number; y: number } {
  const K = window.Konva as { stages: { container(): HTMLElement; find(selector: string): ArrayLike<{ zIndex(): number; getAbsolutePosition(): { x: number; y: number }; width(): number; height(): number }> }[] };
  const stage = K.stages.find((candidate) => candidate.container().closest('[data-rigkit="uv-canvas"]'));
  const images = Array.from(stage?.find('.uv-image') ?? []).sort((a, b) => a.zIndex() - b.zIndex());
  const front = images[images.length - 1];
  if (!stage || !front) throw new Error('no front image');
  const box = stage.container().getBoundingClientRect();
  const position = front.getAbsolutePosition();
  return { x: box.left + position.x + front.width() / 2, y: box.top + position.y + front.height() / 2 };
}

const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN;
}

/** One drag of the front image from `start`: main-thread ms per move, and React commits during the moves. */
async function drag(page: Page, cdp: CDPSession, start: { x: number; y: number }, direction: 1 | -1): Promise<{ msPerMove: number; commits: number }> {
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // The first moves start the drag (Konva fires dragstart on the second move; the drag-start state commits once):
  // outside the sample, which is the drag's steady frames.
  for (const step of [1, 2, 3]) {
    await page.mouse.move(start.x + direction * step, start.y);
    await nextFrame(page);
  }
  await nextFrame(page);
  const commitsBefore = await page.evaluate(() => window.__rigkitCommits ?? 0);
  const before = await taskSeconds(cdp);
  for (let move = 1; move <= movesPerDrag; move += 1) {
    await page.mouse.move(start.x + direction * (3 + move * 2), start.y + direction * move);
    await nextFrame(page);
  }
  const after = await taskSeconds(cdp);
  const commits = (await page.evaluate(() => window.__rigkitCommits ?? 0)) - commitsBefore;
  await page.mouse.up();
  await nextFrame(page);
  return { msPerMove: ((after - before) * 1000) / movesPerDrag, commits };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const unavailable = !hasChromium() ? `no Chromium at ${chromiumPath()}` : storeUnavailableReason();
if (unavailable) {
  process.stdout.write(`uv drag: skipped: ${unavailable}\n`);
  if (!quick) process.exitCode = 1;
} else {
  const store = await startStore();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.addInitScript(installCommitCounter);
    const page = await context.newPage();
    await page.goto(`${store.url}/UvPrintDesigner`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('[data-rigkit="uv-designer"]').waitFor({ timeout: 30_000 });
    const sample = page.getByRole('button', { name: 'Add Southern Cross' });
    for (let index = 0; index < imageCount; index += 1) await sample.click();
    await page.getByRole('button', { name: new RegExp(`^Layer ${imageCount} of ${imageCount}:`) }).waitFor({ timeout: 30_000 });
    // Every image element decoded before anything is measured.
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    await page.waitForTimeout(500);
    await page.evaluate(buildPlainStage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });

    const ours: number[] = [];
    const plain: number[] = [];
    const oursCommits: number[] = [];
    for (let round = 0; round < drags; round += 1) {
      // Back and forth, so the front image stays inside the printable area.
      const direction = round % 2 === 0 ? 1 : -1;
      await page.evaluate(() => window.__rigkitPlain?.show(false));
      await nextFrame(page);
      const designer = await drag(page, cdp, await page.evaluate(designerFrontCentre), direction);
      ours.push(designer.msPerMove);
      oursCommits.push(designer.commits);
      await page.evaluate(() => window.__rigkitPlain?.show(true));
      await nextFrame(page);
      const start = await page.evaluate(() => window.__rigkitPlain?.frontCentre() ?? { x: 0, y: 0 });
      plain.push((await drag(page, cdp, start, direction)).msPerMove);
    }
    const oursMedian = median(ours);
    const plainMedian = median(plain);
    const ratio = oursMedian / plainMedian;
    report({
      name: `drag one of ${imageCount} images, 750×750 stage, UvCanvas (${drags} drags of ${movesPerDrag} frames, median)`,
      ours: oursMedian,
      reference: { name: 'plain Konva stage, same images', value: plainMedian },
      unit: 'ms main thread per frame',
      budget: { label: `≤ ${budgetRatio}× the plain stage (is ${ratio.toFixed(2)}×)`, ok: ratio <= budgetRatio },
    });
    const commitsPerFrame = oursCommits.reduce((sum, value) => sum + value, 0) / (drags * movesPerDrag);
    report({ name: `React renders per drag frame (${oursCommits.reduce((sum, value) => sum + value, 0)} commits over ${drags * movesPerDrag} frames)`, ours: commitsPerFrame, unit: 'commits per frame', budget: { label: '= 0', ok: commitsPerFrame === 0 } });
  } finally {
    await browser.close();
    await store.close();
  }
}

finish();
