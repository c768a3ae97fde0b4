// Issue 7 tests: "a CPU change filters the motherboards and flags an incompatible choice", on the seeded custom build
// whose CPUs and motherboards come in two socket families (700000: AM5 and LGA1700, AM5 defaults;
// packages/server/src/seed/kits.ts). A real Chromium against the store as `npm start` serves it.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { usePagePerTest, waitForHydration } from './browser.ts';

const storeUrl = inject('storeUrl');
const mixedSocketKitId = 700000;
// The address changes once updateKitConfig answers: a server round trip, longer than Vitest's 1 s default under load.
const roundTrip = { timeout: 10_000 };

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

// A radio clicked before hydration would change the server-rendered input without React seeing it.
const hydrated = () => waitForHydration(page);
const boardNames = (board: ReturnType<Page['getByRole']>) => board.locator('[data-part="option-name"]').allTextContents();

describe('the custom build with two socket families', () => {
  it('filters the motherboards to the new CPU\'s socket, flags the chosen board until a fitting one is picked, and keeps the build on reload', async () => {
    await page.goto(`${storeUrl}/Products/${mixedSocketKitId}/Build`, { waitUntil: 'networkidle' });
    await hydrated();
    const cpu = page.getByRole('radiogroup', { name: 'CPU', exact: true });
    const board = page.getByRole('radiogroup', { name: 'Motherboard', exact: true });
    const verdicts = page.locator('[data-rigkit="kit-verdicts"]');
    const chosenBoard = board.locator('[data-part="option"][data-selected]');

    // AM5 defaults: only AM5 boards are offered (spec 2 §5), and the build has no error.
    const am5Boards = await boardNames(board);
    expect(am5Boards).toHaveLength(4);
    expect(am5Boards.every((name) => name.includes(' AM5 '))).toBe(true);
    expect(await verdicts.getAttribute('data-state')).not.toBe('error');
    const defaultBoard = (await chosenBoard.locator('[data-part="option-name"]').textContent()) ?? '';
    expect(defaultBoard).toContain(' AM5 ');

    // An LGA1700 processor: the list turns to LGA1700 boards; the AM5 board stays chosen, marked incompatible.
    const intelCpu = cpu.getByRole('radio', { name: /^Intel Core .* LGA1700 Processor/ }).first();
    await intelCpu.check();
    await expect.poll(async () => (await boardNames(board)).filter((name) => name.includes(' LGA1700 ')).length).toBe(4);
    expect(await boardNames(board)).toEqual(expect.arrayContaining([defaultBoard]));
    expect((await boardNames(board)).filter((name) => name.includes(' AM5 '))).toEqual([defaultBoard]);
    expect(await chosenBoard.getAttribute('data-compatibility')).toBe('error');
    await expect.poll(() => verdicts.getAttribute('data-state')).toBe('error');
    expect(await verdicts.textContent()).toContain(`uses socket LGA1700, but the ${defaultBoard} has socket AM5.`);
    await expect.poll(() => new URL(page.url()).pathname, roundTrip).toMatch(new RegExp(`^/products/${mixedSocketKitId}/build/`));
    const flaggedAddress = page.url();
    expect(new URL(flaggedAddress).pathname).toMatch(new RegExp(`^/products/${mixedSocketKitId}/build/[A-Za-z0-9]+$`));

    // A fitting board clears the error, and the AM5 board leaves the list.
    await board.getByRole('radio', { name: / LGA1700 / }).first().check();
    await expect.poll(() => verdicts.getAttribute('data-state')).not.toBe('error');
    await expect.poll(async () => (await boardNames(board)).every((name) => name.includes(' LGA1700 '))).toBe(true);
    const fittingBoard = (await chosenBoard.locator('[data-part="option-name"]').textContent()) ?? '';
    await expect.poll(() => page.url(), roundTrip).not.toBe(flaggedAddress);

    // The address holds the build: a reload shows the LGA1700 pair.
    await page.reload({ waitUntil: 'networkidle' });
    await hydrated();
    expect(await cpu.locator('[data-part="option"][data-selected] [data-part="option-name"]').textContent()).toMatch(/^Intel Core .* LGA1700 Processor/);
    expect(await chosenBoard.locator('[data-part="option-name"]').textContent()).toBe(fittingBoard);
    expect(await verdicts.getAttribute('data-state')).not.toBe('error');
  });
});
