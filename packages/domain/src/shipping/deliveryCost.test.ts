import { describe, expect, it } from 'vitest';
import { chargeableKilograms, deliveryCostCents, isMetroPostcode } from './deliveryCost.ts';

describe('metro postcodes for same-day and Uber-style couriers', () => {
  it.each([
    ['6000', true], ['6199', true], ['6200', false], ['6530', false],
    ['3000', true], ['3207', true], ['3208', false], ['3350', false], ['2000', false],
  ])('%s is metro: %s', (postcode, metro) => {
    expect(isMetroPostcode(postcode)).toBe(metro);
  });
});

describe('delivery cost', () => {
  it.each([
    [[], 1],
    [[{ weightGrams: 200, quantity: 1 }], 1],
    [[{ weightGrams: 1000, quantity: 1 }], 1],
    [[{ weightGrams: 1001, quantity: 1 }], 2],
    [[{ weightGrams: 800, quantity: 3 }, { weightGrams: 12_000, quantity: 1 }], 15],
  ])('charges %j as %i kg (started kilograms, at least 1)', (lines, kilograms) => {
    expect(chargeableKilograms(lines)).toBe(kilograms);
  });

  const courier = { baseCostCents: 995, costPerKgCents: 150, isExpress: false };
  const sameDay = { baseCostCents: 2_500, costPerKgCents: 100, isExpress: true };

  it('is a base plus a rate per kilogram', () => {
    expect(deliveryCostCents(courier, 3, false)).toBe(1_445);
  });

  it('is free for free-shipping carts, except express metro couriers', () => {
    expect(deliveryCostCents(courier, 3, true)).toBe(0);
    expect(deliveryCostCents(sameDay, 3, true)).toBe(2_800);
  });
});
