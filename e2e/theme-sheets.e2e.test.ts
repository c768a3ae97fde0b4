// Each page loads only the theme sheets of what it draws (root.tsx, the routes' imports, theme/pages/): a guard that
// no page lost one. For each page below, every styled element's computed style (its ::before and ::after too) is
// read, then the whole theme is added after the page's own sheets, in the order the store once loaded it (theme,
// layout, every widget sheet by name, as Storybook still does), and read again. A sheet the page lacks, or sheets in
// another order where it matters, changes some value: the failure names the page, the element and the property.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../packages/server/src/seed/demoAccounts.ts';
import { usePagePerTest } from './browser.ts';
import { fillCart, openStore, storeUrl } from './shopper.ts';

const session = usePagePerTest();
const themeDirectory = join(import.meta.dirname, '..', 'storefront', 'app', 'theme');
const readSheet = (file: string) => readFileSync(join(themeDirectory, file), 'utf8');
const widgetSheets = readdirSync(join(themeDirectory, 'widgets'))
  .filter((name) => name.endsWith('.css'))
  .sort()
  .map((name) => [name, readSheet(join('widgets', name))] as const);
const wholeTheme = [readSheet('theme.css'), readSheet('layout.css'), ...widgetSheets.map(([, css]) => css)].join('\n');

/** What adding the whole theme changed on the page as it stands ("element: property before -> after"), and the widget
 *  sheets that, added alone, make some of those changes: the sheets the page lacks. */
function differencesWithWholeTheme(page: Page): Promise<{ found: string[]; fixedBy: string[] }> {
  return page.evaluate(
    ({ css, sheets }) => {
      // Every element a sheet can aim at: the widgets' roots and parts, the pages' classes and state attributes.
      const elements = [...document.body.querySelectorAll('[data-rigkit], [data-part], [class], [data-page], [data-state], [data-variant]')];
      const pseudos = [null, '::before', '::after'] as const;
      // A box with content-visibility auto or hidden, or in one (the grid's rows, the configurator's categories, a
      // closed hidden="until-found" answer), is laid out only when the browser gets to it, so the values read from its
      // layout can change between two reads with no style changing: those are not compared there.
      const skippable = new Set(elements.filter(inSkippableContent));
      function inSkippableContent(element: Element): boolean {
        for (let at: Element | null = element; at; at = at.parentElement) if (getComputedStyle(at).contentVisibility !== 'visible') return true;
        return false;
      }
      const usedSizes = new Set(['width', 'height', 'block-size', 'inline-size', 'perspective-origin', 'transform-origin', 'grid-template-columns', 'grid-template-rows']);
      // The build's minifier writes `background: none` as `background: 0 0`: the same position, read as 0px 0px.
      const normal = (property: string, value: string) => (property === 'background-position' && value === '0px 0px' ? '0% 0%' : value);
      const read = () =>
        elements.flatMap((element) =>
          pseudos.map((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            // Custom properties are left out: their computed value is their text, which the build's minifier rewrites
            // (#fff for #ffffff); what they set shows in the properties that use them.
            return new Map(
              Array.from(style)
                .filter((property) => !property.startsWith('--') && !(skippable.has(element) && usedSizes.has(property)))
                .map((property) => [property, normal(property, style.getPropertyValue(property))] as const),
            );
          }),
        );
      const withSheet = <T,>(text: string, then: () => T): T => {
        const sheet = document.createElement('style');
        sheet.textContent = text;
        document.head.append(sheet);
        try {
          return then();
        } finally {
          sheet.remove();
        }
      };
      const name = (element: Element, pseudo: string | null) => {
        const widget = element.closest('[data-rigkit]')?.getAttribute('data-rigkit');
        const part = element.getAttribute('data-part');
        const className = element.getAttribute('class');
        return `${widget ? `[${widget}] ` : ''}${element.localName}${part ? `[data-part=${part}]` : ''}${className ? `.${className.trim().split(/\s+/).join('.')}` : ''}${pseudo ?? ''}`;
      };
      const before = read();
      const after = withSheet(css, read);
      const changed: { index: number; property: string; value: string }[] = [];
      const found: string[] = [];
      after.forEach((values, index) => {
        for (const [property, value] of values) {
          const old = before[index]?.get(property);
          if (old === value) continue;
          changed.push({ index, property, value });
          const element = elements[Math.floor(index / pseudos.length)] as Element;
          found.push(`${name(element, pseudos[index % pseudos.length] ?? null)}: ${property} ${old ?? '(none)'} -> ${value}`);
        }
      });
      if (changed.length === 0) return { found, fixedBy: [] };
      const readChanged = ({ index, property }: { index: number; property: string }) =>
        normal(property, getComputedStyle(elements[Math.floor(index / pseudos.length)] as Element, pseudos[index % pseudos.length] ?? null).getPropertyValue(property));
      const fixedBy = sheets
        .filter(([, text]) => withSheet(text, () => changed.some((change) => readChanged(change) === change.value)))
        .map(([sheetName]) => sheetName);
      return { found, fixedBy };
    },
    { css: wholeTheme, sheets: widgetSheets },
  );
}

