import { describe, expect, it } from 'vitest';
import { orderabilityErrors, orderabilityMessages, type OrderableItem } from './orderability.ts';

const makeOrderableItem = (partial: Partial<OrderableItem> = {}): OrderableItem => ({
  description: 'Samsung 990 PRO 2TB NVMe SSD',
  typeCode: 'STK',
  isAvailableOnline: true,
  limitPerTransaction: null,
  ...partial,
});

describe('orderability (spec 2 §3, §8; spec 3 §4.8)', () => {
  it('quotes the spec for an item that is not sold online (spec 2 §8)', () => {
    expect(orderabilityMessages.notAvailableOnline('Ex-demo RTX 4090')).toBe('Ex-demo RTX 4090: This product is not available to buy online or instore.');
  });

  it.each([
    ['a stock item', {}, 1, { isCompany: false }, []],
    ['an item not sold online', { isAvailableOnline: false }, 1, { isCompany: false }, ['Samsung 990 PRO 2TB NVMe SSD: This product is not available to buy online or instore.']],
    ['a B2B item for a retail customer', { typeCode: 'B2B' }, 1, { isCompany: false }, ['Samsung 990 PRO 2TB NVMe SSD is for business customers only']],
    ['a B2B item for a business customer', { typeCode: 'B2B' }, 1, { isCompany: true }, []],
    ['the LimitPerTransaction exactly', { limitPerTransaction: 2 }, 2, { isCompany: false }, []],
    ['one over the LimitPerTransaction', { limitPerTransaction: 2 }, 3, { isCompany: false }, ['Samsung 990 PRO 2TB NVMe SSD: at most 2 per order']],
    ['a kit in the cart', { typeCode: 'KIT' }, 1, { isCompany: false }, []],
    ['a kit on an order line', { typeCode: 'KIT' }, 1, { isCompany: false, isKitAllowed: false }, ['Samsung 990 PRO 2TB NVMe SSD is a custom build: configure it and add it to your cart instead']],
    [
      'every problem at once, in order',
      { typeCode: 'B2B', isAvailableOnline: false, limitPerTransaction: 1 },
      5,
      { isCompany: false },
      [
        'Samsung 990 PRO 2TB NVMe SSD: This product is not available to buy online or instore.',
        'Samsung 990 PRO 2TB NVMe SSD is for business customers only',
        'Samsung 990 PRO 2TB NVMe SSD: at most 1 per order',
      ],
    ],
  ] as const)('%s', (_name, item, quantity, options, expected) => {
    expect(orderabilityErrors(makeOrderableItem(item), quantity, options)).toEqual(expected);
  });
});
