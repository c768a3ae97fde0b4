import { describe, expect, it } from 'vitest';
import { purchaseEvent } from './purchaseEvent.ts';

describe('purchaseEvent (spec 3 §2.8, issue 15 item 6)', () => {
  it('reports the order with shipping and tax 0', () => {
    const event = purchaseEvent({
      DocumentGuid: 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a',
      DocumentNumber: 'SO-400001',
      TotalCostPriceIncTax: 1333.95,
      Items: [{ InventoryItemId: 612345, ItemDescription: 'ASUS TUF Gaming GeForce RTX 5070 12GB', Quantity: 1, UnitCost: 1299 }],
    });
    expect(event).toEqual({
      event: 'purchase',
      transaction_id: 'SO-400001',
      currency: 'AUD',
      value: 1333.95,
      shipping: 0,
      tax: 0,
      items: [{ item_id: '612345', item_name: 'ASUS TUF Gaming GeForce RTX 5070 12GB', quantity: 1, price: 1299 }],
    });
  });

  it('has no items and value 0 when the order gives none', () => {
    expect(purchaseEvent({ DocumentGuid: 'x', DocumentNumber: 'SO-1' })).toMatchObject({ value: 0, shipping: 0, tax: 0, items: [] });
  });
});
