import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSession } from '../identity/sessions.ts';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { pdfText } from '../testing/pdfText.ts';

let t: TestApp;
const keys: Record<'retail' | 'company', string> = { retail: '', company: '' };
let counter = 0;
const newSession = () => `30000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ items: 400 });
  for (const account of ['retail', 'company'] as const) {
    const { email, password } = demoAccounts[account];
    const result = await t.call('POST', '/session/webAuth', { body: { username: email, password }, session: newSession() });
    keys[account] = (result.body.data as { AuthenticationKey: string }).AuthenticationKey;
  }
}, 120_000);
afterAll(async () => t.close());

type Account = keyof typeof keys;
interface Document {
  DocumentId: number;
  DocumentGuid: string;
  DocumentNumber: string;
  DocumentType: string;
  DocumentStatus: string;
  BalanceOwing: number;
  TotalCostPriceIncTax: number;
  Items: { ItemCode: string; ItemDescription: string; DocumentItemId: number; InventoryItemId: number; KitChildren: { DocumentItemId: number }[] }[];
}

const post = (path: string, body: unknown, account?: Account) => t.call('POST', path, { body, session: newSession(), ...(account ? { authKey: keys[account] } : {}) });
const list = async (type: string, account: Account) => (await post('/fetchDocuments', { DocumentType: type }, account)).body.data as Document[];
const full = async (document: Pick<Document, 'DocumentGuid' | 'DocumentType'>, account: Account) =>
  (await post('/orders/fetchOrder', { DocumentType: document.DocumentType, DocumentGuid: document.DocumentGuid }, account)).body.data as Document;

/** GET fetchDocumentPdf as a browser would, the bytes kept as they came. */
async function downloadPdf(path: string, account?: Account) {
  const session = newSession();
  await ensureSession(t.database.db, session);
  const headers: Record<string, string> = { CustomerSessionGuid: session, ...(account ? { pleauthkey: keys[account] } : {}) };
  const response = await t.app.request(`/api/fetchDocumentPdf/${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('fetchDocumentPdf', () => {
  it('gives the customer their order as a PDF that parses back to its number, lines and balance', async () => {
    const summary = (await list('Sales Orders', 'company')).find((document) => document.DocumentNumber === 'SO-331011');
    if (!summary) throw new Error('seeded SO-331011 missing');
    const order = await full(summary, 'company');
    const answer = await downloadPdf(`SalesOrder/${order.DocumentGuid}/${order.DocumentNumber}`, 'company');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="SO-331011.pdf"');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode(answer.bytes.slice(0, 5))).toBe('%PDF-');
    const parsed = await pdfText(answer.bytes);
    expect(parsed.title).toBe('Sales Order SO-331011');
    expect(parsed.strings[0]).toBe('Sales Order SO-331011');
    for (const item of order.Items) {
      expect(parsed.strings).toContain(item.ItemCode);
      expect(parsed.strings.some((text) => text.startsWith(item.ItemDescription.slice(0, 20)))).toBe(true);
    }
    expect(parsed.strings).toEqual(expect.arrayContaining(['Total', formatPrice(centsFromDollars(order.TotalCostPriceIncTax)), 'Balance Owing', formatPrice(centsFromDollars(order.BalanceOwing))]));
    expect(order.BalanceOwing).toBeGreaterThan(0);
  });

  it("names a line's UV print design in the order and its PDF (issue 20)", async () => {
    const summary = (await list('Sales Orders', 'company')).find((document) => document.DocumentNumber === 'SO-331011');
    if (!summary) throw new Error('seeded SO-331011 missing');
    const before = await full(summary, 'company');
    const line = before.Items[0];
    if (!line) throw new Error('SO-331011 has no lines');
    await t.database.db.updateTable('document_items').set({ uv_print_design_code: 'UV-FEATURED01' }).where('document_item_id', '=', line.DocumentItemId).execute();
    try {
      const order = (await full(summary, 'company')) as Document & { Items: { UvPrintDesignCode?: string | null }[] };
      expect(order.Items[0]?.UvPrintDesignCode).toBe('UV-FEATURED01');
      const parsed = await pdfText((await downloadPdf(`SalesOrder/${order.DocumentGuid}/${order.DocumentNumber}`, 'company')).bytes);
      expect(parsed.strings).toContain('UV print design UV-FEATURED01');
    } finally {
      await t.database.db.updateTable('document_items').set({ uv_print_design_code: null }).where('document_item_id', '=', line.DocumentItemId).execute();
    }
  });

  it('hides the address of a pickup order in the PDF as on the page', async () => {
    const pickup = (await list('Sales Orders', 'company')).find((document) => document.DocumentNumber === 'SO-331012');
    const answer = await downloadPdf(`SalesOrder/${pickup?.DocumentGuid}/SO-331012`, 'company');
    const parsed = await pdfText(answer.bytes);
    expect(parsed.strings).toContain('Shipping method: Pickup from Wangara');
    expect(parsed.strings.some((text) => text.startsWith('Deliver to:'))).toBe(false);
  });

  it('gives quotes and invoices under their own type', async () => {
    const quote = (await list('Quotes', 'company'))[0];
    const invoice = (await list('Invoices', 'company'))[0];
    for (const [type, document] of [['Quote', quote], ['Invoice', invoice]] as const) {
      const answer = await downloadPdf(`${type}/${document?.DocumentGuid}/${document?.DocumentNumber}`, 'company');
      expect(answer.status).toBe(200);
      expect((await pdfText(answer.bytes)).title).toBe(`${document?.DocumentType} ${document?.DocumentNumber}`);
    }
  });

  it('answers a guest 401 and a wrong type, number or GUID 404 in the envelope', async () => {
    const order = (await list('Sales Orders', 'company'))[0];
    expect((await downloadPdf(`SalesOrder/${order?.DocumentGuid}/${order?.DocumentNumber}`)).status).toBe(401);
    for (const path of [`Quote/${order?.DocumentGuid}/${order?.DocumentNumber}`, `SalesOrder/${order?.DocumentGuid}/SO-1`, `SalesOrder/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a/${order?.DocumentNumber}`]) {
      const answer = await downloadPdf(path, 'company');
      expect(answer.status).toBe(404);
      expect(JSON.parse(new TextDecoder().decode(answer.bytes))).toMatchObject({ success: false });
    }
    expect((await downloadPdf(`Order/${order?.DocumentGuid}/${order?.DocumentNumber}`, 'company')).status).toBe(400);
  });
});

describe('fetchWorkOrders', () => {
  it('lists the customer\'s own work orders newest first', async () => {
    const answer = await post('/fetchWorkOrders', { CustomerGuid: await customerGuid('retail') }, 'retail');
    expect(answer.status).toBe(200);
    const orders = answer.body.data as { WorkOrderNumber: string; WorkOrderStatus: string; StoreName: string; CompletionDateTime: string | null }[];
    expect(orders.map((order) => [order.WorkOrderStatus, order.StoreName])).toEqual([['In Progress', 'Wangara'], ['Completed', 'Osborne Park']]);
    expect(orders[0]?.CompletionDateTime).toBeNull();
  });

  it('refuses another customer\'s CustomerGuid (403) and a guest (401)', async () => {
    expect((await post('/fetchWorkOrders', { CustomerGuid: await customerGuid('retail') }, 'company')).status).toBe(403);
    expect((await post('/fetchWorkOrders', { CustomerGuid: await customerGuid('retail') })).status).toBe(401);
  });
});

async function customerGuid(account: Account): Promise<string> {
  const row = await t.database.db.selectFrom('customers').select('customer_guid').where('customer_id', '=', demoAccounts[account].customerId).executeTakeFirstOrThrow();
  return row.customer_guid;
}

// Issue 18 "Tests": another customer's document is an indistinguishable 404: for every operation that takes a
// document (or build) id or GUID, the company customer asking for one of the retail customer's gets the very answer
// an id nobody has gets, the id itself aside.
describe('another customer\'s document answers exactly as an unknown one', () => {
  const unknownGuid = '0f0e0d0c-0b0a-4909-8807-060504030201';
  const unknownId = 999_999;
  const normalise = (text: string, asked: string | number) => text.split(String(asked)).join('<asked>');

  async function retailOrder() {
    const summary = (await list('Sales Orders', 'retail')).find((document) => document.DocumentStatus === 'Awaiting Processing');
    if (!summary) throw new Error('no open retail order');
    return full(summary, 'retail');
  }
  const kitOrder = async () => full((await list('Sales Orders', 'retail')).find((document) => document.DocumentNumber === 'SO-331003') as Document, 'retail');

  const cases: [string, (order: Document) => Promise<{ path: string; asked: string | number; body?: (asked: string | number) => unknown; pdf?: (asked: string | number) => string }>][] = [
    ['orders/fetchOrder', async (order) => ({ path: '/orders/fetchOrder', asked: order.DocumentGuid, body: (asked) => ({ DocumentType: 'Sales Order', DocumentGuid: asked }) })],
    ['fetchDocumentPdf', async (order) => ({ path: 'pdf', asked: order.DocumentGuid, pdf: (asked) => `SalesOrder/${asked}/${order.DocumentNumber}` })],
    ['orders/addItemToActiveSalesOrder', async (order) => ({ path: '/orders/addItemToActiveSalesOrder', asked: order.DocumentId, body: (asked) => ({ SalesOrderId: asked, InventoryItemId: order.Items[0]?.InventoryItemId, Quantity: 1 }) })],
    ['orders/removeItemFromActiveSalesOrder', async (order) => ({ path: '/orders/removeItemFromActiveSalesOrder', asked: order.DocumentId, body: (asked) => ({ SalesOrderId: asked, SalesOrderItemId: order.Items[0]?.DocumentItemId }) })],
    ['orders/cancelActiveSalesOrder', async (order) => ({ path: '/orders/cancelActiveSalesOrder', asked: order.DocumentId, body: (asked) => ({ SalesOrderId: asked }) })],
    ['orders/fetchSalesOrderItemKitDetails', async () => {
      const kit = await kitOrder();
      return { path: '/orders/fetchSalesOrderItemKitDetails', asked: kit.DocumentId, body: (asked) => ({ SalesOrderId: asked, SalesOrderItemId: kit.Items[0]?.KitChildren[0]?.DocumentItemId }) };
    }],
    ['orders/UpdateItemOnActiveSalesOrder', async (order) => ({ path: '/orders/UpdateItemOnActiveSalesOrder', asked: order.DocumentId, body: (asked) => ({ SalesOrderId: asked, SalesOrderItemId: order.Items[0]?.DocumentItemId, InventoryItemId: order.Items[0]?.InventoryItemId, Quantity: 2 }) })],
    ['fetchMyBuildItemBundle', async () => ({ path: '/fetchMyBuildItemBundle', asked: 88120, body: (asked) => ({ customerSessionGuid: newSession(), buildId: asked }) })],
  ];

  it.each(cases)('%s', async (_name, make) => {
    const order = await retailOrder();
    const before = await full(order, 'retail');
    const operation = await make(order);
    const unknown = typeof operation.asked === 'number' ? (operation.asked === 88120 ? 99_999 : unknownId) : unknownGuid;
    const ask = async (asked: string | number) => {
      if (operation.pdf) {
        const answer = await downloadPdf(operation.pdf(asked), 'company');
        return { status: answer.status, text: normalise(new TextDecoder().decode(answer.bytes), asked) };
      }
      const answer = await post(operation.path, operation.body?.(asked), 'company');
      return { status: answer.status, text: normalise(JSON.stringify(answer.body), asked) };
    };
    const others = await ask(operation.asked);
    expect(others.status).toBe(404);
    expect(others).toEqual(await ask(unknown));
    expect(await full(order, 'retail')).toEqual(before);
  });
});

describe('fetchMyBuildCertificate', () => {
  async function certificate(buildId: number, account: Account | undefined, pathSession?: string) {
    const session = newSession();
    await ensureSession(t.database.db, session);
    const headers: Record<string, string> = { CustomerSessionGuid: session, ...(account ? { pleauthkey: keys[account] } : {}) };
    const response = await t.app.request(`/api/fetchMyBuildCertificate/${pathSession ?? session}/${buildId}`, { headers });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  it('gives the buyer a one-page certificate: YOUR NEW RIG, the build, its parts in the fixed order and the builder', async () => {
    const answer = await certificate(88120, 'retail');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="build-88120.pdf"');
    const parsed = await pdfText(answer.bytes);
    expect(parsed.pages).toBe(1);
    expect(parsed.strings[0]).toBe('YOUR NEW RIG');
    expect(parsed.strings[2]).toMatch(/^Sales order SO-331003 {3}Quantity 1 {3}Build 88120 {3}Purchased \d{2} [A-Z][a-z]{2} \d{4}$/);
    // Spec 3 §2.10: Base PC, CPU, CPU Cooler, Memory, ... in that order.
    const categories = parsed.strings.map((text) => /^([A-Za-z ]+): /.exec(text)?.[1]).filter((name): name is string => name !== undefined);
    const order = ['Base PC', 'CPU', 'CPU Cooler', 'Memory', 'Graphics Card', 'OS Drive', 'Storage Drive', 'Motherboard', 'Case', 'Power Supply', 'Licensing', 'Mousemat'];
    const ranks = categories.map((name) => order.indexOf(name)).filter((rank) => rank >= 0);
    expect(ranks.length).toBeGreaterThan(3);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(parsed.strings.some((text) => text.startsWith('Built by '))).toBe(true);
  });

  it('answers another customer, a session not named in the address and an unknown build with the same 404, and a guest 401', async () => {
    const others = await certificate(88120, 'company');
    const unknown = await certificate(99_999, 'company');
    expect(others.status).toBe(404);
    expect(new TextDecoder().decode(others.bytes).replace('88120', '<id>')).toBe(new TextDecoder().decode(unknown.bytes).replace('99999', '<id>'));
    expect((await certificate(88120, 'retail', '40000000-0000-4000-8000-000000000001')).status).toBe(404);
    expect((await certificate(88120, undefined)).status).toBe(401);
  });
});
