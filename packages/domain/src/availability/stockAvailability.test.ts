import { describe, expect, it } from 'vitest';
import { shipmentAvailability, siteStockAvailabilities, stockAvailability, type WarehouseStock } from './stockAvailability.ts';

// Wangara (1) and Bentley (2) are in WA, Moorabbin (4) in VIC; the supplier is warehouse 0.
const stock: WarehouseStock[] = [
  { InventoryWarehouseId: 0, Quantity: 10, ETA: '2026-12-16' },
  { InventoryWarehouseId: 1, Quantity: 2 },
  { InventoryWarehouseId: 2, Quantity: 1 },
  { InventoryWarehouseId: 4, Quantity: 0 },
];

describe('one item at one warehouse', () => {
  it.each([
    [2, 1, { Available: true, AvailableAfterTransfer: true, AvailabilityComment: 'In stock', ETA: null }],
    [3, 1, { Available: false, AvailableAfterTransfer: true, AvailabilityComment: 'Available after internal stock transfer', ETA: null }],
    [4, 1, { Available: false, AvailableAfterTransfer: false, AvailabilityComment: 'In stock at supplier', ETA: '2026-12-16T00:00:00.000Z' }],
    [1, 4, { Available: false, AvailableAfterTransfer: false, AvailabilityComment: 'In stock at supplier', ETA: '2026-12-16T00:00:00.000Z' }],
    [11, 1, { Available: false, AvailableAfterTransfer: false, AvailabilityComment: 'Out of stock', ETA: '2026-12-16T00:00:00.000Z' }],
  ])('%i units at warehouse %i', (quantity, warehouseId, expected) => {
    expect(stockAvailability(stock, quantity, warehouseId)).toEqual(expected);
  });

  it('lists every site warehouse in order for a cart line', () => {
    expect(siteStockAvailabilities(stock, 1).map((line) => [line.InventoryWarehouseId, line.Available])).toEqual([
      [1, true], [2, true], [3, false], [4, false], [5, false], [6, false], [9, false],
    ]);
  });
});

describe('a shipment from one warehouse', () => {
  const kit = { stock: [], quantity: 1, isBuiltToOrder: true };

  it('is in stock when every line is on the shelf, ignoring built-to-order kits', () => {
    expect(shipmentAvailability([{ stock, quantity: 2, isBuiltToOrder: false }, kit], 1)).toEqual({
      Available: true, AvailableAfterTransfer: true, AvailabilityComment: 'In stock', FurthestStockETA: null,
    });
  });

  it('needs a transfer when one line is elsewhere in the state', () => {
    expect(shipmentAvailability([{ stock, quantity: 3, isBuiltToOrder: false }], 1)).toMatchObject({ Available: false, AvailableAfterTransfer: true });
  });

  it('carries the furthest supplier ETA among lines the state cannot serve', () => {
    const later: WarehouseStock[] = [{ InventoryWarehouseId: 0, Quantity: 0, ETA: '2027-01-20' }];
    expect(shipmentAvailability([{ stock, quantity: 1, isBuiltToOrder: false }, { stock: later, quantity: 1, isBuiltToOrder: false }], 4)).toEqual({
      Available: false, AvailableAfterTransfer: false, AvailabilityComment: 'Out of stock', FurthestStockETA: '2027-01-20T00:00:00.000Z',
    });
  });
});
