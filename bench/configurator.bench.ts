// Configurator option change to updated price and verdicts on screen (issue 7), measured from the harness's side: no
// budget since issue 21 replaced issue 7's (set below the no-op click's floor measured here) with the Event Timing
// budget of bench/interactions.bench.ts. At 4× CPU slowdown in Chromium (CDP Emulation.setCPUThrottlingRate), on the
// custom build page of the first seeded kit, in the store started as `npm start` does, driven by playwright-core
// like the e2e tests (same Chromium and flags).
// One sample: from the pointerdown of a click on a CPU option (the event's own timestamp) to the first frame after
// the kit summary's price changed in the DOM (requestAnimationFrame, then a task: the frame has been painted). Price
// and verdicts render in the same React commit, so the price's mutation marks both.
// Reference from the same run: the same click on the option already chosen, which changes nothing, measured to the
// first frame after the click was handled: the floor of input, event dispatch and one frame at that slowdown.
// Run: node bench/configurator.bench.ts [--quick]
import type { Page } from 'playwright-core';
import { finish, percentile, quick, report } from './harness.ts';
import { withStorePage } from './storePage.ts';

// The first seeded custom build (AM5), packages/server/src/seed/kits.ts, as in e2e/custom-build.e2e.test.ts.
const kitId = 700001;
const changes = quick ? 3 : 60;
const noOpClicks = quick ? 2 : 30;
const cpuSlowdown = 4;

interface Probe {
  /** Milliseconds from pointerdown to the painted frame, one per finished interaction. */
  samples: number[];
}
declare global {
  interface Window {
    __rigkitProbe?: Probe;
  }
}

/** Installs the in-page timer: each interaction ends at the first frame after the price changes (`expectChange`)
 *  or after the click has been handled (no change expected). */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe: Probe = { samples: [] };
    window.__rigkitProbe = probe;
    const price = document.querySelector('[data-rigkit="kit-summary"] [data-part="price-value"]');
    if (!price) throw new Error('no kit summary price on the page');
    let startedAt: number | undefined;
    let expectChange = false;
    const afterNextPaint = (from: number) => {
      requestAnimationFrame(() => {
        setTimeout(() => {
          probe.samples.push(performance.now() - from);
        }, 0);
      });
    };
    document.addEventListener('pointerdown', (event) => {
      startedAt = event.timeStamp;
      expectChange = document.documentElement.dataset['probeExpectChange'] === 'true';
    }, { capture: true });
    new MutationObserver(() => {
      if (startedAt === undefined || !expectChange) return;
      const from = startedAt;
      startedAt = undefined;
      afterNextPaint(from);
    }).observe(price, { childList: true, characterData: true, subtree: true });
    window.addEventListener('click', () => {
      if (startedAt === undefined || expectChange) return;
      const from = startedAt;
      startedAt = undefined;
      // A task after the click: React's own (discrete, synchronous) handling has finished by then.
      setTimeout(() => afterNextPaint(from), 0);
    }, { capture: true });
  });
}

async function samplesSoFar(page: Page): Promise<number> {
  return page.evaluate(() => window.__rigkitProbe?.samples.length ?? 0);
}

async function measure(page: Page): Promise<{ change: number[]; noOp: number[] }> {
  const cpu = page.getByRole('radiogroup', { name: 'CPU', exact: true });
  const options = cpu.locator('label[data-part="option"]');
  if ((await options.count()) < 2) throw new Error('the CPU category offers fewer than two options');
  const first = options.nth(0);
  const second = options.nth(1);
  const priceText = () => page.locator('[data-rigkit="kit-summary"] [data-part="price-value"]').textContent();
  // Two options with different prices, so every switch changes the total.
  await first.click();
  await page.waitForTimeout(300);
  const firstPrice = await priceText();
  await second.click();
  await page.waitForFunction((before) => document.querySelector('[data-rigkit="kit-summary"] [data-part="price-value"]')?.textContent !== before, firstPrice);
  await page.waitForTimeout(300);

  await installProbe(page);
  const setExpectChange = (value: boolean) => page.evaluate((flag) => (document.documentElement.dataset['probeExpectChange'] = String(flag)), value);
  const change: number[] = [];
  const noOp: number[] = [];
  await setExpectChange(true);
  for (let index = 0; index < changes; index += 1) {
    const before = await samplesSoFar(page);
    await (index % 2 === 0 ? first : second).click();
    await page.waitForFunction((count) => (window.__rigkitProbe?.samples.length ?? 0) > count, before, { timeout: 10_000 });
    // Let the save of the new key and the address rewrite settle, so they do not overlap the next click.
    await page.waitForTimeout(quick ? 200 : 400);
  }
  change.push(...(await page.evaluate(() => window.__rigkitProbe?.samples ?? [])));
  await page.evaluate(() => window.__rigkitProbe?.samples.splice(0));
  await setExpectChange(false);
  const chosen = changes % 2 === 0 ? second : first;
  for (let index = 0; index < noOpClicks; index += 1) {
    const before = await samplesSoFar(page);
    await chosen.click();
    await page.waitForFunction((count) => (window.__rigkitProbe?.samples.length ?? 0) > count, before, { timeout: 10_000 });
    await page.waitForTimeout(100);
  }
  noOp.push(...(await page.evaluate(() => window.__rigkitProbe?.samples ?? [])));
  return { change, noOp };
}

await withStorePage('configurator', async (page, context, storeUrl) => {
  await page.goto(`${storeUrl}/Products/${kitId}/Build`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const { change, noOp } = await measure(page);
  const p98 = percentile(change, 0.98);
  report({
    name: `option change → price and verdicts painted, ${cpuSlowdown}× CPU slowdown (${change.length} changes, median ${percentile(change, 0.5).toFixed(1)} ms)`,
    ours: p98,
    reference: { name: `click changing nothing (${noOp.length} clicks, median ${percentile(noOp, 0.5).toFixed(1)} ms)`, value: percentile(noOp, 0.98) },
    unit: 'ms p98',
  });
});

finish();
