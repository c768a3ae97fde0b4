import { describe, expect, it } from 'vitest';
import { isExistingOrderField, isPayableExistingOrder, normaliseMissingField } from './existingOrder.ts';

describe('a payment link is payable (spec 3 §2.7, §8)', () => {
  it.each([
    ['Sales Order', 'Awaiting Processing', 10_000, true],
    ['Sales Order', null, 1, true],
    ['Sales Order', 'Being Built', 5_000, true],
    ['Sales Order', 'Awaiting Processing', 0, false],
    ['Sales Order', 'Completed', 0, false],
    ['Sales Order', 'Cancelled', 10_000, false],
    ['Quote', 'Open Quote', 10_000, false],
    ['Invoice', null, 10_000, false],
  ] as const)('%s, status %s, owing %i cents: %s', (documentType, documentStatus, balanceOwingCents, payable) => {
    expect(isPayableExistingOrder({ documentType, documentStatus, balanceOwingCents })).toBe(payable);
  });
});

describe('a missing field as the order stores it (spec 3 §5.4)', () => {
  it.each([
    ['EmailAddress', ' Mia.Nguyen@Example.com.AU ', 'mia.nguyen@example.com.au'],
    ['EmailAddress', 'mia@', null],
    ['MobileNumber', '+61 412 345 678', '0412345678'],
    ['MobileNumber', '0412 345', null],
    ['FirstName', ' mia', 'Mia'],
    ['LastName', '   ', null],
  ] as const)('%s %j → %j', (field, value, stored) => {
    expect(normaliseMissingField(field, value)).toBe(stored);
  });

  it('knows only the four contact fields', () => {
    expect(['FirstName', 'LastName', 'EmailAddress', 'MobileNumber', 'ShippingPostcode', '__proto__'].map(isExistingOrderField)).toEqual([true, true, true, true, false, false]);
  });
});
