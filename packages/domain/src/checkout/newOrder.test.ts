import { describe, expect, it } from 'vitest';
import { blockedItemsRefusal } from './newOrder.ts';

// 10:00 on 1 December 2026 in Perth (AWST, UTC+8).
const now = new Date('2026-12-01T02:00:00Z');

describe('a submit with items whose sales orders are blocked (spec 2 §8, checked at submit)', () => {
  it.each([
    { case: 'no block', until: null, refusal: undefined },
    { case: 'a block that has ended', until: '2026-11-30T00:00:00', refusal: undefined },
    {
      case: 'a block still ahead',
      until: '2026-12-11T00:00:00',
      refusal: 'RTX 5090 Pre-order: Cannot be ordered until 11 Dec 2026. Please remove it from your cart to place your order.',
    },
  ])('$case', ({ until, refusal }) => {
    expect(blockedItemsRefusal([{ description: 'RTX 5090 Pre-order', BlockSalesOrdersUntil: until }], now)).toBe(refusal);
  });

  it('names every blocked item and only those', () => {
    expect(
      blockedItemsRefusal(
        [
          { description: 'Card A', BlockSalesOrdersUntil: '2026-12-11T00:00:00' },
          { description: 'Mouse', BlockSalesOrdersUntil: null },
          { description: 'Card B', BlockSalesOrdersUntil: '2026-12-20T00:00:00' },
        ],
        now,
      ),
    ).toBe('Card A: Cannot be ordered until 11 Dec 2026. Card B: Cannot be ordered until 20 Dec 2026. Please remove them from your cart to place your order.');
  });
});
