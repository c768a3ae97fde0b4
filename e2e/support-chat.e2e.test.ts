// Issue 18 item 8 end to end: the support chat at /Chat, keyboard only, from the scripted agent's Choices through
// the hand-over to End Chat and Start New Chat; and the chat reconnecting by itself after the store process is
// stopped and started again on the same data (its own store, as in cart-restart.e2e.test.ts).
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';
import { startStore, stopStore, type RunningStore } from './ownStore.ts';

const session = usePagePerTest();
const dataDir = mkdtempSync(join(tmpdir(), 'rigkit-e2e-chat-'));
let store: RunningStore | undefined;

beforeAll(async () => {
  store = await startStore(dataDir, 0);
}, 120_000);

afterAll(async () => {
  if (store) await stopStore(store);
  rmSync(dataDir, { recursive: true, force: true });
});

const chat = (page: Page) => page.locator('[data-rigkit="support-chat"]');
const status = (page: Page) => chat(page).locator('[data-part="status"]');
/** The conversation itself (the live announcer repeats the latest reply for screen readers). */
const messages = (page: Page) => chat(page).getByRole('list', { name: 'Messages' });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-rigkit="support-chat"]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens /Chat and starts a chat with the keyboard: name, Tab, email, Enter. */
async function startChat(page: Page) {
  const url = store?.url;
  if (!url) throw new Error('the store did not start');
  await openHydrated(page, `${url}/Chat`);
  await page.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.type('Mia Nguyen');
  await page.keyboard.press('Tab');
  await page.keyboard.type('mia.nguyen@example.com.au');
  await page.keyboard.press('Enter');
  await messages(page).getByText('Hi Mia, how can we help today?').waitFor();
  await status(page).getByText('Connected').waitFor();
}

/** Presses a Choice the way a keyboard user does: Tab to it, then Enter. */
async function choose(page: Page, choice: string) {
  const button = chat(page).getByRole('button', { name: choice, exact: true });
  await button.waitFor();
  // Backwards when the button comes before the focused element (End Chat sits above the text box).
  const before = await button.evaluate((element) => !!document.activeElement && document.activeElement !== document.body && !!(element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING));
  for (let presses = 0; presses < 12 && !(await button.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press(before ? 'Shift+Tab' : 'Tab');
  expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
}

describe('support chat (spec 3 §2.4, §4.2)', () => {
  it('goes from the Choices through the hand-over to End Chat and Start New Chat, keyboard only, with 0 axe violations', async () => {
    const { page } = session;
    await startChat(page);
    const choices = chat(page).getByRole('group', { name: 'Choose a reply' }).getByRole('button');
    expect(await choices.allTextContents()).toEqual(['Order status', 'Technical support', 'Returns and warranty', 'Talk to a person', 'End Chat']);
    expect(await chat(page).getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await choose(page, 'Technical support');
    await messages(page).getByText('What do you need help with?').waitFor();
    await choose(page, 'Talk to a person');
    await messages(page).getByText('I’m handing you over to our support team.', { exact: false }).waitFor();
    // No Choices on the hand-over: the text box instead.
    const box = chat(page).getByRole('textbox', { name: 'Message' });
    await box.waitFor();
    await box.focus();
    await page.keyboard.type('My PC restarts when I play games');
    await page.keyboard.press('Enter');
    await messages(page).getByText('Thanks, a team member has your message and will reply here shortly.').waitFor();
    expect(await chat(page).locator('[data-part="message"][data-role="customer"]').allTextContents()).toEqual(['YouTechnical support', 'YouTalk to a person', 'YouMy PC restarts when I play games']);
    await expectNoAxeViolations(page);

    await choose(page, 'End Chat');
    await messages(page).getByText('Thanks for chatting with us. This chat has ended.').waitFor();
    const startNew = chat(page).getByRole('button', { name: 'Start New Chat' });
    await startNew.waitFor();
    expect(await chat(page).getAttribute('data-state')).toBe('ended');
    await expectNoAxeViolations(page);
    await startNew.focus();
    await page.keyboard.press('Enter');
    await chat(page).getByRole('button', { name: 'Order status' }).waitFor();
    expect(await chat(page).locator('[data-part="message"]').count()).toBe(1);
  }, 120_000);

  it('shows Disconnected while the store restarts, then reconnects by itself and goes on with the same chat', async () => {
    const { page } = session;
    await startChat(page);
    const first = store;
    if (!first) throw new Error('the store did not start');
    expect(await stopStore(first)).toBe(0);
    await status(page).getByText('Disconnected').waitFor({ timeout: 30_000 });
    store = await startStore(dataDir, Number(new URL(first.url).port));
    expect(store.url).toBe(first.url);
    await status(page).getByText('Connected').waitFor({ timeout: 60_000 });
    await choose(page, 'Order status');
    await messages(page).getByText('You can follow every order and its tracking under Account, then Order History.', { exact: false }).waitFor();
    // The history was not replayed twice by the reconnect.
    expect(await chat(page).locator('[data-part="message"]').count()).toBe(3);
  }, 240_000);
});
