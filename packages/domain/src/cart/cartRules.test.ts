import { describe, expect, it } from 'vitest';
import { makeShippingOption } from '../shipping/testing.ts';
import { buyNowPayLaterMessages, payInFourInstalmentCents } from './buyNowPayLater.ts';
import { cartContainsCustomBuild, isCartLineReadOnly } from './cartLineAccess.ts';
import { cartTotals } from './cartTotals.ts';
import { cartMessages, EMPTY_CART_DELAY_MS } from './messages.ts';
import { MOUSE_MAT_OFFERS, mouseMatOfferLabel, showsMouseMatChooser } from './mouseMat.ts';
import { CART_QUICK_QUANTITIES, cartQuantityChoices, parseCartQuantity } from './quantity.ts';
import { cartShippingEstimate } from './shippingEstimate.ts';
import { makeCartLine, makeKitChild } from './testing.ts';

describe('cart quantity (spec 2 §5: pick 1 to 5 or type freely)', () => {
  it('offers quick quantities 1 to 5', () => {
    expect(CART_QUICK_QUANTITIES).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', null],
    ['-1', null],
    ['2.5', null],
    ['abc', null],
    ['', null],
  ])('parses %j as %s', (text, expected) => {
    expect(parseCartQuantity(text)).toBe(expected);
  });

  it('adds a typed quantity above 5 to the choices', () => {
    expect(cartQuantityChoices(3)).toEqual([1, 2, 3, 4, 5]);
    expect(cartQuantityChoices(8)).toEqual([1, 2, 3, 4, 5, 8]);
  });
});

describe('mouse-mat offers (spec 2 §9)', () => {
  it('has the four offers with their sizes and prices', () => {
    expect(MOUSE_MAT_OFFERS.map(mouseMatOfferLabel)).toEqual([
      'Standard 320x270mm – Free',
      'Large 450x400mm – $10',
      'Wide 900x300mm – $15',
      'Desk 1220x590mm – $29',
    ]);
    expect(MOUSE_MAT_OFFERS.map((offer) => offer.priceCents)).toEqual([0, 1000, 1500, 2900]);
  });

  it.each([
    ['Logitech G640 Mousepad', false],
    ['SteelSeries QcK MOUSEPAD XL', false],
    ['Corsair mousepad', false],
    ['Logitech G502 Mouse', true],
    ['Mouse pad (two words)', true],
  ])('with %j in the cart the chooser shows: %s', (ItemDescription, expected) => {
    expect(showsMouseMatChooser([makeCartLine({ ItemDescription: 'Keyboard' }), makeCartLine({ ItemDescription })])).toBe(expected);
  });
});

describe('cart shipping estimate (spec 2 §9: cheapest non-pickup, "Free" when zero)', () => {
  it('ignores pickup even when it is cheaper and picks the cheapest of the rest', () => {
    const estimate = cartShippingEstimate([
      makeShippingOption({ ShippingMethodId: 1, ShippingCompanyId: 1, TotalCostIncTax: 0 }),
      makeShippingOption({ ShippingMethodId: 2, TotalCostIncTax: 15 }),
      makeShippingOption({ ShippingMethodId: 3, TotalCostIncTax: 12.5 }),
    ]);
    expect(estimate).toMatchObject({ costCents: 1250, label: '$12.50' });
    expect(estimate?.option.ShippingMethodId).toBe(3);
  });

  it('says "Free" when the cheapest costs nothing', () => {
    expect(cartShippingEstimate([makeShippingOption({ TotalCostIncTax: 0 })])?.label).toBe('Free');
  });

  it('has no estimate when only pickup is offered', () => {
    expect(cartShippingEstimate([makeShippingOption({ ShippingCompanyId: 1 })])).toBeNull();
  });
});

describe('buy-now-pay-later messages (spec 2 §9: pay-in-4 above $29 and below $1500; interest-free below $4000)', () => {
  it.each([
    [0, []],
    [2900, ['interestFree']],
    [2901, ['payInFour', 'interestFree']],
    [149999, ['payInFour', 'interestFree']],
    [150000, ['interestFree']],
    [399999, ['interestFree']],
    [400000, []],
  ])('a total of %i cents shows %j', (totalCents, kinds) => {
    expect(buyNowPayLaterMessages(totalCents).map((message) => message.kind)).toEqual(kinds);
  });

  it('states the instalment in the (designed) pay-in-4 text, rounded up to the cent', () => {
    expect(payInFourInstalmentCents(10001)).toBe(2501);
    expect(buyNowPayLaterMessages(10000)[0]?.text).toBe('Or 4 interest-free payments of $25.00');
  });
});

describe('wishlist lines (spec 2 §5: read-only unless wishlist admin)', () => {
  it.each([
    [99, false, true],
    [99, true, false],
    [null, false, false],
  ])('a line with CustomerWishlistItemId %s, admin %s, is read-only: %s', (CustomerWishlistItemId, isWishlistAdmin, expected) => {
    expect(isCartLineReadOnly(makeCartLine({ CustomerWishlistItemId }), { isWishlistAdmin })).toBe(expected);
  });
});

describe('custom-build flag for checkout (spec 3 §4.4)', () => {
  it.each([
    ['a kit with children', [makeCartLine({ ItemTypeCode: 'KIT', KitChildren: [makeKitChild()] })], true],
    ['a kit without children', [makeCartLine({ ItemTypeCode: 'KIT' })], false],
    ['stock items only', [makeCartLine(), makeCartLine({ LineNumber: 2 })], false],
  ])('%s: %s', (_label, lines, expected) => {
    expect(cartContainsCustomBuild(lines)).toBe(expected);
  });
});

describe('cart totals in cents', () => {
  it('sums ExtendedCost without float drift and adds shipping', () => {
    const lines = [makeCartLine({ UnitCost: 0.1, Quantity: 3 }), makeCartLine({ UnitCost: 19.99, Quantity: 2 })];
    expect(cartTotals(lines, 1250)).toEqual({ itemsCents: 4028, shippingCents: 1250, discountCents: 0, totalCents: 5278, itemCount: 5 });
  });

  it.each([
    ['a coupon discount comes off the items', 5000, 67_900, 1075, 5000, 63_975],
    ['no discount', 0, 67_900, 0, 0, 67_900],
    ['a discount larger than the items leaves only shipping', 90_000, 67_900, 1075, 67_900, 1075],
    ['a negative discount is none', -100, 67_900, 0, 0, 67_900],
  ])('%s', (_title, discountCents, itemsCents, shippingCents, appliedDiscount, totalCents) => {
    const totals = cartTotals([makeCartLine({ UnitCost: itemsCents / 100, Quantity: 1 })], shippingCents, discountCents);
    expect(totals).toEqual({ itemsCents, shippingCents, discountCents: appliedDiscount, totalCents, itemCount: 1 });
  });
});

describe('cart texts (spec 2 §2, §8)', () => {
  it('quotes the texts verbatim', () => {
    expect(cartMessages.empty).toBe('Your cart is empty');
    expect(cartMessages.shareFailed).toBe('There was an issue sharing your cart. Please reload the page.');
    expect(EMPTY_CART_DELAY_MS).toBe(1000);
  });
});
