import { describe, expect, it } from 'vitest';
import { type Coupon, couponCartTotals, couponLinePrice, couponVerdict, isCouponRunning } from './coupons.ts';

const now = new Date('2026-11-22T05:00:00.000Z');
const coupon = (overrides: Partial<Coupon>): Coupon => ({
  promotionId: 1,
  promotionName: 'Promotion',
  code: 'CODE',
  type: 'CartDiscount',
  startsAt: new Date('2026-11-01T00:00:00.000Z'),
  finishesAt: new Date('2026-12-01T00:00:00.000Z'),
  minimumSpendCents: 0,
  amountCents: null,
  itemPrices: new Map(),
  ...overrides,
});
const freeMat = coupon({ code: 'FREEMAT', type: 'AddItem', amountCents: 0, itemPrices: new Map([[900100, 0]]) });
const ryzen50 = coupon({ code: 'RYZEN50', type: 'ItemPrice', itemPrices: new Map([[601001, 39_900]]) });
const fiftyOff = coupon({ code: 'SAVE50', type: 'CartDiscount', amountCents: 5_000, minimumSpendCents: 100_000 });
const freeShip = coupon({ code: 'FREESHIP', type: 'FreeShipping', minimumSpendCents: 20_000 });
const cart = (itemIds: number[], subtotalCents: number, lineCouponCodes: (string | null)[] = []) => ({ itemIds, subtotalCents, lineCouponCodes });

describe('coupon period', () => {
  it.each([
    ['2026-10-31T23:59:59.999Z', false],
    ['2026-11-01T00:00:00.000Z', true],
    ['2026-11-30T23:59:59.999Z', true],
    ['2026-12-01T00:00:00.000Z', false],
  ])('at %s running is %s (start inclusive, finish exclusive)', (at, running) => {
    expect(isCouponRunning(fiftyOff, new Date(at))).toBe(running);
  });
});

describe('whether a coupon applies', () => {
  it.each([
    ['an add-item coupon adds its item', freeMat, cart([601001], 50_000), { applies: true, addItemId: 900100 }],
    ['an add-item coupon adds its item once', freeMat, cart([601001, 900100], 50_000, [null, 'FREEMAT']), { applies: false }],
    ['an item-price coupon needs a participating item', ryzen50, cart([602000], 50_000), { applies: false }],
    ['an item-price coupon applies to a participating item', ryzen50, cart([601001], 50_000), { applies: true, addItemId: null }],
    ['a cart discount needs the minimum spend', fiftyOff, cart([601001], 99_999), { applies: false }],
    ['a cart discount at the minimum spend', fiftyOff, cart([601001], 100_000), { applies: true, addItemId: null }],
    ['free shipping needs a non-empty cart', freeShip, cart([], 0), { applies: false }],
    ['an unknown coupon type never applies', coupon({ type: 'GiftVoucher' }), cart([601001], 100_000), { applies: false }],
  ])('%s', (_title, given, givenCart, verdict) => {
    expect(couponVerdict(given, givenCart, now)).toEqual(verdict);
  });

  it('refuses a coupon outside its period', () => {
    expect(couponVerdict(fiftyOff, cart([601001], 200_000), new Date('2026-12-01T00:00:00.000Z'))).toEqual({ applies: false });
  });

  it('refuses a cart-wide coupon limited to items the cart does not hold', () => {
    const limited = coupon({ type: 'FreeShipping', itemPrices: new Map([[601001, 0]]) });
    expect(couponVerdict(limited, cart([602000], 100_000), now)).toEqual({ applies: false });
    expect(couponVerdict(limited, cart([602000, 601001], 100_000), now)).toEqual({ applies: true, addItemId: null });
  });
});

describe('line prices under coupons', () => {
  it('prices the line an add-item coupon added at the coupon price', () => {
    expect(couponLinePrice({ itemId: 900100, catalogueUnitCents: 1_995, addedByCouponCode: 'FREEMAT' }, [freeMat])).toEqual({ unitCents: 0, couponCode: 'FREEMAT' });
  });

  it('keeps the catalogue price of a line the coupon did not add', () => {
    expect(couponLinePrice({ itemId: 900100, catalogueUnitCents: 1_995, addedByCouponCode: null }, [freeMat])).toEqual({ unitCents: 1_995, couponCode: null });
  });

  it('lowers a participating item to its promotion price only when cheaper', () => {
    expect(couponLinePrice({ itemId: 601001, catalogueUnitCents: 44_900, addedByCouponCode: null }, [ryzen50])).toEqual({ unitCents: 39_900, couponCode: 'RYZEN50' });
    expect(couponLinePrice({ itemId: 601001, catalogueUnitCents: 35_000, addedByCouponCode: null }, [ryzen50])).toEqual({ unitCents: 35_000, couponCode: null });
  });
});

describe('cart totals under coupons', () => {
  it('takes a fixed discount off a cart at the minimum spend and frees shipping', () => {
    const totals = couponCartTotals(150_000, [fiftyOff, freeShip]);
    expect(totals.discountCents).toBe(5_000);
    expect(totals.freeShipping).toBe(true);
    expect(totals.applied.map((applied) => [applied.coupon.code, applied.discountCents])).toEqual([['SAVE50', 5_000], ['FREESHIP', 0]]);
  });

  it('never discounts below zero', () => {
    const big = coupon({ type: 'CartDiscount', amountCents: 10_000 });
    expect(couponCartTotals(6_000, [big, big]).discountCents).toBe(6_000);
  });

  it('lists line coupons without a cart discount and drops cart coupons under the minimum spend', () => {
    const totals = couponCartTotals(50_000, [freeMat, fiftyOff, freeShip]);
    expect(totals).toMatchObject({ discountCents: 0, freeShipping: true });
    expect(totals.applied.map((applied) => applied.coupon.code)).toEqual(['FREEMAT', 'FREESHIP']);
  });
});