async function expectStyledAsWithWholeTheme(page: Page, label: string): Promise<void> {
  const { found, fixedBy } = await differencesWithWholeTheme(page);
  // A handful is enough to see what is wrong; the count says how much, the sheets which ones the page lacks.
  const report = found.length === 0 ? [] : [`${label}: ${found.length} differences; sheets that make some of them: ${fixedBy.join(', ') || 'none alone'}`, ...found.slice(0, 8)];
  expect(report).toEqual([]);
}

async function visit(path: string): Promise<Page> {
  const { page } = session;
  await openStore(page, path);
  return page;
}

/** Logged in as the retail demo customer through the login form: on the account page, greeted by name. */
async function logIn(page: Page): Promise<void> {
  const { email, password, firstName } = demoAccounts.retail;
  await openStore(page, '/Login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/Account$/);
  await expect.poll(() => page.locator('body').innerText()).toContain(firstName);
}

// Reading every style of a large page twice takes seconds at 4x the usual work on a loaded machine.
const pageTimeout = 180_000;

const guestPages = [
  '/',
  '/Categories/101/CPU',
  '/Brands/10/AMD',
  '/Search/ryzen',
  '/ItemList/101',
  '/promotion/201',
  '/Products/500080',
  '/Products/500003',
  '/Products/720001',
  '/Products/700001/Build',
  '/Compare',
  '/Login',
  '/CreateAccount',
  '/ForgotPassword',
  '/Stores',
  '/Contact/OsbornePark',
  '/KnowledgeBase/1',
  '/Consultation',
  '/Community',
  '/ShareYourContent',
  '/LocalBusiness',
  '/Warranty',
  '/UVPrinting',
  '/UvPrintDesigner',
  '/UvPrintDesigns',
  '/Chat',
  '/software/7001/ashfall-frontier',
  '/ChooseMyGamingPC',
  '/no/such/page',
];

describe('every page is styled as with the whole theme', () => {
  it.each(guestPages)('%s', { timeout: pageTimeout }, async (path) => {
    await expectStyledAsWithWholeTheme(await visit(path), path);
  });

  it('the cart and the checkout with items in the cart', { timeout: pageTimeout }, async () => {
    const { page } = session;
    await fillCart(page, [
      { InventoryItemId: 602301, Quantity: 2 },
      { InventoryItemId: 500080, Quantity: 1 },
    ]);
    await expectStyledAsWithWholeTheme(await visit('/cart'), '/cart');
    await expectStyledAsWithWholeTheme(await visit('/Checkout'), '/Checkout');
  });

  it("the demo customer's account pages", { timeout: pageTimeout }, async () => {
    const { page } = session;
    await logIn(page);
    for (const path of ['/account', '/account/changepassword', '/account/notifications', '/account/storedpayments', '/account/orders', '/account/quotes', '/account/wishlists', '/account/promotions', '/account/returns', '/account/return']) {
      await expectStyledAsWithWholeTheme(await visit(path), path);
    }
  });

  it("a category's sort menu and, on a phone, its filter dialog, drawn after the page loaded", { timeout: pageTimeout }, async () => {
    const page = await visit('/Categories/101/CPU');
    const grid = page.locator('[data-rigkit="item-grid"]');
    await grid.getByRole('button', { name: /^Sort/ }).first().click();
    await page.getByRole('menu').waitFor();
    await expectStyledAsWithWholeTheme(page, '/Categories/101/CPU sort menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 390, height: 844 });
    await visit('/Categories/101/CPU');
    await grid.locator('[data-part="filters-trigger"]').click();
    await page.getByRole('dialog').waitFor();
    await expectStyledAsWithWholeTheme(page, '/Categories/101/CPU filter dialog');
  });

  it('a page reached by client-side navigation is never drawn before its sheets apply', { timeout: pageTimeout }, async () => {
    const page = await visit('/Login');
    // Each frame from here on records whether the home page's grid tiles are in the document and, if so, whether
    // item-tile.css applies to them (its border), before the frame is painted.
    await page.evaluate(() => {
      const frames: boolean[] = [];
      Object.assign(window, { tileFrames: frames });
      const record = () => {
        const tile = document.querySelector('[data-rigkit="item-tile"]');
        if (tile) frames.push(getComputedStyle(tile).borderTopStyle === 'solid');
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.locator('.site-brand').click();
    await page.waitForURL(`${storeUrl}/`);
    await page.locator('[data-rigkit="item-tile"]').first().waitFor();
    const frames = await page.evaluate(() => (window as unknown as { tileFrames: boolean[] }).tileFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((styled) => !styled)).toEqual([]);
    await expectStyledAsWithWholeTheme(page, '/Login -> /');
  });
});
