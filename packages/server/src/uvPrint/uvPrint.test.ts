// The UV print designer's server (issue 20): uploads through the antivirus scanner, designs saved and changed by
// their owner only, panel geometry for every seeded case. Real database (PGlite; PostgreSQL with DATABASE_URL) and
// the real clamscan.
import { uvPrintMessages } from '@rigkit/domain/uvPrint';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClamAvScanner, eicarTestFile } from '../adapters/antivirus.ts';
import { createApp } from '../http/app.ts';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { featuredDesignCodes } from '../seed/uvPrint.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { uvServerMessages } from './messages.ts';
import { printExportsSettled } from './printExportJobs.ts';
import { startPrintExportWorker } from './printExportWorker.ts';

let t: TestApp;
const keys = { retail: '', company: '' };
let counter = 0;
const newSession = () => `40000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
let caseId = 0;

// A real 1 x 1 PNG.
const pngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function logIn(account: 'retail' | 'company'): Promise<string> {
  const { email, password } = demoAccounts[account];
  const result = await t.call('POST', '/session/webAuth', { body: { username: email, password }, session: newSession() });
  return (result.body.data as { AuthenticationKey: string }).AuthenticationKey;
}

beforeAll(async () => {
  t = await createTestApp({ items: 300 });
  keys.retail = await logIn('retail');
  keys.company = await logIn('company');
  const row = await t.database.db
    .selectFrom('uv_panel_geometry')
    .innerJoin('items', 'items.inventory_item_id', 'uv_panel_geometry.inventory_item_id')
    .select('items.inventory_item_id')
    .where('items.primary_category_id', '=', 108)
    .where('panel_name', '=', 'L')
    .orderBy('items.inventory_item_id')
    .executeTakeFirstOrThrow();
  caseId = row.inventory_item_id;
}, 120_000);
afterAll(async () => {
  // Renders started by the saves finish before the database closes.
  await printExportsSettled();
  await t.close();
});

type Upload = { Success: boolean; BinaryObjectInformation: { BinaryObjectGuid: string } | null; ErrorText: string | null };
const upload = async (base64: string, fileName: string, account?: 'retail' | 'company', session = newSession()) => {
  const result = await t.call('POST', '/avScanUploadFile', { body: { Files: [{ base64, fileName }] }, session, ...(account ? { authKey: keys[account] } : {}) });
  return { status: result.status, file: (result.body.data as Upload[] | undefined)?.[0], body: result.body };
};

describe('the ClamAV scanner', () => {
  it('finds the EICAR test file, passes a clean image, and says unavailable without clamscan', async () => {
    const scanner = createClamAvScanner();
    expect(await scanner.scan(eicarTestFile())).toEqual({ status: 'infected', signature: 'Eicar-Test-Signature.UNOFFICIAL' });
    expect(await scanner.scan(Buffer.from(pngBase64, 'base64'))).toEqual({ status: 'clean' });
    expect((await createClamAvScanner({ clamscanPath: '/nonexistent/clamscan' }).scan(eicarTestFile())).status).toBe('unavailable');
  });
});

describe('avScanUploadFile (spec 2 §5 §8)', () => {
  it('stores a clean png and serves it back under its GUID', async () => {
    const { status, file } = await upload(pngBase64, 'kangaroo.png', 'retail');
    expect(status).toBe(200);
    expect(file).toMatchObject({ Success: true, ErrorText: null, BinaryObjectInformation: { OriginalFilename: 'kangaroo.png' } });
    const served = await t.app.request(`/api/uv/binary/${file?.BinaryObjectInformation?.BinaryObjectGuid ?? ''}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(pngBase64);
  });

  it.each([
    ['a GIF named .png', Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64'), 'cat.png', uvPrintMessages.uploadTypeNotPermitted],
    ['the EICAR file', Buffer.from(eicarTestFile()).toString('base64'), 'eicar.png', uvPrintMessages.uploadTypeNotPermitted],
    ['text that is not base64', 'not base64!', 'x.png', uvPrintMessages.uploadTypeNotPermitted],
    ['a png carrying the EICAR string', Buffer.concat([pngHeader, Buffer.from(eicarTestFile())]).toString('base64'), 'sneaky.png', uvPrintMessages.uploadInfected],
  ])('refuses %s with its message and stores nothing', async (_title, base64, fileName, message) => {
    const before = await t.database.db.selectFrom('uv_binary_objects').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    const { status, file } = await upload(base64, fileName);
    expect(status).toBe(200);
    expect(file).toEqual({ Success: false, BinaryObjectInformation: null, ErrorText: message });
    const after = await t.database.db.selectFrom('uv_binary_objects').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('takes a body of a 30 MB file on this route only, and refuses a file over 30 MB with the spec toast', async () => {
    const big = Buffer.alloc(30 * 1024 * 1024 + 1);
    pngHeader.copy(big);
    const { status, file } = await upload(big.toString('base64'), 'huge.png');
    expect(status).toBe(200);
    expect(file?.ErrorText).toBe('Error saving uploaded image, please ensure file is less than 30mb');
    // The same size to any other operation is refused by the general 1 MiB limit.
    const other = await t.call('POST', '/fetchUvPrintConfig', { rawBody: JSON.stringify({ UvInventoryItemId: 1, KeyStringId: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'Content-Type': 'application/json' }, session: newSession() });
    expect(other.status).toBe(413);
  });

  it('refuses the upload, never stores it unscanned, when the scanner is unavailable', async () => {
    const app = createApp({ db: t.database.db, now: () => t.clock.now, antivirus: createClamAvScanner({ clamscanPath: '/nonexistent/clamscan' }) });
    const response = await app.request('/api/avScanUploadFile', { method: 'POST', headers: { 'Content-Type': 'application/json', CustomerSessionGuid: newSession() }, body: JSON.stringify({ Files: [{ base64: pngBase64, fileName: 'a.png' }] }) });
    const body = (await response.json()) as { data: Upload[] };
    expect(body.data[0]).toEqual({ Success: false, BinaryObjectInformation: null, ErrorText: uvPrintMessages.scannerUnavailable });
  });
});

type Design = { DesignName: string; DesignCode: string | null; IsPublic: boolean; InventoryItemId: number; PrintedPanelCount: number; Panels: { PanelName: string; PrintableAreaPixels: { X: number; Y: number; Width: number; Height: number }; PrintableAreaPhysical: { WidthMM: number; HeightMM: number }; UserObjects: { x: number; previewImageUrl: string }[] }[] };

describe('designs (spec 2 §2 §4 §5 §6 §7)', () => {
  const configuration = (guid: string | null, url: string, x = 120) => ({
    DesignName: 'Outback Sunset',
    DesignCode: null,
    Panels: [{ PanelName: 'L', PanelType: 'PrintablePanel' as const, PrintableAreaPixels: { X: 0, Y: 0, Width: 750, Height: 750 }, UserObjects: [{ previewImageUrl: url, HighResolutionBinaryObjectGuid: guid, objectType: 'uploadedImage' as const, x, y: 100, width: 200, height: 150, originalFilename: 'kangaroo.png', order: 0, id: 0 }] }],
  });
  const save = (account: 'retail' | 'company' | null, body: Record<string, unknown>) =>
    t.call('POST', '/updateUvPrintConfig', { body: { UvInventoryItemId: caseId, KeyStringId: null, IsPublic: false, DesignName: 'Outback Sunset', ...body }, session: newSession(), ...(account ? { authKey: keys[account] } : {}) });

  it("gives a case's blank layout with every printable panel's area and size in mm", async () => {
    const result = await t.call('POST', '/fetchUvPrintConfig', { body: { UvInventoryItemId: caseId, KeyStringId: null }, session: newSession() });
    expect(result.status).toBe(200);
    const design = result.body.data as Design;
    expect(design.Panels[0]).toMatchObject({ PanelName: 'L', PrintableAreaPhysical: { WidthMM: expect.any(Number) as number } });
    const missing = await t.call('POST', '/fetchUvPrintConfig', { body: { UvInventoryItemId: 663936, KeyStringId: null }, session: newSession() });
    expect(missing.status).toBe(404);
  });

  it('asks a guest to log in and a nameless design for a name', async () => {
    const guest = await save(null, { UvConfiguration: configuration(null, '/api/uv/library/southern-cross.svg') });
    expect(guest.status).toBe(401);
    expect(guest.body.errors[0]?.ErrorText).toBe('You must be logged in with your MyPLE account to save your design or add it to cart.');
    const nameless = await save('retail', { DesignName: '   ', UvConfiguration: configuration(null, '/api/uv/library/southern-cross.svg') });
    expect(nameless.status).toBe(400);
    expect(nameless.body.errors[0]?.ErrorText).toBe('Please enter a design name to save.');
  });

  it.each([
    ['an image from another site', { UvConfiguration: configuration(null, 'https://evil.example/x.png') }, uvServerMessages.imageAddress],
    ['a panel the case does not have', { UvConfiguration: { DesignName: 'x', Panels: [{ PanelName: 'Q', PanelType: 'PrintablePanel', UserObjects: [] }] } }, uvServerMessages.panelNotPrintable('Q')],
    ["another customer's upload", { UvConfiguration: configuration('6f1d3b5a-7c9e-4a2b-8d4f-1e3c5a7b9d2f', '/api/uv/binary/6f1d3b5a-7c9e-4a2b-8d4f-1e3c5a7b9d2f') }, uvServerMessages.imageNotFound],
  ])('refuses %s', async (_title, body, message) => {
    const result = await save('retail', body);
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toBe(message);
  });

  it('saves, reads back, changes and deletes a design for its owner; to anyone else it is an indistinguishable 404', async () => {
    const { file } = await upload(pngBase64, 'kangaroo.png', 'retail');
    const guid = file?.BinaryObjectInformation?.BinaryObjectGuid ?? '';
    const saved = await save('retail', { UvConfiguration: configuration(guid, `/api/uv/binary/${guid}`) });
    expect(saved.status).toBe(200);
    const code = (saved.body.data as { UvPrintDesignCode: string }).UvPrintDesignCode;
    expect(code).toMatch(/^UV-[A-Z0-9]{10}$/);

    const read = await t.call('POST', '/fetchUvPrintConfig', { body: { UvInventoryItemId: caseId, KeyStringId: code }, session: newSession(), authKey: keys.retail });
    const design = read.body.data as Design;
    expect(design).toMatchObject({ DesignName: 'Outback Sunset', DesignCode: code, IsPublic: false, PrintedPanelCount: 1, InventoryItemId: caseId });
    // The printable area is the server's, whatever the client sent.
    expect(design.Panels[0]?.PrintableAreaPixels.Width).toBeLessThan(750);
    expect(design.Panels[0]?.UserObjects[0]).toMatchObject({ x: 120, previewImageUrl: `/api/uv/binary/${guid}` });

    const unknown = await t.call('POST', '/fetchUvPrintConfig', { body: { UvInventoryItemId: caseId, KeyStringId: 'UV-NOSUCHCODE' }, session: newSession(), authKey: keys.company });
    const foreign = await t.call('POST', '/fetchUvPrintConfig', { body: { UvInventoryItemId: caseId, KeyStringId: code }, session: newSession(), authKey: keys.company });
    expect([foreign.status, foreign.body.errors]).toEqual([unknown.status, unknown.body.errors]);
    expect(foreign.status).toBe(404);
    const foreignSave = await save('company', { KeyStringId: code, UvConfiguration: configuration(null, '/api/uv/library/neon-wave.svg') });
    expect(foreignSave.status).toBe(404);
    const foreignDelete = await t.call('POST', '/deleteUvPrintConfig', { body: { UvInventoryItemId: caseId, KeyStringId: code }, session: newSession(), authKey: keys.company });
    expect(foreignDelete.status).toBe(404);

    const changed = await save('retail', { KeyStringId: code, IsPublic: true, DesignName: 'Outback Sunset 2', UvConfiguration: configuration(guid, `/api/uv/binary/${guid}`, 140) });
    expect(changed.body.data).toEqual({ UvPrintDesignCode: code, KeyStringId: code });
    // Public: shareable by link, readable by a guest.
    const shared = await t.call('POST', '/fetchUvPrintConfig', { body: { UvInventoryItemId: caseId, KeyStringId: code }, session: newSession() });
    expect(shared.body.data).toMatchObject({ DesignName: 'Outback Sunset 2', IsPublic: true });
    expect((shared.body.data as Design).Panels[0]?.UserObjects[0]?.x).toBe(140);

    const mine = await t.call('GET', '/fetchUvPrintDesigns', { session: newSession(), authKey: keys.retail });
    expect(mine.body.data).toEqual([expect.objectContaining({ UvPrintDesignCode: code, UvPrintDesignName: 'Outback Sunset 2', InventoryItemId: caseId, IsPublic: true })]);
    expect((await t.call('GET', '/fetchUvPrintDesigns', { session: newSession(), authKey: keys.company })).body.data).toEqual([]);
    expect((await t.call('GET', '/fetchUvPrintDesigns', { session: newSession() })).status).toBe(401);

    const deleted = await t.call('POST', '/deleteUvPrintConfig', { body: { UvInventoryItemId: caseId, KeyStringId: code }, session: newSession(), authKey: keys.retail });
    expect(deleted.status).toBe(200);
    const gone = await t.call('POST', '/fetchUvPrintConfig', { body: { UvInventoryItemId: caseId, KeyStringId: code }, session: newSession(), authKey: keys.retail });
    expect(gone.status).toBe(404);
    expect(await t.database.db.selectFrom('uv_user_objects').selectAll().execute()).toHaveLength(2); // only the two featured designs' images
  });

  it("puts the owner's private design on a cart line, and refuses it, or an unknown code, to anyone else", async () => {
    const saved = await save('retail', { UvConfiguration: configuration(null, '/api/uv/library/southern-cross.svg') });
    const code = (saved.body.data as { UvPrintDesignCode: string }).UvPrintDesignCode;
    const cartWith = (account: 'retail' | 'company', designCode: string) =>
      t.call('POST', '/updateCart', { body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: caseId, Quantity: 1, UvPrintDesignCode: designCode }] } }, session: newSession(), authKey: keys[account] });
    expect((await cartWith('retail', code)).status).toBe(200);
    const foreign = await cartWith('company', code);
    const unknown = await cartWith('company', 'UV-NOSUCHCODE');
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([{ ErrorText: `UV print design ${code} was not found` }]);
    expect(unknown.body.errors).toEqual([{ ErrorText: 'UV print design UV-NOSUCHCODE was not found' }]);
  });

  it("saves a featured design as the customer's own copy, leaving the store's design as it was", async () => {
    const copy = await save('company', { KeyStringId: featuredDesignCodes[0], DesignName: 'My Southern Cross', UvConfiguration: configuration(null, '/api/uv/library/southern-cross.svg', 150) });
    expect(copy.status).toBe(200);
    const code = (copy.body.data as { UvPrintDesignCode: string }).UvPrintDesignCode;
    expect(code).not.toBe(featuredDesignCodes[0]);
    const original = await t.call('POST', '/fetchUvPrintConfig', { body: { UvInventoryItemId: caseId, KeyStringId: featuredDesignCodes[0] }, session: newSession() });
    expect(original.body.data).toMatchObject({ DesignName: 'Southern Cross' });
    const mine = await t.call('GET', '/fetchUvPrintDesigns', { session: newSession(), authKey: keys.company });
    expect(mine.body.data).toEqual([expect.objectContaining({ UvPrintDesignCode: code, UvPrintDesignName: 'My Southern Cross' })]);
    await t.call('POST', '/deleteUvPrintConfig', { body: { UvInventoryItemId: caseId, KeyStringId: code }, session: newSession(), authKey: keys.company });
  });

  it('lists the featured designs to guests, drawn from the sample library', async () => {
    const featured = await t.call('GET', '/fetchFeaturedUvPrintDesigns', { session: newSession() });
    expect((featured.body.data as { UvPrintDesignCode: string }[]).map((design) => design.UvPrintDesignCode)).toEqual([...featuredDesignCodes]);
    const library = await t.call('GET', '/FetchSampleImageList', { session: newSession() });
    const images = library.body.data as { Url: string; Group: string }[];
    expect(images.filter((image) => image.Group === 'Featured').length).toBeGreaterThanOrEqual(2);
    const svg = await t.app.request(images[0]?.Url ?? '');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('has panel geometry in mm for every printable panel of every seeded case', async () => {
    const cases = await t.database.db.selectFrom('items').select(['inventory_item_id', 'attributes']).where('primary_category_id', '=', 108).execute();
    const geometry = await t.database.db.selectFrom('uv_panel_geometry').selectAll().execute();
    let checked = 0;
    for (const item of cases) {
      const attribute = (item.attributes as { Key: string; Value: string }[]).find((entry) => entry.Key === 'Printable Panels')?.Value ?? '';
      const expected = attribute === 'None' ? [] : attribute.split(',');
      const rows = geometry.filter((row) => row.inventory_item_id === item.inventory_item_id);
      expect(rows.map((row) => row.panel_name).sort()).toEqual([...expected].sort());
      for (const row of rows) expect(Number(row.width_mm)).toBeGreaterThan(100);
      checked += expected.length;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('the print-ready export (300 DPI with 3 mm bleed)', () => {
  it("renders the owner's panel from the original upload at print size, and is a 404 to anyone else", async () => {
    const { createCanvas, loadImage } = await import('@napi-rs/canvas');
    // A 40 x 30 solid red PNG as the upload.
    const source = createCanvas(40, 30);
    const draw = source.getContext('2d');
    draw.fillStyle = '#ff0000';
    draw.fillRect(0, 0, 40, 30);
    const redPng = (await source.encode('png')).toString('base64');
    const { file } = await upload(redPng, 'red.png', 'retail');
    const guid = file?.BinaryObjectInformation?.BinaryObjectGuid ?? '';
    // The mousepad 652174: one front panel of 320 x 270 mm.
    const saved = await t.call('POST', '/updateUvPrintConfig', {
      body: {
        UvInventoryItemId: 652174,
        KeyStringId: null,
        IsPublic: false,
        DesignName: 'Red corner',
        UvConfiguration: { DesignName: 'Red corner', Panels: [{ PanelName: 'F', PanelType: 'PrintablePanel', UserObjects: [{ previewImageUrl: `/api/uv/binary/${guid}`, HighResolutionBinaryObjectGuid: guid, objectType: 'uploadedImage', x: 75, y: 122, width: 300, height: 253, originalFilename: 'red.png' }] }] },
      },
      session: newSession(),
      authKey: keys.retail,
    });
    const code = (saved.body.data as { UvPrintDesignCode: string }).UvPrintDesignCode;
    const response = await t.app.request(`/api/uv/print/${code}/F.png`, { headers: { pleauthkey: keys.retail, CustomerSessionGuid: newSession() } });
    expect(response.status).toBe(200);
    const png = Buffer.from(await response.arrayBuffer());
    // 320 and 270 mm at 300 DPI (3780, 3189) plus 35 px of 3 mm bleed each side; pHYs 11811 pixels per metre.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([3850, 3259]);
    expect(png.indexOf(Buffer.concat([Buffer.from('pHYs'), Buffer.from([0, 0, 0x2e, 0x23, 0, 0, 0x2e, 0x23, 1])]))).toBeGreaterThan(0);
    const image = await loadImage(png);
    const probe = createCanvas(image.width, image.height).getContext('2d');
    probe.drawImage(image, 0, 0);
    // Inside the image (near the panel's top-left, past the 35 px bleed) red; far corner white.
    expect([...probe.getImageData(100, 100, 1, 1).data]).toEqual([255, 0, 0, 255]);
    expect([...probe.getImageData(3800, 3200, 1, 1).data]).toEqual([255, 255, 255, 255]);
    const foreign = await t.app.request(`/api/uv/print/${code}/F.png`, { headers: { pleauthkey: keys.company, CustomerSessionGuid: newSession() } });
    expect(foreign.status).toBe(404);
    expect((await t.app.request(`/api/uv/print/${code}/F.png`)).status).toBe(404);
  });
});

describe('the panel pictures on /UvPrintDesigns (issue 20)', () => {
  it("lists a small picture of each panel with artwork, drawn from the originals, for the owner only", async () => {
    const { createCanvas, loadImage } = await import('@napi-rs/canvas');
    const source = createCanvas(40, 30);
    const draw = source.getContext('2d');
    draw.fillStyle = '#00ff00';
    draw.fillRect(0, 0, 40, 30);
    const { file } = await upload((await source.encode('png')).toString('base64'), 'green.png', 'retail');
    const guid = file?.BinaryObjectInformation?.BinaryObjectGuid ?? '';
    const saved = await t.call('POST', '/updateUvPrintConfig', {
      body: {
        UvInventoryItemId: 652174,
        KeyStringId: null,
        IsPublic: false,
        DesignName: 'Green pad',
        UvConfiguration: { DesignName: 'Green pad', Panels: [{ PanelName: 'F', PanelType: 'PrintablePanel', UserObjects: [{ previewImageUrl: `/api/uv/binary/${guid}`, HighResolutionBinaryObjectGuid: guid, objectType: 'uploadedImage', x: 75, y: 122, width: 300, height: 253, originalFilename: 'green.png' }] }] },
      },
      session: newSession(),
      authKey: keys.retail,
    });
    const code = (saved.body.data as { UvPrintDesignCode: string }).UvPrintDesignCode;
    const listed = await t.call('GET', '/fetchUvPrintDesigns', { session: newSession(), authKey: keys.retail });
    const design = (listed.body.data as { UvPrintDesignCode: string; PreviewUrls: string[] }[]).find((candidate) => candidate.UvPrintDesignCode === code);
    expect(design?.PreviewUrls).toEqual([expect.stringMatching(new RegExp(`^/api/uv/preview/${code}/F\\.png\\?v=[0-9a-z]+$`))]);
    const address = design?.PreviewUrls[0] ?? '';
    const response = await t.app.request(address, { headers: { pleauthkey: keys.retail, CustomerSessionGuid: newSession() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const image = await loadImage(Buffer.from(await response.arrayBuffer()));
    // The mousepad's 320 x 270 mm at 20 DPI (252 x 213) plus 2 px of bleed each side: a picture, not the 3850 px print.
    expect([image.width, image.height]).toEqual([256, 217]);
    const probe = createCanvas(image.width, image.height).getContext('2d');
    probe.drawImage(image, 0, 0);
    // The upload covers the panel's top-left quarter: green there, white in the far corner.
    expect([...probe.getImageData(60, 60, 1, 1).data]).toEqual([0, 255, 0, 255]);
    expect([...probe.getImageData(240, 200, 1, 1).data]).toEqual([255, 255, 255, 255]);
    // Another customer and a guest get the same 404 as a design that does not exist.
    const foreign = await t.app.request(address, { headers: { pleauthkey: keys.company, CustomerSessionGuid: newSession() } });
    expect(foreign.status).toBe(404);
    expect((await t.app.request(address)).status).toBe(404);
    expect((await t.app.request(`/api/uv/preview/UV-NOSUCHCODE/F.png`)).status).toBe(404);
  });

  it('gives the featured designs their pictures too, which a guest may load', async () => {
    const featured = await t.call('GET', '/fetchFeaturedUvPrintDesigns', { session: newSession() });
    const designs = featured.body.data as { PreviewUrls: string[] }[];
    expect(designs.length).toBeGreaterThan(0);
    for (const design of designs) expect(design.PreviewUrls.length).toBeGreaterThan(0);
    const response = await t.app.request(designs[0]?.PreviewUrls[0] ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});

describe('the print files made on save (issue 20 item 5)', () => {
  it('renders each printed panel at 300 DPI with bleed after the save commits, and replaces them on the next save', async () => {
    const { createCanvas, loadImage } = await import('@napi-rs/canvas');
    const source = createCanvas(60, 40);
    const draw = source.getContext('2d');
    draw.fillStyle = '#0000ff';
    draw.fillRect(0, 0, 60, 40);
    const { file } = await upload((await source.encode('png')).toString('base64'), 'blue.png', 'retail');
    const guid = file?.BinaryObjectInformation?.BinaryObjectGuid ?? '';
    const body = (key: string | null) => ({
      UvInventoryItemId: 652174,
      KeyStringId: key,
      IsPublic: false,
      DesignName: 'Blue block',
      UvConfiguration: { DesignName: 'Blue block', Panels: [{ PanelName: 'F', PanelType: 'PrintablePanel', UserObjects: [{ previewImageUrl: `/api/uv/binary/${guid}`, HighResolutionBinaryObjectGuid: guid, objectType: 'uploadedImage', x: 75, y: 122, width: 300, height: 200, originalFilename: 'blue.png' }] }] },
    });
    const saved = await t.call('POST', '/updateUvPrintConfig', { body: body(null), session: newSession(), authKey: keys.retail });
    const code = (saved.body.data as { UvPrintDesignCode: string }).UvPrintDesignCode;
    const design = await t.database.db.selectFrom('uv_designs').select('design_id').where('design_code', '=', code).executeTakeFirstOrThrow();
    // Recorded with the save (so a committed design always has its job), rendered after the commit.
    await printExportsSettled();
    const rows = await t.database.db.selectFrom('uv_print_exports').selectAll().where('design_id', '=', design.design_id).execute();
    expect(rows.map((row) => [row.panel_name, row.state, row.dpi, row.failure])).toEqual([['F', 'done', 300, null]]);
    // The stored PNG decodes to the mousepad's 320 x 270 mm at 300 DPI plus 3 mm bleed each side.
    const image = await loadImage(Buffer.from(rows[0]?.content ?? new Uint8Array()));
    expect([image.width, image.height]).toEqual([3850, 3259]);
    expect([rows[0]?.width_pixels, rows[0]?.height_pixels]).toEqual([3850, 3259]);
    const probe = createCanvas(image.width, image.height).getContext('2d');
    probe.drawImage(image, 0, 0);
    expect([...probe.getImageData(100, 100, 1, 1).data]).toEqual([0, 0, 255, 255]);
    // The file route answers the stored file, byte for byte.
    const served = await t.app.request(`/api/uv/print/${code}/F.png`, { headers: { pleauthkey: keys.retail, CustomerSessionGuid: newSession() } });
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(rows[0]?.content ?? new Uint8Array()))).toBe(true);

    // Saved again with the panel emptied: the old file goes with the save, and no panel is left to print.
    const emptied = { ...body(code), UvConfiguration: { DesignName: 'Blue block', Panels: [{ PanelName: 'F', PanelType: 'PrintablePanel', UserObjects: [] }] } };
    await t.call('POST', '/updateUvPrintConfig', { body: emptied, session: newSession(), authKey: keys.retail });
    await printExportsSettled();
    expect(await t.database.db.selectFrom('uv_print_exports').select('export_id').where('design_id', '=', design.design_id).execute()).toEqual([]);
  });
});

describe('the print-file worker (issue 20): jobs a crash left pending', () => {
  it('renders a job pending for over a minute without any request, and leaves a younger one to its save', { timeout: 60_000 }, async () => {
    const { createCanvas, loadImage } = await import('@napi-rs/canvas');
    const source = createCanvas(50, 50);
    const draw = source.getContext('2d');
    draw.fillStyle = '#ff00ff';
    draw.fillRect(0, 0, 50, 50);
    const { file } = await upload((await source.encode('png')).toString('base64'), 'magenta.png', 'retail');
    const guid = file?.BinaryObjectInformation?.BinaryObjectGuid ?? '';
    const save = async (name: string) => {
      const saved = await t.call('POST', '/updateUvPrintConfig', {
        body: {
          UvInventoryItemId: 652174,
          KeyStringId: null,
          IsPublic: false,
          DesignName: name,
          UvConfiguration: { DesignName: name, Panels: [{ PanelName: 'F', PanelType: 'PrintablePanel', UserObjects: [{ previewImageUrl: `/api/uv/binary/${guid}`, HighResolutionBinaryObjectGuid: guid, objectType: 'uploadedImage', x: 75, y: 122, width: 300, height: 253, originalFilename: 'magenta.png' }] }] },
        },
        session: newSession(),
        authKey: keys.retail,
      });
      const code = (saved.body.data as { UvPrintDesignCode: string }).UvPrintDesignCode;
      return (await t.database.db.selectFrom('uv_designs').select('design_id').where('design_code', '=', code).executeTakeFirstOrThrow()).design_id;
    };
    const abandoned = await save('Left by a crash');
    const young = await save('Still being saved');
    await printExportsSettled();
    // As a crash between the save's commit and its render leaves them: pending, no file; one two minutes old.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const reset = (designId: number, queuedAt: Date) =>
      t.database.db.updateTable('uv_print_exports').set({ state: 'pending', content: null, width_pixels: null, height_pixels: null, rendered_at: null, queued_at: queuedAt }).where('design_id', '=', designId).execute();
    await reset(abandoned, minutesAgo(2));
    await reset(young, minutesAgo(0));
    const stateOf = async (designId: number) => (await t.database.db.selectFrom('uv_print_exports').select(['state', 'content']).where('design_id', '=', designId).executeTakeFirstOrThrow());

    const worker = startPrintExportWorker(t.database.db, { idleMs: 50 });
    try {
      await expect.poll(async () => (await stateOf(abandoned)).state, { timeout: 30_000, interval: 100 }).toBe('done');
    } finally {
      await worker.stop();
    }
    const image = await loadImage(Buffer.from((await stateOf(abandoned)).content ?? new Uint8Array()));
    expect([image.width, image.height]).toEqual([3850, 3259]);
    const probe = createCanvas(image.width, image.height).getContext('2d');
    probe.drawImage(image, 0, 0);
    expect([...probe.getImageData(100, 100, 1, 1).data]).toEqual([255, 0, 255, 255]);
    // Queued a moment ago: its own save is still rendering it, so the worker leaves it alone.
    expect((await stateOf(young)).state).toBe('pending');
    const idle = startPrintExportWorker(t.database.db, { idleMs: 60_000 });
    try {
      expect(await idle.runOnce()).toBe(false);
    } finally {
      await idle.stop();
    }
  });
});

describe('the AI Generator (spec 2 §2 §4 §7 §9)', () => {
  it('draws pictures from a non-empty prompt for a logged-in customer, answers them by conversation to that customer only', async () => {
    const guest = await t.call('POST', '/fetchAiImages', { body: { prompt: 'a kangaroo at sunset' }, session: newSession() });
    expect(guest.status).toBe(401);
    const blank = await t.call('POST', '/fetchAiImages', { body: { prompt: '   ' }, session: newSession(), authKey: keys.retail });
    expect([blank.status, blank.body.errors[0]?.ErrorText]).toEqual([400, 'Please enter a prompt']);
    const models = await t.call('GET', '/fetchAiModelList', { session: newSession() });
    expect((models.body.data as { id: string }[])[0]?.id).toBe('local-sketch');

    const started = await t.call('POST', '/fetchAiImages', { body: { prompt: 'a kangaroo at sunset', modelId: 'local-sketch', transparency: null }, session: newSession(), authKey: keys.retail });
    const conversationGuid = (started.body.data as { ConversationGuid: string }).ConversationGuid;
    const images = (await t.call('POST', '/fetchAiImagesFromConversation', { body: { conversationGuid }, session: newSession(), authKey: keys.retail })).body.data as { Url: string; GenerationGuid: string }[];
    expect(images).toHaveLength(4);
    const picture = await t.app.request(images[0]?.Url ?? '');
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('aria-label="a kangaroo at sunset"');
    const other = await t.call('POST', '/fetchAiImages', { body: { prompt: 'neon circuit board' }, session: newSession(), authKey: keys.retail });
    const otherImages = (await t.call('POST', '/fetchAiImagesFromConversation', { body: { conversationGuid: (other.body.data as { ConversationGuid: string }).ConversationGuid }, session: newSession(), authKey: keys.retail })).body.data as { Url: string }[];
    expect(await (await t.app.request(otherImages[0]?.Url ?? '')).text()).not.toBe(await (await t.app.request(images[0]?.Url ?? '')).text());

    // Another customer sees nothing of it, and cannot place it in a design.
    expect((await t.call('POST', '/fetchAiImagesFromConversation', { body: { conversationGuid }, session: newSession(), authKey: keys.company })).body.data).toEqual([]);
    expect((await t.call('GET', '/fetchAiImageList', { session: newSession(), authKey: keys.retail })).body.data).toHaveLength(8);
    const placed = await t.call('POST', '/updateUvPrintConfig', {
      body: { UvInventoryItemId: caseId, KeyStringId: null, IsPublic: false, DesignName: 'Borrowed', UvConfiguration: { DesignName: 'Borrowed', Panels: [{ PanelName: 'L', PanelType: 'PrintablePanel', UserObjects: [{ previewImageUrl: images[0]?.Url ?? '', objectType: 'aiImage', x: 100, y: 100, width: 200, height: 150 }] }] } },
      session: newSession(),
      authKey: keys.company,
    });
    expect(placed.status).toBe(400);
  });

  it('refuses an account without AllowAiUvPrinting, and says so in its account details', async () => {
    const company = () => t.database.db.updateTable('customers').where('email_address', '=', 'company.demo@example.com');
    await company().set({ allow_ai_uv_printing: false }).execute();
    try {
      const details = await t.call('GET', '/fetchAccountDetails', { session: newSession(), authKey: keys.company });
      expect((details.body.data as { AllowAiUvPrinting: boolean }).AllowAiUvPrinting).toBe(false);
      const refused = await t.call('POST', '/fetchAiImages', { body: { prompt: 'a kangaroo at sunset' }, session: newSession(), authKey: keys.company });
      expect([refused.status, refused.body.errors[0]?.ErrorText]).toEqual([403, 'The AI Generator is not available on this account']);
    } finally {
      await company().set({ allow_ai_uv_printing: true }).execute();
    }
  });
});

describe('rate limits of uploads and AI generation (issue 20 item 4)', () => {
  it('answers the 31st upload call within 10 minutes of one session 429 in the envelope, and leaves other shoppers alone', async () => {
    const session = newSession();
    // Calls refused for their content count too: the cost is in making them. Not base64: refused without a scan.
    for (let call = 0; call < 30; call += 1) expect((await upload('!!', 'x.png', undefined, session)).status).toBe(200);
    const refused = await upload(pngBase64, 'dot.png', undefined, session);
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
    expect(refused.body.errors).toEqual([{ ErrorText: 'You have uploaded a lot of images in a short time. Please wait 10 minutes and try again.' }]);
    expect(await t.database.db.selectFrom('uv_binary_objects').select('binary_object_id').where('customer_session_guid', '=', session).execute()).toEqual([]);
    // Another session is not slowed by it.
    expect((await upload(pngBase64, 'dot.png')).file?.Success).toBe(true);
  });

  it('answers the 11th AI generation within an hour of one customer 429 with Retry-After, and leaves other customers alone', async () => {
    const generate = (account: 'retail' | 'company') => t.call('POST', '/fetchAiImages', { body: { prompt: 'a wedge-tailed eagle' }, session: newSession(), authKey: keys[account] });
    for (let call = 0; call < 10; call += 1) expect((await generate('company')).status).toBe(200);
    const refused = await generate('company');
    expect(refused.status).toBe(429);
    expect(refused.body.errors).toEqual([{ ErrorText: 'You have generated a lot of images in a short time. Please wait 60 minutes and try again.' }]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await generate('retail')).status).toBe(200);
  });
});
