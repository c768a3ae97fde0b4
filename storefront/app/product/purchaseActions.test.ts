import { describe, expect, it } from 'vitest';
import { standardPurchaseActions } from './purchaseActions.ts';

const now = new Date('2026-11-22T06:00:00Z');
const bothOn = { isBuyNowEnabled: true, isAddToExistingOrderEnabled: true };
const wangara = { InventoryWarehouseId: 1, Location: 'Wangara', State: 'WA', InStock: true };
const inStock = [wangara];
const stockItem = { ItemTypeCode: 'STK' as const, AvailableOnline: true, Availabilities: inStock, BlockSalesOrdersUntil: null };

describe('Buy Now and Add to existing order on the standard product page (spec 2 §4, §5)', () => {
  it('offers both for a stock item that can be ordered, when the site turns them on', () => {
    expect(standardPurchaseActions(stockItem, bothOn, now)).toEqual({ showsBuyNow: true, showsAddToExistingOrder: true });
    expect(standardPurchaseActions(stockItem, { isBuyNowEnabled: false, isAddToExistingOrderEnabled: true }, now)).toEqual({ showsBuyNow: false, showsAddToExistingOrder: true });
  });

  it.each([
    ['not available to order', { ...stockItem, AvailableOnline: false }],
    ['sold out', { ...stockItem, AvailableOnline: false, Availabilities: [{ ...wangara, InStock: false }] }],
    ['blocked from ordering until a later date', { ...stockItem, BlockSalesOrdersUntil: '2026-12-01T00:00:00' }],
  ])('offers neither for an item %s, whose Add to Cart is off', (_, item) => {
    expect(standardPurchaseActions(item, bothOn, now)).toEqual({ showsBuyNow: false, showsAddToExistingOrder: false });
  });
});
