// The software screens of issue 7 item 4 end to end: a real Chromium against the store as `npm start` serves it.
// Games and PCs are the reference seed's (packages/server/src/seed/software.ts): 7001 Ashfall Frontier and 7003
// Kingdoms of Verdance; 40 games in all.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';

const storeUrl = inject('storeUrl');

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const open = (path: string) => openHydrated(page, `${storeUrl}${path}`);

const gameTile = (name: string) => page.locator('[data-rigkit="game-selector"] [data-part="game"]').filter({ hasText: name });
const status = () => page.locator('[data-rigkit="game-selector"] [data-part="notice"]').textContent();
const resultCount = () => page.locator('.software-results-count').textContent();
const results = () => page.locator('.pc-results > .pc-result');
/** The levels the grid shows for every listed PC, one array per PC. */
const gridLevels = () =>
  results().evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('[data-part="tile"]')).map((tile) => Number(tile.getAttribute('data-level')))));

describe('/ChooseMyGamingPC', () => {
  it('picks games, then shows the compatible PCs with a level bar per chosen game', async () => {
    await open('/ChooseMyGamingPC');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose my gaming PC');
    expect(await page.getByRole('tab', { name: 'View Compatible PCs' }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('checkbox').count()).toBe(40);

    await gameTile('Ashfall Frontier').click();
    await gameTile('Kingdoms of Verdance').click();
    expect(await page.getByText('2 of 5 games selected').count()).toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('games')).toBe('7001,7003');

    await page.getByRole('tab', { name: 'View Compatible PCs' }).click();
    await expect.poll(resultCount).toMatch(/^\d+ PCs? play your games at 1080P or better$/);
    expect(await results().count()).toBeGreaterThan(0);
    const levels = await gridLevels();
    // Every PC plays both games at 1080P (level 2) or better, and the grid names the two games.
    expect(levels.every((games) => games.length === 2 && games.every((level) => level >= 2))).toBe(true);
    expect(await results().first().locator('[data-part="name"]').allTextContents()).toEqual(['Ashfall Frontier', 'Kingdoms of Verdance']);
  });

  it('keeps only PCs that reach a higher resolution, and a reload keeps the choice', async () => {
    await open('/ChooseMyGamingPC?games=7001,7003&tab=pcs');
    await expect.poll(resultCount).toMatch(/at 1080P or better$/);
    const at1080 = await results().count();
    await page.locator('[data-part="resolution-choice"]').filter({ hasText: '4K' }).click();
    await expect.poll(resultCount).toMatch(/at 4K or better$|^No PCs/);
    const at4k = await results().count();
    expect(at4k).toBeLessThanOrEqual(at1080);
    expect((await gridLevels()).flat().every((level) => level === 4)).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('resolution')).toBe('4K');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('radio', { name: '4K' }).isChecked()).toBe(true);
    expect(await results().count()).toBe(at4k);
  });

  it('shows custom builds for the Custom Build type', async () => {
    await open('/ChooseMyGamingPC?games=7003&tab=pcs');
    await page.locator('[data-part="build-type-choice"]').filter({ hasText: 'Custom Build' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('build')).toBe('786');
    await expect.poll(resultCount).toMatch(/your games at 1080P or better$/);
    // Custom builds are kits: their tiles offer "Customise".
    expect(await results().first().getByText('Customise').count()).toBe(1);
  });

  it('remembers the chosen games in the session for the next visit', async () => {
    await open('/ChooseMyGamingPC');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/session/saveSession') && response.status() === 200);
    await gameTile('Kingdoms of Verdance').click();
    await saved;
    await open('/ChooseMyGamingPC');
    expect(await page.getByRole('checkbox', { name: 'Kingdoms of Verdance' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(1);
  });

  it('keeps at most 5 games, dropping the oldest, and never fewer than 1', async () => {
    await open('/ChooseMyGamingPC');
    const names = (await page.locator('[data-part="game-name"]').allTextContents()).slice(0, 6);
    for (const name of names) await gameTile(name).click();
    expect(await status()).toBe(`${names[0]} was removed: up to 5 games can be compared.`);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(5);
    for (const name of names.slice(1, 5)) await gameTile(name).click();
    await gameTile(names[5] ?? '').click();
    expect(await status()).toBe('Keep at least 1 game selected.');
    expect(await page.getByRole('checkbox', { name: names[5], checked: true }).count()).toBe(1);
  });
});

describe('the game page', () => {
  it('shows the game: box art, release date, rating, summary, storyline, screenshots, optimised PCs, the check grid and videos', async () => {
    const response = await open('/software/7001/ashfall-frontier');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ashfall Frontier');
    expect(await page.getByRole('img', { name: 'Ashfall Frontier box art' }).count()).toBe(1);
    expect(await page.locator('.game-facts').textContent()).toMatch(/Release date1 January 2019Rating\d+%/);
    expect(await page.getByText('Ashfall Frontier is an open-world survival set in a volcanic continent after the eruption.').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Storyline' }).count()).toBe(1);

    const slider = page.getByRole('region', { name: 'Ashfall Frontier screenshots' });
    expect(await slider.locator('[data-part="position"]').textContent()).toBe('1 of 3');
    await slider.getByRole('button', { name: 'Next screenshot' }).click();
    await expect.poll(() => slider.locator('[data-part="position"]').textContent()).toBe('2 of 3');

    expect(await page.getByRole('heading', { name: 'Optimised Gaming PCs' }).count()).toBe(1);
    const wheels = page.getByRole('img', { name: /^Ashfall Frontier: Plays at/ });
    expect(await wheels.count()).toBeGreaterThan(0);

    const check = page.locator('[data-rigkit="game-compatibility-grid"]');
    expect(await check.getAttribute('data-columns')).toBe('5');
    expect(await check.locator('[data-part="tile"]').count()).toBe(10);
    expect(await check.locator('[data-part="tile"]').first().locator('[data-part="name"]').textContent()).toBe('Ashfall Frontier');

    await page.getByRole('button', { name: 'Play Ashfall Frontier video 1' }).click();
    expect(await page.locator('iframe[title="Ashfall Frontier video 1"]').count()).toBe(1);
  });

  it('answers /Software/{id}/{name} too, with the canonical address in its meta', async () => {
    expect((await open('/Software/7001/Ashfall%20Frontier'))?.status()).toBe(200);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${storeUrl}/software/7001/ashfall-frontier`);
    expect(await page.title()).toMatch(/^Ashfall Frontier gaming PCs/);
  });

  it('shows 3 columns of the check grid on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open('/software/7001/ashfall-frontier');
    const check = page.locator('[data-rigkit="game-compatibility-grid"]');
    expect(await check.getAttribute('data-columns')).toBe('3');
    expect(await check.locator('[data-part="tile"]').count()).toBe(6);
  });

  it('takes the shopper to the selector with the game chosen', async () => {
    await open('/software/7003/kingdoms-of-verdance');
    await page.getByRole('link', { name: 'Find a PC for Kingdoms of Verdance' }).click();
    await page.waitForURL(/\/ChooseMyGamingPC\?games=7003&tab=pcs$/);
    await expect.poll(resultCount).toMatch(/your games at 1080P or better$/);
    expect(await results().first().locator('[data-part="name"]').allTextContents()).toEqual(['Kingdoms of Verdance']);
    await page.getByRole('tab', { name: 'Select up to 5 Games' }).click();
    expect(await page.getByRole('checkbox', { name: 'Kingdoms of Verdance' }).isChecked()).toBe(true);
  });

  it('is the 404 page for an unknown game', async () => {
    expect((await open('/software/1/nothing'))?.status()).toBe(404);
  });
});

describe('accessibility', () => {
  it.each([
    ['the selector', '/ChooseMyGamingPC?games=7001'],
    ['its results', '/ChooseMyGamingPC?games=7001,7003&tab=pcs'],
    ['a game page', '/software/7001/ashfall-frontier'],
  ])('%s has no axe violations', async (_name, path) => {
    await open(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
  });
});
