import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapterTestApp, type AdapterTestApp } from '../testing/adapterTestApp.ts';

let t: AdapterTestApp;
beforeAll(async () => {
  t = await createAdapterTestApp({ items: 120 });
}, 120_000);
afterAll(async () => t.close());

const captchaV3 = { clientCaptchaKey: 'sandbox-v3-0.9', captchaVersion: '3' };
const lastMail = async (kind: string) => (await t.email.outbox()).filter((message) => message.kind === kind).at(-1);

describe('checkCaptcha', () => {
  it.each([
    [{ clientCaptchaKey: 'sandbox-v3-0.9', captchaVersion: '3' }, 0.9],
    [{ clientCaptchaKey: 'sandbox-v2-pass', captchaVersion: '2' }, 1],
  ])('answers the score of %j', async (body, score) => {
    const result = await t.call('POST', '/checkCaptcha', { body, headers: { clientCaptchaKey: body.clientCaptchaKey, captchaVersion: body.captchaVersion } });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ score });
  });

  it.each([
    [{ clientCaptchaKey: 'sandbox-v3-0.1', captchaVersion: '3' }],
    [{ clientCaptchaKey: 'sandbox-v2-fail', captchaVersion: '2' }],
    [{ clientCaptchaKey: 'not-issued-by-the-sandbox', captchaVersion: '3' }],
  ])('answers 403 CaptchaRequired for %j', async (body) => {
    const result = await t.call('POST', '/checkCaptcha', { body });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ success: false, errors: [{ ErrorText: 'CaptchaRequired' }], data: null });
  });
});

describe('sendContactForm', () => {
  const form = { storeName: 'Osborne Park', customerName: 'Liam Walker', customerEmail: 'liam.walker@example.com.au', customerSubject: 'Build question', customerMessage: 'Can you fit a 360mm AIO in the O11?', brand: 'Rigkit' };

  it('stores the enquiry and e-mails the chosen store\'s mailbox', async () => {
    const result = await t.call('POST', '/sendContactForm', { body: form, headers: captchaV3 });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, errors: [], data: null });
    const mail = await lastMail('contact-form');
    expect(mail).toMatchObject({ to: 'osbornepark@rigkit.example', subject: 'Build question' });
    expect(mail?.text).toContain('From: Liam Walker <liam.walker@example.com.au>');
    const stored = await t.database.db.selectFrom('contact_messages').selectAll().orderBy('contact_message_id', 'desc').executeTakeFirst();
    expect(stored).toMatchObject({ recipient: 'osbornepark@rigkit.example', customer_message: form.customerMessage });
  });

  it('sends to Wangara when no store is chosen (the default)', async () => {
    await t.call('POST', '/sendContactForm', { body: { ...form, storeName: null, customerSubject: null }, headers: captchaV3 });
    expect(await lastMail('contact-form')).toMatchObject({ to: 'wangara@rigkit.example', subject: 'Website enquiry from Liam Walker' });
  });

  it.each([
    [{ customerName: '   ' }, 'Please fill in all contact form fields'],
    [{ customerMessage: '  ' }, 'Please fill in all contact form fields'],
    [{ customerEmail: 'liam@example.c1' }, 'Please enter a valid email address'],
    [{ storeName: 'Perth CBD' }, 'storeName must be one of Bentley, Osborne Park, Cockburn, Wangara, Moorabbin, Heatherton, Gnangara, Dandenong, Feedback, Sales, Marketing, Redeem, Recall; got "Perth CBD"'],
  ])('refuses %j with 422 and the form\'s message', async (overrides, text) => {
    const result = await t.call('POST', '/sendContactForm', { body: { ...form, ...overrides }, headers: captchaV3 });
    expect(result.status).toBe(422);
    expect(result.body.errors[0]?.ErrorText).toBe(text);
  });

  it('needs a captcha, and a low score asks for the version 2 challenge', async () => {
    expect((await t.call('POST', '/sendContactForm', { body: form })).status).toBe(403);
    const low = await t.call('POST', '/sendContactForm', { body: form, headers: { clientCaptchaKey: 'sandbox-v3-0.2', captchaVersion: '3' } });
    expect(low.body.errors).toEqual([{ ErrorText: 'CaptchaRequired' }]);
    expect((await t.call('POST', '/sendContactForm', { body: form, headers: { clientCaptchaKey: 'sandbox-v2-pass', captchaVersion: '2' } })).status).toBe(200);
  });

  it('answers the spec\'s failure text, and keeps nothing, when the e-mail cannot be sent', async () => {
    const before = (await t.database.db.selectFrom('contact_messages').select('contact_message_id').execute()).length;
    t.email.failNext(1);
    const result = await t.call('POST', '/sendContactForm', { body: form, headers: captchaV3 });
    expect(result.body).toEqual({ success: false, errors: [{ ErrorText: 'There was an issue sending your message.' }] });
    expect((await t.database.db.selectFrom('contact_messages').select('contact_message_id').execute()).length).toBe(before);
  });
});

