import { describe, expect, it } from 'vitest';
import { canChangeKitChildOf, containsBuild, documentActions, documentDetailPath, documentPdfPath, existingOrderCheckoutPath } from './documentDetail.ts';

const stock = { ItemTypeCode: 'STK', KitChildren: [] };

describe('order and quote page buttons (spec 3 §2.9, §4.8)', () => {
  // "Order actions (Add Item, Cancel, delete item ...) are allowed only while the order status is "Awaiting
  // Processing", "Backorder" or missing"; "Make Payment shows when balance owing is over 0 and (type not Quote and
  // status not Completed, or type Quote and status "Open Quote")".
  it.each([
    ['Sales Order', 'Awaiting Processing', 100, { addItem: true, deleteItem: true, cancel: true, makePayment: true }],
    ['Sales Order', 'Backorder', 0, { addItem: true, deleteItem: true, cancel: true, makePayment: false }],
    ['Sales Order', null, 10, { addItem: true, deleteItem: true, cancel: true, makePayment: true }],
    ['Sales Order', '', 10, { addItem: true, deleteItem: true, cancel: true, makePayment: true }],
    ['Sales Order', 'Being Built', 10, { addItem: false, deleteItem: false, cancel: false, makePayment: true }],
    ['Sales Order', 'Completed', 10, { addItem: false, deleteItem: false, cancel: false, makePayment: false }],
    ['Sales Order', 'Cancelled', 0, { addItem: false, deleteItem: false, cancel: false, makePayment: false }],
    ['Quote', 'Open Quote', 10, { addItem: false, deleteItem: false, cancel: true, makePayment: true }],
    ['Quote', 'Expired Quote', 10, { addItem: false, deleteItem: false, cancel: false, makePayment: false }],
  ] as const)('a %s in status %j owing %d', (DocumentType, DocumentStatus, BalanceOwing, expected) => {
    expect(documentActions({ DocumentType, DocumentStatus, BalanceOwing, Items: [stock] })).toEqual({ ...expected, buildWarning: false });
  });

  it.each([
    ['no items', [], false],
    ['stock only', [stock], false],
    ['a KIT line', [stock, { ItemTypeCode: 'KIT' }], true],
    ['a line with kit children', [{ ItemTypeCode: 'STK', KitChildren: [{}] }], true],
  ])('the build warning with %s: %s', (_name, items, expected) => {
    expect(containsBuild(items)).toBe(expected);
    expect(documentActions({ DocumentType: 'Sales Order', DocumentStatus: 'Completed', BalanceOwing: 0, Items: items }).buildWarning).toBe(expected);
  });

  // "changing a kit child additionally requires its remote build status to be in that same set".
  it.each([
    ['Awaiting Processing', 'Awaiting Processing', true],
    ['Awaiting Processing', null, true],
    ['Awaiting Processing', 'Being Built', false],
    ['Being Built', 'Awaiting Processing', false],
    ['Backorder', 'Backorder', true],
  ])('a kit child of an order %j whose build is %j can change: %s', (order, remote, expected) => {
    expect(canChangeKitChildOf({ DocumentType: 'Sales Order', DocumentStatus: order }, remote)).toBe(expected);
    expect(canChangeKitChildOf({ DocumentType: 'Quote', DocumentStatus: order }, remote)).toBe(false);
  });
});

describe('document addresses (spec 3 §2.1, §7)', () => {
  it.each([
    ['Sales Order', '/account/order/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a', '/fetchDocumentPdf/SalesOrder/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a/SO-331044'],
    ['Quote', '/account/quote/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a', '/fetchDocumentPdf/Quote/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a/SO-331044'],
    ['Invoice', '/account/order/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a', '/fetchDocumentPdf/Invoice/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a/SO-331044'],
  ])('a %s', (DocumentType, page, pdf) => {
    const DocumentGuid = 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a';
    expect(documentDetailPath(DocumentType, DocumentGuid)).toBe(page);
    expect(documentPdfPath({ DocumentType, DocumentGuid, DocumentNumber: 'SO-331044' })).toBe(pdf);
  });

  it('pays through the existing-order checkout', () => {
    expect(existingOrderCheckoutPath('d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a')).toBe('/Checkout/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a');
  });
});
