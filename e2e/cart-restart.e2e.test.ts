// Issue 7 tests: "the cart survives a server restart". This file starts its own store (the shared one of
// global-setup must keep running for the other files) on its own data directory, fills a cart, stops the process the
// way `npm start` stops (SIGTERM closes the database), starts it again on the same directory and port, and reloads:
// the same session cookie finds the same cart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePagePerTest } from './browser.ts';
import { startStore, stopStore, type RunningStore } from './ownStore.ts';

// Seeded AM5 processor at $679 (packages/server/src/seed), as in cart.e2e.test.ts.
const am5Cpu = { id: 500080, description: 'AMD Ryzen 9 9900X 12-Core AM5 Processor' };

const session = usePagePerTest();
const dataDir = mkdtempSync(join(tmpdir(), 'rigkit-e2e-restart-'));
let store: RunningStore | undefined;

beforeAll(async () => {
  store = await startStore(dataDir, 0);
}, 120_000);

afterAll(async () => {
  if (store) await stopStore(store);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the cart across a server restart', () => {
  it('shows the same lines after the store process is stopped and started again on the same data', async () => {
    const { page, context } = session;
    const first = store;
    if (!first) throw new Error('the store did not start');
    await page.goto(`${first.url}/`, { waitUntil: 'networkidle' });
    const status = await page.evaluate(async (id) => {
      const body = { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: id, Quantity: 2 }] } };
      const response = await fetch('/api/updateCart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return response.status;
    }, am5Cpu.id);
    expect(status).toBe(200);
    const line = page.locator('[data-rigkit="cart-table"] tr[data-part="line"]').filter({ hasText: am5Cpu.description });
    await page.goto(`${first.url}/cart`, { waitUntil: 'networkidle' });
    expect(await line.locator('[data-part="line-total"]').textContent()).toBe('$1,358.00');
    const sessionCookie = (await context.cookies()).find((cookie) => cookie.name === 'plesession');
    expect(sessionCookie?.value).toMatch(/^[0-9a-f-]{36}$/i);

    expect(await stopStore(first)).toBe(0);
    const port = Number(new URL(first.url).port);
    store = await startStore(dataDir, port);
    expect(store.url).toBe(first.url);

    await page.reload({ waitUntil: 'networkidle' });
    expect(await line.locator('[data-part="line-total"]').textContent()).toBe('$1,358.00');
    expect(await line.getByRole('combobox', { name: `Quantity of ${am5Cpu.description}` }).inputValue()).toBe('2');
    expect(await page.locator('.site-cart__count').textContent()).toBe('2');
    // The restarted store knew the shopper: it issued no new session.
    expect((await context.cookies()).find((cookie) => cookie.name === 'plesession')?.value).toBe(sessionCookie?.value);
  }, 180_000);
});
