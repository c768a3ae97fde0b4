// Design management, /UvPrintDesigns (issue 20 G4; spec 2 §2 "Design management", §6): a customer sees their saved
// designs, opens one in the designer and deletes another after confirming; the designer's 'Other Designs' menu goes
// there; another customer's private design does not open; a guest sees the featured designs and the login form.
// Real Chromium against the store as `npm start` serves it; axe on the page.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';
import { expectNoAxeViolations, storeUrl } from './shopper.ts';

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});
const roundTrip = { timeout: 20_000 };
const open = (path: string) => openHydrated(page, `${storeUrl}${path}`);

async function logIn(email: string, password: string) {
  await open('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/Account$/, roundTrip);
}

/** The seeded case the featured designs are on, from /UVPrinting's featured list. */
async function featuredCase(): Promise<number> {
  await open('/UVPrinting');
  const href = await page.getByRole('link', { name: 'Southern Cross' }).getAttribute('href');
  const id = Number(/\/UvPrintDesigner\/(\d+)\//.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Saves a new design with one sample on it through the designer; answers its code. */
async function saveDesign(caseId: number, name: string): Promise<string> {
  await open(`/UvPrintDesigner/${caseId}`);
  await page.locator('[data-rigkit="uv-designer"]').waitFor(roundTrip);
  await page.getByRole('button', { name: 'Add Outback Sunset' }).click();
  await page.getByRole('button', { name: /^Layer 1 of 1: Outback Sunset/ }).waitFor(roundTrip);
  await page.getByRole('textbox', { name: 'Design name' }).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(new RegExp(`/UvPrintDesigner/${caseId}/UV-[A-Z0-9]{10}$`), roundTrip);
  return /\/(UV-[A-Z0-9]{10})$/.exec(page.url())?.[1] ?? '';
}

const designs = () => page.locator('[data-part="my-designs"]');

/** The picture is on screen and decoded: the server answered a real image, not a 404 behind an alt text. */
async function expectPictureShown(picture: Locator) {
  await picture.scrollIntoViewIfNeeded(roundTrip);
  await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), roundTrip).toBeGreaterThan(100);
}

describe('UV print design management', () => {
  // Two designs saved through the designer, then the list: long on a loaded machine, hence the minutes allowed.
  it('lists a customer’s designs, opens one in the designer and deletes another after confirming', { timeout: 180_000 }, async () => {
    const caseId = await featuredCase();
    await logIn('retail.demo@example.com', 'Retail-Demo-2026!');
    const keptCode = await saveDesign(caseId, 'Managed Keeper');
    const goneCode = await saveDesign(caseId, 'Managed Goner');

    // The designer's toolbar: Other Designs → Manage Designs.
    await page.getByRole('button', { name: 'Other Designs' }).click();
    await page.getByRole('link', { name: 'Manage Designs' }).click();
    await page.waitForURL(/\/UvPrintDesigns$/, roundTrip);
    await page.getByRole('heading', { name: 'UV print designs', level: 1 }).waitFor(roundTrip);
    await designs().getByRole('heading', { name: 'Managed Keeper' }).waitFor(roundTrip);
    expect(await designs().getByText(`Design code ${keptCode}`).count()).toBe(1);
    expect(await designs().getByText(`Design code ${goneCode}`).count()).toBe(1);
    // Each design shows a picture of its panel with the sample on it, named for the design and the panel.
    await expectPictureShown(designs().getByRole('img', { name: 'Managed Keeper, Left side' }));
    await expectNoAxeViolations(page, '[data-page="uv-print-designs"]');

    // Delete asks first; Cancel keeps the design.
    await page.getByRole('button', { name: 'Delete Managed Goner' }).click();
    expect(await page.getByText('Delete the design “Managed Goner”? This cannot be undone.').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, '[data-page="uv-print-designs"]');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await designs().getByRole('heading', { name: 'Managed Goner' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete Managed Goner' }).click();
    await page.getByRole('button', { name: 'Delete design' }).click();
    await page.getByRole('status').filter({ hasText: 'Design “Managed Goner” deleted.' }).waitFor(roundTrip);
    expect(await designs().getByRole('heading', { name: 'Managed Goner' }).count()).toBe(0);
    expect(await designs().getByRole('heading', { name: 'Managed Keeper' }).count()).toBe(1);
    // Gone for good: its address no longer opens it.
    await open(`/UvPrintDesigner/${caseId}/${goneCode}`);
    await page.getByText('Error loading uv print configuration').waitFor(roundTrip);

    // Edit opens the kept design in the designer.
    await open('/UvPrintDesigns');
    await page.getByRole('link', { name: 'Edit Managed Keeper' }).click();
    await page.waitForURL(new RegExp(`/UvPrintDesigner/${caseId}/${keptCode}$`), roundTrip);
    await page.getByRole('button', { name: /^Layer 1 of 1: Outback Sunset/ }).waitFor(roundTrip);
    expect(await page.getByRole('textbox', { name: 'Design name' }).inputValue()).toBe('Managed Keeper');
  });

  it('keeps a customer’s private design from another customer: not listed, not opened, 404', { timeout: 120_000 }, async () => {
    const caseId = await featuredCase();
    await logIn('retail.demo@example.com', 'Retail-Demo-2026!');
    const keptCode = await saveDesign(caseId, 'Private Keeper');
    await page.context().clearCookies();
    await logIn('company.demo@example.com', 'Company-Demo-2026!');
    await open('/UvPrintDesigns');
    await designs().waitFor(roundTrip);
    expect(await page.getByText('Private Keeper').count()).toBe(0);
    await open(`/UvPrintDesigner/${caseId}/${keptCode}`);
    expect(new URL(page.url()).pathname).toBe(`/UvPrintDesigner/${caseId}`);
    await page.getByText('Error loading uv print configuration').waitFor(roundTrip);
    const status = await page.evaluate(async (code) => (await fetch('/api/fetchUvPrintConfig', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UvInventoryItemId: 0, KeyStringId: code }) })).status, keptCode);
    expect(status).toBe(404);
  });

  it('shows a guest the featured designs and the login form instead of a list', async () => {
    await open('/UvPrintDesigns');
    const featured = page.locator('[data-part="featured-designs"]');
    await featured.getByRole('heading', { name: 'Featured designs' }).waitFor(roundTrip);
    expect(await featured.getByRole('link', { name: 'Open Southern Cross' }).count()).toBe(1);
    expect(await featured.getByRole('link', { name: 'Open Outback Sunset' }).count()).toBe(1);
    await expectPictureShown(featured.getByRole('img', { name: /^Southern Cross, / }).first());
    expect(await page.getByText('Log in with your MyPLE account to see, edit and delete your own designs.').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await expectNoAxeViolations(page, '[data-page="uv-print-designs"]');
    await featured.getByRole('link', { name: 'Open Southern Cross' }).click();
    await page.waitForURL(/\/UvPrintDesigner\/\d+\/UV-FEATURED01$/, roundTrip);
    await page.getByRole('button', { name: /^Layer 1 of 1: Southern Cross/ }).waitFor(roundTrip);
  });
});

describe("the custom build page's UV Printing option", () => {
  it('opens the designer for the chosen case, in a new tab, showing that case’s panels', async () => {
    // The first seeded custom build (AM5), packages/server/src/seed/kits.ts.
    await open('/Products/700001/Build');
    const caseOption = page.getByRole('radiogroup', { name: 'Case', exact: true }).getByRole('radio', { name: /^Lian Li O11 Dynamic EVO Black Mid Tower Case/ });
    await caseOption.check();
    const uv = page.getByRole('region', { name: 'UV Printing' });
    // UV Printing starts on None: no designer link until a print is chosen.
    expect(await uv.getByRole('link').count()).toBe(0);
    await uv.getByRole('radio', { name: /^UV Printed Case Panel/ }).check();
    const link = uv.getByRole('link', { name: 'Design your UV print for the Lian Li O11 Dynamic EVO Black Mid Tower Case (opens in a new tab)' });
    const caseId = Number(await caseOption.getAttribute('value'));
    expect(await link.getAttribute('href')).toBe(`/UvPrintDesigner/${caseId}`);
    const [designerTab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await designerTab.waitForURL(new RegExp(`/UvPrintDesigner/${caseId}$`), roundTrip);
    await designerTab.locator('[data-rigkit="uv-designer"]').waitFor(roundTrip);
    // That case's printable panels, L, R, T and F (its Printable Panels attribute), in the panel chooser.
    const panels = designerTab.getByRole('group', { name: 'Panel' }).getByRole('button');
    await expect.poll(() => panels.allTextContents()).toEqual(['Left side', 'Right side', 'Top', 'Front']);
  });
});
