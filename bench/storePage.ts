// A bench that drives the store in Chromium: the store started as `npm start` does (bench/store.ts) and one page of
// 1366 × 900 in the e2e tests' Chromium, closed again afterwards; or a line saying why it was skipped (a failure
// outside --quick).
import type { BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, hasChromium } from '../scripts/chromium.ts';
import { quick } from './harness.ts';
import { startStore, storeUnavailableReason } from './store.ts';

export async function withStorePage(bench: string, measure: (page: Page, context: BrowserContext, storeUrl: string) => Promise<void>): Promise<void> {
  const unavailable = !hasChromium() ? `no Chromium at ${chromiumPath()}` : storeUnavailableReason();
  if (unavailable) {
    process.stdout.write(`${bench}: skipped: ${unavailable}\n`);
    if (!quick) process.exitCode = 1;
    return;
  }
  const store = await startStore();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await measure(await context.newPage(), context, store.url);
  } finally {
    await browser.close();
    await store.close();
  }
}
