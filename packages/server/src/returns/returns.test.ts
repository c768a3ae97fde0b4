// Returns of the account area (spec 3 §4.8, §5.5, §7, §9; issue 18 item 5): returnable lines, a return with scanned
// photos written in one transaction, the history, the return advice PDF, and another customer's invoice, line or
// return answered with the same 404 as an unknown one. Real database (PGlite; PostgreSQL with DATABASE_URL) and the
// real clamscan.
import { uvPrintMessages } from '@rigkit/domain/uvPrint';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eicarTestFile } from '../adapters/antivirus.ts';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { pdfText } from '../testing/pdfText.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { returnErrors } from './messages.ts';

let t: TestApp;
const keys = { retail: '', company: '' };
let counter = 0;
const newSession = () => `50000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const pngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Account = keyof typeof keys;
type Product = { InvoiceItemId: number; InventoryItemId: number; ItemCode: string; ItemDescription: string; InvoiceNumber: string };
type ReturnAdvice = { CustomerReturnAdviceId: number; CustomerReturnAdviceNumber: string; CustomerReturnAdviceStatus: string; ItemDescription: string; SerialNumber: string; FaultDescription: string; CRANumber: string };

async function logIn(account: Account): Promise<string> {
  const { email, password } = demoAccounts[account];
  const result = await t.call('POST', '/session/webAuth', { body: { username: email, password }, session: newSession() });
  return (result.body.data as { AuthenticationKey: string }).AuthenticationKey;
}
const post = (path: string, body: unknown, account?: Account) => t.call('POST', path, { body, session: newSession(), ...(account ? { authKey: keys[account] } : {}) });
const products = async (invoiceId: number, account: Account = 'retail') => (await post('/fetchProducts', { InvoiceId: invoiceId }, account)).body.data as Product[];
const upload = async (base64: string, account: Account = 'retail') => {
  const result = await post('/avScanUploadFile', { Files: [{ base64, fileName: 'photo.png' }] }, account);
  return (result.body.data as { Success: boolean; ErrorText: string | null; BinaryObjectInformation: { BinaryObjectGuid: string } | null }[])[0];
};
const photo = async (account: Account = 'retail') => {
  const guid = (await upload(pngBase64, account))?.BinaryObjectInformation?.BinaryObjectGuid;
  if (!guid) throw new Error('upload failed');
  return guid;
};
const history = async (account: Account = 'retail') => (await post('/fetchDocuments', { DocumentType: 'Returns' }, account)).body.data as ReturnAdvice[];

beforeAll(async () => {
  t = await createTestApp({ items: 300 });
  keys.retail = await logIn('retail');
  keys.company = await logIn('company');
}, 120_000);
afterAll(async () => t.close());

describe('fetchProducts: the returnable lines of an invoice', () => {
  it('lists the lines of the customer\'s invoice with SI- and PLE- codes, leaving out a line whose return is still open', async () => {
    const lines = await products(552302);
    // Seeded return CRA-008812 (Awaiting Receipt) is for the first line of SI-552302; the second is returnable.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ InvoiceNumber: 'SI-552302', ItemCode: expect.stringMatching(/^PLE-\d{6,}$/) as string });
    const open = (await history()).find((advice) => advice.CRANumber === 'CRA-008812');
    expect(lines.map((line) => line.ItemDescription)).not.toContain(open?.ItemDescription);
  });

  it('lists a line again once its last return is Completed (CRA-008790 on SI-552301)', async () => {
    const completed = (await history()).find((advice) => advice.CRANumber === 'CRA-008790');
    expect(completed?.CustomerReturnAdviceStatus).toBe('Completed');
    expect((await products(552301)).map((line) => line.ItemDescription)).toContain(completed?.ItemDescription);
  });
});

describe('addCustomerReturn', () => {
  it('creates a return with a scanned photo, shows it first in the history, and refuses a second open return of the line', async () => {
    const [line] = await products(552302);
    if (!line) throw new Error('no returnable line');
    const guid = await photo();
    const before = (await history()).length;
    const created = await post('/addCustomerReturn', { InvoiceItemId: line.InvoiceItemId, SerialNumber: '  SN-123  ', FaultDescription: 'Left click double-clicks.', TroubleshootingSteps: 'Tried another USB port.', PhotoBinaryObjectGuids: [guid] }, 'retail');
    expect(created.status).toBe(200);
    const advice = created.body.data as ReturnAdvice;
    expect(advice).toMatchObject({ CustomerReturnAdviceStatus: 'Awaiting Receipt', SerialNumber: 'SN-123', ItemDescription: line.ItemDescription });
    expect(advice.CRANumber).toMatch(/^CRA-1\d{5}$/);
    const after = await history();
    expect(after).toHaveLength(before + 1);
    expect(after[0]?.CRANumber).toBe(advice.CRANumber);
    const photos = await t.database.db.selectFrom('return_advice_photos').selectAll().where('customer_return_advice_id', '=', advice.CustomerReturnAdviceId).execute();
    expect(photos).toHaveLength(1);
    expect(await products(552302)).toHaveLength(0);

    const again = await post('/addCustomerReturn', { InvoiceItemId: line.InvoiceItemId, SerialNumber: 'SN-123', FaultDescription: 'Again.', PhotoBinaryObjectGuids: [await photo()] }, 'retail');
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.ErrorText).toBe(returnErrors.alreadyOpen(advice.CRANumber));
  });

  it('refuses the EICAR test file at upload, so it can never be part of a return', async () => {
    const result = await upload(Buffer.from(eicarTestFile()).toString('base64'));
    expect(result).toMatchObject({ Success: false, ErrorText: uvPrintMessages.uploadTypeNotPermitted });
    // Inside a png it passes the content check and is caught by the scanner.
    const disguised = Buffer.concat([Buffer.from(pngBase64, 'base64'), Buffer.from(eicarTestFile())]);
    expect(await upload(disguised.toString('base64'))).toMatchObject({ Success: false, ErrorText: uvPrintMessages.uploadInfected });
  });

  it.each([
    ['a blank serial number', { SerialNumber: '   ' }, 422, 'Serial Number is required'],
    ['a blank fault description', { FaultDescription: ' ' }, 422, 'Fault Description is required'],
    ['no photo', { PhotoBinaryObjectGuids: [] }, 400, null],
    ['four photos', { PhotoBinaryObjectGuids: ['a', 'b', 'c', 'd'].map((x) => `${x.repeat(8)}-0000-4000-8000-000000000000`) }, 400, null],
    ['a photo no one uploaded', { PhotoBinaryObjectGuids: ['0f0f0f0f-0000-4000-8000-000000000000'] }, 422, returnErrors.photoNotFound],
  ] as const)('refuses %s', async (_, overrides, status, message) => {
    const [line] = await products(552301);
    if (!line) throw new Error('no returnable line');
    const body = { InvoiceItemId: line.InvoiceItemId, SerialNumber: 'SN-1', FaultDescription: 'Fan rattles.', PhotoBinaryObjectGuids: [await photo()], ...overrides };
    const result = await post('/addCustomerReturn', body, 'retail');
    expect(result.status).toBe(status);
    if (message) expect(result.body.errors[0]?.ErrorText).toBe(message);
  });

  it("refuses another customer's photo and a photo of 5 MB or more (spec 3 §5.5)", async () => {
    const [line] = await products(552301);
    if (!line) throw new Error('no returnable line');
    const body = (guid: string) => ({ InvoiceItemId: line.InvoiceItemId, SerialNumber: 'SN-1', FaultDescription: 'Fan rattles.', PhotoBinaryObjectGuids: [guid] });
    const foreign = await post('/addCustomerReturn', body(await photo('company')), 'retail');
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0]?.ErrorText).toBe(returnErrors.photoNotFound);
    const large = Buffer.alloc(5 * 1024 * 1024);
    Buffer.from(pngBase64, 'base64').copy(large);
    const big = await upload(large.toString('base64'));
    const tooLarge = await post('/addCustomerReturn', body(big?.BinaryObjectInformation?.BinaryObjectGuid ?? ''), 'retail');
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors[0]?.ErrorText).toBe('At least one file exceeds the file size limit (5MB)');
  });

  it('asks a guest to log in', async () => {
    const guest = await post('/addCustomerReturn', { InvoiceItemId: 1, SerialNumber: 'x', FaultDescription: 'y', PhotoBinaryObjectGuids: ['0f0f0f0f-0000-4000-8000-000000000000'] });
    expect(guest.status).toBe(401);
  });
});

describe('fetchReturnAdvicePdf', () => {
  it('gives a real PDF with the reference, the CU-, SI- and PLE- codes and the instructions', async () => {
    const seeded = (await history()).find((advice) => advice.CRANumber === 'CRA-008812');
    const result = await post('/fetchReturnAdvicePdf', { CustomerReturnAdviceId: seeded?.CustomerReturnAdviceId }, 'retail');
    expect(result.status).toBe(200);
    const data = result.body.data as { Base64: string; CRANumber: string };
    expect(data.CRANumber).toBe('CRA-008812');
    const text = await pdfText(Buffer.from(data.Base64, 'base64'));
    expect(text.title).toBe('Return Advice CRA-008812');
    const all = text.strings.join('\n');
    expect(all).toContain(`Customer: CU-00${demoAccounts.retail.customerId}`);
    expect(all).toContain('Invoice: SI-552302');
    expect(all).toMatch(/Item: PLE-\d{6}/);
    expect(all).toContain('Serial Number: S6Z2NJ0W123456A');
    expect(all).toContain('within 14 days');
  });
});

describe("another customer's objects are an indistinguishable 404", () => {
  it.each([
    ['fetchProducts', '/fetchProducts', (id: number) => ({ InvoiceId: id }), async (): Promise<number> => 552302, 9_999_999],
    ['addCustomerReturn', '/addCustomerReturn', (id: number) => ({ InvoiceItemId: id, SerialNumber: 'x', FaultDescription: 'y', PhotoBinaryObjectGuids: ['0f0f0f0f-0000-4000-8000-000000000000'] }), async (): Promise<number> => (await products(552301))[0]?.InvoiceItemId ?? 0, 99_999_999],
    ['fetchReturnAdvicePdf', '/fetchReturnAdvicePdf', (id: number) => ({ CustomerReturnAdviceId: id }), async (): Promise<number> => 8812, 99_999],
  ] as const)('%s', async (_, path, body, retailId, unknownId) => {
    const foreign = await post(path, body(await retailId()), 'company');
    const unknown = await post(path, body(unknownId), 'company');
    expect(foreign.status).toBe(404);
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: unknown.status, body: unknown.body });
  });
});

describe('migration 0025', () => {
  it('numbers new returns after the seeded ones', async () => {
    const seeded = await t.database.db.selectFrom('return_advices').select(sql<number>`max(customer_return_advice_id)`.as('max')).where('customer_return_advice_id', '<', 100_000).executeTakeFirstOrThrow();
    expect(seeded.max).toBeLessThan(100_000);
  });
});
