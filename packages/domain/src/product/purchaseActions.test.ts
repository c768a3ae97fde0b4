import { describe, expect, it } from 'vitest';
import { addToExistingOrderMessages, productPurchaseActions } from './purchaseActions.ts';
import { makeProductItem } from './testing.ts';

describe('Buy Now and Add to existing order (spec 2 §5: site flags, stock items only)', () => {
  it.each([
    ['STK', true, true, { showsBuyNow: true, showsAddToExistingOrder: true }],
    ['STK', false, true, { showsBuyNow: false, showsAddToExistingOrder: true }],
    ['STK', true, false, { showsBuyNow: true, showsAddToExistingOrder: false }],
    ['KIT', true, true, { showsBuyNow: false, showsAddToExistingOrder: false }],
    ['B2B', true, true, { showsBuyNow: false, showsAddToExistingOrder: false }],
  ])('%s with Buy Now %s and Add to existing order %s → %j', (ItemTypeCode, isBuyNowEnabled, isAddToExistingOrderEnabled, expected) => {
    expect(productPurchaseActions(makeProductItem({ ItemTypeCode }), { isBuyNowEnabled, isAddToExistingOrderEnabled })).toEqual(expected);
  });

  it('quotes the add-to-existing-order texts verbatim', () => {
    expect(addToExistingOrderMessages).toEqual({
      added: 'Item added to order',
      failed: 'Unable to add item to order',
      noEligibleOrders: 'No eligible orders found that can be added to.',
    });
  });
});
