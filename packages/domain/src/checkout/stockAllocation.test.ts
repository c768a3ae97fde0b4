import { describe, expect, it } from 'vitest';
import { allocateStock, stockDemand, type StockRow } from './stockAllocation.ts';

describe('stockDemand', () => {
  it.each([
    ['one line', [{ InventoryItemId: 7, Quantity: 2 }], [[7, 2]]],
    ['two lines of one item count together', [{ InventoryItemId: 7, Quantity: 2 }, { InventoryItemId: 7, Quantity: 3 }], [[7, 5]]],
    [
      'a kit counts its children per kit, not itself',
      [{ InventoryItemId: 900, Quantity: 2, KitChildren: [{ InventoryItemId: 7, Quantity: 1 }, { InventoryItemId: 3, Quantity: 2 }] }],
      [[3, 4], [7, 2]],
    ],
    [
      'a part alone and inside a kit count together, sorted by item (the lock order)',
      [{ InventoryItemId: 7, Quantity: 1 }, { InventoryItemId: 900, Quantity: 1, KitChildren: [{ InventoryItemId: 7, Quantity: 1 }] }],
      [[7, 2]],
    ],
  ])('%s', (_name, lines, expected) => {
    expect([...stockDemand(lines)]).toEqual(expected);
  });
});

describe('allocateStock', () => {
  const stock: StockRow[] = [
    { inventoryItemId: 7, inventoryWarehouseId: 5, quantity: 2, eta: null },
    { inventoryItemId: 7, inventoryWarehouseId: 9, quantity: 3, eta: null },
    { inventoryItemId: 7, inventoryWarehouseId: 1, quantity: 0, eta: null },
    { inventoryItemId: 8, inventoryWarehouseId: 5, quantity: 1, eta: '2027-01-11' },
    { inventoryItemId: 8, inventoryWarehouseId: 9, quantity: 0, eta: '2026-12-20' },
  ];

  it('takes from the order warehouse first', () => {
    expect(allocateStock(new Map([[7, 2]]), stock, 9)).toEqual({ ok: true, allocations: [{ inventoryItemId: 7, inventoryWarehouseId: 9, quantity: 2 }], backorders: [] });
  });

  it('tops up from the other warehouses in warehouse order', () => {
    expect(allocateStock(new Map([[7, 4]]), stock, 9)).toEqual({
      ok: true,
      allocations: [
        { inventoryItemId: 7, inventoryWarehouseId: 9, quantity: 3 },
        { inventoryItemId: 7, inventoryWarehouseId: 5, quantity: 1 },
      ],
      backorders: [],
    });
  });

  it('takes every last unit, and refuses one more', () => {
    expect(allocateStock(new Map([[7, 5]]), stock, 5).ok).toBe(true);
    expect(allocateStock(new Map([[7, 6]]), stock, 5)).toEqual({ ok: false, shortItemIds: [7] });
  });

  it('names every short item, including one with no stock row at all', () => {
    expect(allocateStock(new Map([[7, 9], [6, 1]]), stock, 5)).toEqual({ ok: false, shortItemIds: [7, 6] });
  });

  it('backorders what a due supplier delivery will bring, after every unit on hand', () => {
    expect(allocateStock(new Map([[8, 3]]), stock, 9)).toEqual({
      ok: true,
      allocations: [{ inventoryItemId: 8, inventoryWarehouseId: 5, quantity: 1 }],
      backorders: [{ inventoryItemId: 8, quantity: 2, eta: '2026-12-20' }],
    });
  });
});
