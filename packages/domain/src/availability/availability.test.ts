import { describe, expect, it } from 'vitest';
import { promotionCountdown } from './countdown.ts';
import { dispatchBlockNotices, itemOrderingNotice } from './dispatchBlock.ts';
import { parseEta } from './eta.ts';
import { availabilityFilterValues, isAvailabilityFilterValue, type AvailabilityFilterValue } from './filterValues.ts';
import { availabilityFilterLabel, availabilityFilterMenuOrder } from './labels.ts';
import { orderItemAvailability } from './orderItemStatus.ts';
import { gridTileAvailabilityText, isSoldOut, offersStockNotification, productAvailabilityText, productOrderingNotice } from './texts.ts';

describe('availability filter values and labels (spec 1 §2, §9)', () => {
  it('has the six values of spec 1 §9', () => {
    expect(availabilityFilterValues).toEqual([
      'in-stock-my-store',
      'in-stock-my-state',
      'in-stock-all-states',
      'in-stock-all-stores',
      'in-stock-any',
      'all',
    ]);
    expect([isAvailabilityFilterValue('in-stock-any'), isAvailabilityFilterValue('in-stock-everywhere')]).toEqual([true, false]);
  });

  it.each<[AvailabilityFilterValue, string]>([
    ['all', 'All'],
    ['in-stock-my-store', 'In Stock Wangara'],
    ['in-stock-all-stores', 'In Stock All Stores'],
    ['in-stock-my-state', 'In Stock WA'],
    ['in-stock-all-states', 'In Stock All States'],
    ['in-stock-any', 'In Stock Anywhere'],
  ])('labels %s "%s" for a Wangara shopper', (value, label) => {
    expect(availabilityFilterLabel(value, { storeName: 'Wangara', state: 'WA' })).toBe(label);
  });

  it('lists the choices in the header order of spec 1 §2', () => {
    expect(availabilityFilterMenuOrder.map((value) => availabilityFilterLabel(value, { storeName: 'Moorabbin', state: 'VIC' }))).toEqual([
      'All',
      'In Stock Moorabbin',
      'In Stock All Stores',
      'In Stock VIC',
      'In Stock All States',
      'In Stock Anywhere',
    ]);
  });
});

describe('grid tile stock text (spec 1 §2)', () => {
  const line = (InventoryWarehouseId: number, InStock: number | boolean) => ({ InventoryWarehouseId, InStock });
  it.each([
    ['B2B', [line(1, 5)], 'Enquire'],
    ['KIT', [], 'Built to order'],
    ['STK', [line(0, 3)], 'In stock at Supplier'],
    ['STK', [line(0, 3), line(2, 1)], 'In stock'],
    ['STK', [line(2, true)], 'In stock'],
    ['STK', [line(2, 0), line(0, false)], 'Out of stock'],
  ])('a %s item with stock %j shows "%s"', (ItemTypeCode, Availabilities, text) => {
    expect(gridTileAvailabilityText({ ItemTypeCode, Availabilities })).toBe(text);
  });
});

describe('product page stock text (spec 2 §4)', () => {
  it.each([
    [{ InventoryWarehouseId: 2, Available: true }, 'In stock'],
    [{ InventoryWarehouseId: 2, InStock: 4 }, 'In stock'],
    [{ InventoryWarehouseId: 0, Available: true }, 'In stock at supplier'],
    [{ InventoryWarehouseId: 4, Available: false, AvailableAfterTransfer: true }, 'Available after internal stock transfer'],
    [{ InventoryWarehouseId: 4, Available: false, ETA: '2024-12-16T00:00:00+08:00' }, 'Out of stock - ETA 16 Dec 2024'],
    [{ InventoryWarehouseId: 4, Available: false, ETA: '16/12/2024' }, 'Out of stock - ETA 16 Dec 2024'],
    [{ InventoryWarehouseId: 4, Available: false, ETA: '01/01/1901' }, 'Out of stock'],
    [{ InventoryWarehouseId: 4, Available: false }, 'Out of stock'],
  ])('%j reads "%s"', (line, text) => {
    expect(productAvailabilityText(line)).toBe(text);
  });

  it.each([
    [false, [{ InventoryWarehouseId: 1, Available: true }], 'This product is not available to order'],
    [false, [{ InventoryWarehouseId: 1, Available: false }], 'SOLD OUT'],
    [false, [], 'SOLD OUT'],
    [true, [{ InventoryWarehouseId: 1, Available: false }], undefined],
    [true, [{ InventoryWarehouseId: 1, Available: true }], undefined],
  ])('AvailableOnline %s with stock %j shows %s', (AvailableOnline, Availabilities, notice) => {
    expect(productOrderingNotice({ AvailableOnline, Availabilities })).toBe(notice);
  });

  it('counts the supplier as a warehouse with stock', () => {
    expect(isSoldOut([{ InventoryWarehouseId: 0, InStock: 2 }])).toBe(false);
  });

  it.each([
    ['STK', [{ InventoryWarehouseId: 0, InStock: 0, ETA: '2026-12-30' }], true],
    ['STK', [], true],
    ['STK', [{ InventoryWarehouseId: 4, Available: false, AvailableAfterTransfer: true }], false],
    ['STK', [{ InventoryWarehouseId: 4, Available: false }], true],
    ['STK', [{ InventoryWarehouseId: 0, InStock: 2 }], false],
    ['STK', [{ InventoryWarehouseId: 6, InStock: 1 }], false],
    ['KIT', [], false],
  ])('a %s item with stock %j offers the in-stock notification: %s', (ItemTypeCode, Availabilities, offers) => {
    expect(offersStockNotification({ ItemTypeCode, Availabilities })).toBe(offers);
  });
});

