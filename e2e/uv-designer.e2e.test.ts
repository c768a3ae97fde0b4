// The UV print designer end to end (issue 20): a logged-in customer uploads an image, places and resizes it, saves,
// reloads and finds it, adds the case with the design to the cart and the cart line shows the design; a guest sees
// the login message with the controls unavailable; the EICAR file and an over-30 MB file get the spec's toasts.
// Real Chromium, the store as `npm start` serves it, the real clamscan; axe on the designer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';
import { expectNoAxeViolations as expectNoAxeViolationsIn } from './shopper.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});
const roundTrip = { timeout: 20_000 };
const open = (path: string) => openHydrated(page, `${storeUrl}${path}`);

// A real 64 x 48 PNG drawn here (solid orange), so nothing is downloaded.
function makePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) rows.set([255, 126, 41], y * (width * 3 + 1) + 1 + x * 3);
  // Stored (uncompressed) deflate blocks: no zlib needed in the test.
  const blocks: Buffer[] = [];
  for (let start = 0; start < rows.length; start += 65535) {
    const part = rows.subarray(start, start + 65535);
    const last = start + 65535 >= rows.length ? 1 : 0;
    const head = Buffer.from([last, part.length & 0xff, part.length >> 8, ~part.length & 0xff, (~part.length >> 8) & 0xff]);
    blocks.push(head, part);
  }
  let a = 1;
  let b = 0;
  for (const byte of rows) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  const idat = Buffer.concat([Buffer.from([0x78, 0x01]), ...blocks, adler]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

const eicar = Buffer.from('58354f2150254041505b345c505a58353428505e2937434329377d2445494341522d5354414e444152442d414e544956495255532d544553542d46494c452124482b482a', 'hex');

async function logIn() {
  await open('/login');
  await page.getByLabel('E-mail').fill('retail.demo@example.com');
  await page.getByLabel('Password').fill('Retail-Demo-2026!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/Account$/, roundTrip);
}

/** A seeded case with a left panel, found through the API the designer uses. */
async function caseWithLeftPanel(): Promise<number> {
  await open('/UVPrinting');
  const links = await page.getByRole('link', { name: 'Southern Cross' }).getAttribute('href');
  const id = Number(/\/UvPrintDesigner\/(\d+)\//.exec(links ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

const expectNoAxeViolations = () => expectNoAxeViolationsIn(page, '[data-rigkit="uv-designer"]');

const designer = () => page.locator('[data-rigkit="uv-designer"]');

describe('the UV print designer', () => {
  it('lets a customer upload, place, resize, save, reload, and add the case with its design to the cart', async () => {
    const caseId = await caseWithLeftPanel();
    await logIn();
    await open(`/UvPrintDesigner/${caseId}`);
    await designer().waitFor(roundTrip);
    await page.getByRole('tab', { name: 'My Artwork' }).click();
    await page.getByLabel(/Upload an image/).setInputFiles({ name: 'orange.png', mimeType: 'image/png', buffer: makePng(64, 48) });
    const layer = page.getByRole('button', { name: /^Layer 1 of 1: orange\.png/ });
    await layer.waitFor(roundTrip);
    // 64 px over the panel: far below 100 DPI, so the preflight says so.
    expect(await page.locator('[data-part="preflight"]').textContent()).toMatch(/^Print resolution too low: \d+ DPI/);
    expect(await page.getByRole('status').filter({ hasText: 'Remember to press save to save your changes.' }).count()).toBe(1);

    // Place it with the keyboard (Tab selects, arrows move) and resize it with +.
    const canvas = page.getByRole('group', { name: 'Design canvas, Left side' });
    await canvas.focus();
    // The new image arrives selected; Escape clears the selection and Tab selects the first image again.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await layer.getAttribute('aria-pressed')).toBe('true');
    const before = (await layer.textContent()) ?? '';
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('+');
    const after = (await page.getByRole('button', { name: /^Layer 1 of 1: orange\.png/ }).textContent()) ?? '';
    expect(after).not.toBe(before);
    const size = /(\d+) by (\d+) pixels at (\d+), (\d+)/.exec(after);
    await expectNoAxeViolations();

    // A name is required to save.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'Please enter a design name to save.' }).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Design name' }).fill('Orange Crush');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(new RegExp(`/UvPrintDesigner/${caseId}/UV-[A-Z0-9]{10}$`), roundTrip);
    const savedUrl = page.url();

    await open(new URL(savedUrl).pathname);
    await page.getByRole('button', { name: /^Layer 1 of 1: orange\.png/ }).waitFor(roundTrip);
    expect(await page.getByRole('textbox', { name: 'Design name' }).inputValue()).toBe('Orange Crush');
    expect(await page.getByRole('button', { name: /^Layer 1 of 1: orange\.png/ }).textContent()).toContain(`${size?.[1] ?? ''} by ${size?.[2] ?? ''} pixels at ${size?.[3] ?? ''}, ${size?.[4] ?? ''}`);

    await page.getByRole('button', { name: 'Apply to cart' }).click();
    await page.waitForURL(/\/cart$/, roundTrip);
    const code = /\/(UV-[A-Z0-9]{10})$/.exec(savedUrl)?.[1] ?? '';
    const designLink = page.getByRole('link', { name: `UV print design ${code}` });
    await designLink.waitFor(roundTrip);
    expect(await designLink.getAttribute('href')).toBe(`/UvPrintDesigner/${caseId}/${code}`);
    expect(await page.getByRole('link', { name: 'Edit your UV print design' }).count()).toBe(1);
  });

  it('generates pictures from a prompt in the AI Generator and places one', async () => {
    await logIn();
    await open('/UvPrintDesigner');
    await designer().waitFor(roundTrip);
    await page.getByRole('tab', { name: 'AI Generator' }).click();
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('Please enter a prompt').waitFor(roundTrip);
    await page.getByRole('textbox', { name: 'Describe your image' }).fill('a kangaroo at sunset');
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByRole('button', { name: 'Add generated image 1' }).click(roundTrip);
    await page.getByRole('button', { name: /^Layer 1 of 1: a kangaroo at sunset 1/ }).waitFor(roundTrip);
    await expectNoAxeViolations();
  });

  it('shows a guest the login message with name, Save, Add to cart and Clear unavailable', async () => {
    await open('/UvPrintDesigner');
    await designer().waitFor(roundTrip);
    expect(await page.getByRole('tab', { name: 'AI Generator' }).count()).toBe(0);
    expect(await page.getByText('You must be logged in with your MyPLE account to save your design or add it to cart.').count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Design name' }).isDisabled()).toBe(true);
    for (const name of ['Save', 'Add to cart', 'Clear']) expect(await page.getByRole('button', { name, exact: true }).isDisabled()).toBe(true);
    // Guests may still design: a sample goes onto the canvas.
    await page.getByRole('button', { name: 'Add Southern Cross' }).click();
    await page.getByRole('button', { name: /^Layer 1 of 1: Southern Cross/ }).waitFor(roundTrip);
    await expectNoAxeViolations();
  });

  it("refuses the EICAR file and a file over 30 MB with the spec's toasts", async () => {
    await open('/UvPrintDesigner');
    await designer().waitFor(roundTrip);
    await page.getByRole('tab', { name: 'My Artwork' }).click();
    await page.getByLabel(/Upload an image/).setInputFiles({ name: 'eicar.png', mimeType: 'image/png', buffer: eicar });
    await page.getByText('Error saving uploaded image. Content type not permitted').waitFor(roundTrip);
    // 31 MB from a file on disk (a buffer that size crawls through the browser protocol).
    const folder = mkdtempSync(join(tmpdir(), 'rigkit-uv-e2e-'));
    const huge = join(folder, 'huge.png');
    writeFileSync(huge, Buffer.alloc(31 * 1024 * 1024));
    // The file stays on disk until the toast is seen: the browser may read its size only once the page asks for it.
    try {
      await page.getByLabel(/Upload an image/).setInputFiles(huge);
      await page.getByText('Error saving uploaded image, please ensure file is less than 30mb').waitFor(roundTrip);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(await page.getByText('No images on this panel yet.').count()).toBe(1);
  });

  it('shows the substitute page on a narrow screen', async () => {
    await page.setViewportSize({ width: 600, height: 900 });
    await open('/UvPrintDesigner');
    await page.getByText(/needs a wider screen/).waitFor(roundTrip);
    expect(await designer().count()).toBe(0);
  });

  it('reverts the address to the item when a design cannot be loaded', async () => {
    await open('/UvPrintDesigner/652174/UV-NOSUCHDESIGN');
    expect(new URL(page.url()).pathname).toBe('/UvPrintDesigner/652174');
    await page.getByText('Error loading uv print configuration').waitFor(roundTrip);
  });
});
