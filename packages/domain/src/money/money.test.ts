import { describe, expect, it } from 'vitest';
import { centsFromDollars, dollarsFromCents } from './cents.ts';
import {
  bestSavingPercent,
  formatListingStrip,
  isNormalPriceShown,
  formatSaveUpTo,
  fromPriceCents,
  isDiscountShown,
  parseListingStrip,
  retailCents,
  savingPercent,
} from './discount.ts';
import { formatPrice, formatProductPrice } from './format.ts';

describe('centsFromDollars', () => {
  it.each([
    [1299.5, 129950],
    [0.29, 29],
    [19.99, 1999],
    [4.35, 435],
    [0.1 + 0.2, 30],
    [1500, 150000],
    [0, 0],
    [null, 0],
    [undefined, 0],
  ])('turns the API dollar number %s into exactly %i cents', (dollars, cents) => {
    expect(centsFromDollars(dollars)).toBe(cents);
  });

  it('turns cents back into the dollar number the API expects', () => {
    expect(dollarsFromCents(129950)).toBe(1299.5);
  });
});

describe('formatPrice (AUD, two decimals, spec 3 §9)', () => {
  it.each([
    [129950, '$1,299.50'],
    [129900, '$1,299.00'],
    [5, '$0.05'],
    [0, '$0.00'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it("prints every price as Intl's en-AU currency format does", () => {
    const intl = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 });
    const samples = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 100001, 999999, 1000000, 123456789, 98765432101];
    for (let cents = 0; cents < 300000; cents += 997) samples.push(cents);
    for (const cents of [...samples, ...samples.map((value) => -value).filter((value) => value !== 0)]) {
      expect(formatPrice(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('formatProductPrice (product pages drop ".00", spec 2 §9)', () => {
  it.each([
    [129900, '$1,299'],
    [129950, '$1,299.50'],
    [1000, '$10'],
    [1001, '$10.01'],
    [0, '$0'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatProductPrice(cents)).toBe(text);
  });
});

describe('fromPriceCents (from-price = minimum CustomerPriceIncTax, spec 2 §9)', () => {
  it('takes the lowest price of the list', () => {
    expect(fromPriceCents([{ CustomerPriceIncTax: 1299.5 }, { CustomerPriceIncTax: 999 }, { CustomerPriceIncTax: 2000 }])).toBe(99900);
  });
  it('has no from-price for an empty list', () => {
    expect(fromPriceCents([])).toBeUndefined();
  });
});

describe('isDiscountShown (a discount line only when the saving exceeds 2% of retail, spec 2 §9)', () => {
  it.each([
    [9800, 10000, false],
    [9799, 10000, true],
    [10000, 10000, false],
    [10500, 10000, false],
    [0, 0, false],
    [97, 100, true],
    [98, 100, false],
  ])('price %i against retail %i shows a discount line: %s', (price, retail, shown) => {
    expect(isDiscountShown(price, retail)).toBe(shown);
  });
});

describe('listing strips (spec 1 §2)', () => {
  it.each([
    ['save', 5000, 'Save $50!'],
    ['save', 1250, 'Save $12.50!'],
    ['priceDropped', 10000, 'Price Dropped by $100'],
    ['priceDropped', 150000, 'Price Dropped by $1,500'],
  ] as const)('%s of %i cents reads "%s"', (kind, cents, text) => {
    expect(formatListingStrip(kind, cents)).toBe(text);
    expect(parseListingStrip(text)).toEqual({ kind, savingCents: cents });
  });

  it('reads any other strip text as no known strip', () => {
    expect(parseListingStrip('Free Shipping')).toBeUndefined();
  });
});

describe('"Save up to N%" for the big item list (spec 1 §2)', () => {
  const promoted = { CustomerPriceIncTax: 66.5, NormalPrice: 100, RRPPriceIncTax: null };
  const items = [{ CustomerPriceIncTax: 90, RRPPriceIncTax: 100 }, promoted, { CustomerPriceIncTax: 50 }];

  it('uses the best whole percent, rounded down', () => {
    expect(savingPercent(6650, 10000)).toBe(33);
    expect(retailCents(promoted)).toBe(10000);
    expect(bestSavingPercent(items)).toBe(33);
    expect(formatSaveUpTo(items)).toBe('Save up to 33%');
  });

  it('says nothing when no item is discounted', () => {
    expect(formatSaveUpTo([{ CustomerPriceIncTax: 50 }])).toBeUndefined();
  });
});

describe('the Normal Price column (spec 1 §2 "Normal Price (only when present)")', () => {
  it.each([
    ['above the price', 2000, 2499, true],
    ['equal to the price (it would repeat it)', 2000, 2000, false],
    ['below the price', 2000, 1500, false],
    ['absent (0)', 2000, 0, false],
  ])('shows a normal price %s: %s', (_case, priceCents, normalCents, shown) => {
    expect(isNormalPriceShown(priceCents, normalCents)).toBe(shown);
  });
});