describe('ETA (spec 3 §4.8: 01/01/1901 means none)', () => {
  it.each([
    ['01/01/1901', undefined],
    ['1901-01-01T00:00:00', undefined],
    ['1901-01-01T00:00:00+08:00', undefined],
    ['', undefined],
    [null, undefined],
    ['not a date', undefined],
    ['16/12/2024', '2024-12-15T16:00:00.000Z'],
    ['2024-12-16T09:00:00', '2024-12-16T01:00:00.000Z'],
    ['2024-12-16T00:00:00Z', '2024-12-16T00:00:00.000Z'],
  ])('%s means %s', (value, iso) => {
    expect(parseEta(value)?.toISOString()).toBe(iso);
  });
});

describe('order item availability (spec 3 §4.8)', () => {
  it.each([
    [{ status: 'Ready to go' }, { label: 'Ready to go', description: 'In stock, ready to be picked' }],
    [{ status: 'Autostocker Block' }, { label: 'Autostocker Block', description: 'Blocked, contact store' }],
    [
      { status: 'Waiting Internal', ETA: '20/12/2024' },
      { label: 'Waiting Internal', description: 'Waiting for internal transfer from another store', etaText: 'ETA 20 Dec 2024' },
    ],
    [
      { status: 'Waiting Kit Stock', ETA: '20/12/2024' },
      { label: 'Waiting Kit Stock', description: 'An item in the bundle is out of stock', etaText: 'ETA 20 Dec 2024' },
    ],
    [
      { status: 'Waiting External', ETA: '01/01/1901' },
      { label: 'Waiting External', description: 'Waiting for supplier stock', etaText: 'An ETA will be given on dispatch' },
    ],
    [{ status: 'Waiting External', ItemTypeCode: 'LAB' }, { label: 'Available' }],
    [{ status: 'Autostocker Block', ItemTypeCode: 'INT' }, { label: 'Available' }],
  ])('%j shows %j', (item, expected) => {
    expect(orderItemAvailability(item)).toMatchObject(expected);
  });

  it('shows no ETA for Waiting Internal when the ETA is 01/01/1901', () => {
    expect(orderItemAvailability({ status: 'Waiting Internal', ETA: '01/01/1901' }).etaText).toBeUndefined();
  });
});

describe('promotion countdown (spec 2 §4, §9: under 1209600000 ms)', () => {
  const now = new Date('2024-12-01T00:00:00Z');
  const after = (ms: number) => new Date(now.getTime() + ms);

  it.each([
    [1209600000, 'until promotion stock is exhausted'],
    [1209600000 + 1, 'until promotion stock is exhausted'],
    [1209600000 - 1000, '13d 23:59:59'],
    [(2 * 86400 + 3 * 3600 + 4 * 60 + 5) * 1000, '2d 03:04:05'],
    [999, '0d 00:00:00'],
    [0, 'Ended'],
  ])('with %i ms left reads "%s"', (ms, text) => {
    expect(promotionCountdown(after(ms), now).text).toBe(text);
  });

  it('counts down per second', () => {
    const first = promotionCountdown(after(60000), now);
    const second = promotionCountdown(after(60000), new Date(now.getTime() + 1000));
    expect([first.text, second.text]).toEqual(['0d 00:01:00', '0d 00:00:59']);
  });
});

describe('dispatch-block notices (spec 2 §8)', () => {
  const now = new Date('2024-12-01T00:00:00Z');
  it('shows both notices with their dates while they are ahead', () => {
    expect(
      dispatchBlockNotices({ BlockInvoicesUntil: '2024-12-20T00:00:00+08:00', BlockSalesOrdersUntil: '2024-12-10T00:00:00' }, now),
    ).toEqual([
      'Goods cannot be dispatched or provided to customers until 20 Dec 2024',
      'Cannot be ordered until 10 Dec 2024',
    ]);
  });

  it.each([
    [{ BlockInvoicesUntil: '2024-11-30T00:00:00Z' }],
    [{ BlockSalesOrdersUntil: null }],
    [{}],
  ])('shows nothing for %j', (item) => {
    expect(dispatchBlockNotices(item, now)).toEqual([]);
  });
});

describe('why an item cannot be ordered, for its page and its tile alike (spec 2 §4, §8; issue 17 defect 4)', () => {
  const now = new Date('2024-12-01T00:00:00Z');
  const inStock = [{ InventoryWarehouseId: 1, InStock: true }];
  it.each([
    ['sold online, no block', { AvailableOnline: true, Availabilities: inStock }, undefined],
    ['a block ahead', { AvailableOnline: true, Availabilities: inStock, BlockSalesOrdersUntil: '2024-12-10T00:00:00+08:00' }, 'Cannot be ordered until 10 Dec 2024'],
    ['a block passed', { AvailableOnline: true, Availabilities: inStock, BlockSalesOrdersUntil: '2024-11-30T00:00:00+08:00' }, undefined],
    ['only a dispatch block (it can be ordered)', { AvailableOnline: true, Availabilities: inStock, BlockInvoicesUntil: '2024-12-10T00:00:00+08:00' }, undefined],
    ['not sold online, in stock', { AvailableOnline: false, Availabilities: inStock, BlockSalesOrdersUntil: '2024-12-10T00:00:00+08:00' }, 'This product is not available to order'],
    ['not sold online, no stock', { AvailableOnline: false, Availabilities: [] }, 'SOLD OUT'],
  ])('%s', (_title, item, notice) => {
    expect(itemOrderingNotice(item, now)).toBe(notice);
  });
});
