// One Chromium per e2e file, from Debian (never downloaded), with the flags this closed network needs, and a fresh
// context and page per test so cookies (session, cart, login) never leak from one test into the next.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumFlags,
  });
}

export interface E2eSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** Registers the hooks; the returned object holds the current test's browser, context and page. */
export function usePagePerTest(viewport = { width: 1366, height: 900 }): E2eSession {
  const session = {} as E2eSession;
  beforeAll(async () => {
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser.close();
  });
  beforeEach(async () => {
    session.context = await session.browser.newContext({ viewport });
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await session.context.close();
  });
  return session;
}

/** Resolves once React has hydrated the page: a click before that hits a server-rendered control without handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Opens a store page, waits for the network to settle and for React to hydrate it; answers the document response. */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return response;
}