describe('addToMailingList', () => {
  it('signs up once per address and tag, with one welcome e-mail', async () => {
    const body = { CustomerName: 'Mia Nguyen', CustomerEmail: 'Mia.Nguyen@example.com.au', TagName: null };
    expect((await t.call('POST', '/addToMailingList', { body })).body).toEqual({ success: true, errors: [], data: null });
    expect((await t.call('POST', '/addToMailingList', { body })).status).toBe(200);
    const welcomes = (await t.email.outbox()).filter((message) => message.kind === 'mailing-list-welcome' && message.to === 'mia.nguyen@example.com.au');
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]?.subject).toBe("You're in the loop!");
    const rows = await t.database.db.selectFrom('mailing_list_subscribers').selectAll().where('email_address', '=', 'mia.nguyen@example.com.au').execute();
    expect(rows.map((row) => row.tag_name)).toEqual(['Newsletter']);
  });

  it('refuses an address the form would refuse with the newsletter alert', async () => {
    const result = await t.call('POST', '/addToMailingList', { body: { CustomerEmail: 'mia@example.c1' } });
    expect(result.status).toBe(422);
    expect(result.body.errors[0]?.ErrorText).toBe('There was an issue signing you up to the newsletter. Please try again');
  });

  it('keeps no sign-up when the welcome cannot be sent, so a retry works', async () => {
    t.email.failNext(1);
    const failed = await t.call('POST', '/addToMailingList', { body: { CustomerEmail: 'retry@example.com.au', TagName: 'Deals' } });
    expect(failed.body.errors[0]?.ErrorText).toBe('There was an issue signing you up to the newsletter. Please try again');
    expect((await t.call('POST', '/addToMailingList', { body: { CustomerEmail: 'retry@example.com.au', TagName: 'Deals' } })).status).toBe(200);
    expect((await lastMail('mailing-list-welcome'))?.to).toBe('retry@example.com.au');
  });
});

describe('createCustomerNotification', () => {
  async function anItem(): Promise<{ id: number; description: string }> {
    const row = await t.database.db.selectFrom('items').select(['inventory_item_id', 'item_description']).where('item_type_code', '=', 'STK').orderBy('inventory_item_id').executeTakeFirstOrThrow();
    return { id: row.inventory_item_id, description: row.item_description };
  }

  it('stores an in-stock notification and confirms it by e-mail', async () => {
    const item = await anItem();
    const result = await t.call('POST', '/createCustomerNotification', { body: { inventoryItemId: item.id, inventoryWarehouseId: 6, EmailAddress: 'liam.walker@example.com.au', Mobile: '0412 345 678', NotificationType: 'FreeStock' } });
    expect(result.status).toBe(200);
    const id = (result.body.data as { NotificationId: number }).NotificationId;
    const row = await t.database.db.selectFrom('customer_notifications').selectAll().where('notification_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ notification_type: 'FreeStock', inventory_item_id: item.id, inventory_warehouse_id: 6, mobile: '0412345678' });
    expect((await lastMail('customer-notification'))?.subject).toBe(`We'll let you know: ${item.description} in stock at Osborne Park`);
  });

  it('subscribes to a knowledge base\'s updates (its group id in inventoryItemId)', async () => {
    const result = await t.call('POST', '/createCustomerNotification', { body: { inventoryItemId: 2, EmailAddress: 'liam.walker@example.com.au', NotificationType: 'KnowledgebaseGroup' } });
    expect(result.status).toBe(200);
    expect((await lastMail('customer-notification'))?.subject).toBe("We'll let you know: updates to Warranty and Returns");
  });

  it.each([
    [{ EmailAddress: 'liam@example.c1', NotificationType: 'FreeStock', inventoryItemId: 1 }, 422, 'There was an error, please check your details'],
    [{ EmailAddress: 'liam@example.com.au', Mobile: '12345', NotificationType: 'FreeStock', inventoryItemId: 1 }, 422, 'There was an error, please check your details'],
    [{ EmailAddress: 'liam@example.com.au', NotificationType: 'FreeStock' }, 422, 'inventoryItemId is required for a FreeStock notification'],
    [{ EmailAddress: 'liam@example.com.au', NotificationType: 'FreeStock', inventoryItemId: 1 }, 404, 'Item 1 was not found'],
    [{ EmailAddress: 'liam@example.com.au', NotificationType: 'KnowledgebaseGroup', inventoryItemId: 999 }, 404, 'Knowledge base group 999 was not found'],
    [{ EmailAddress: 'liam@example.com.au', NotificationType: 'FreeStock', inventoryItemId: 99_999_999_999 }, 400, 'inventoryItemId must be <= 2147483647'],
    [{ EmailAddress: 'liam@example.com.au', NotificationType: 'KnowledgebaseGroup', inventoryItemId: 99_999_999_999 }, 400, 'inventoryItemId must be <= 2147483647'],
  ])('refuses %j with %s', async (body, status, text) => {
    const result = await t.call('POST', '/createCustomerNotification', { body });
    expect(result.status).toBe(status);
    expect(result.body.errors[0]?.ErrorText).toBe(text);
  });
});
