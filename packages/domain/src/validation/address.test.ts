import { describe, expect, it } from 'vitest';
import {
  ADDRESS_SUGGESTION_DEBOUNCE_MS,
  ADDRESS_SUGGESTION_MIN_LENGTH,
  addressSchema,
  isCompleteAddress,
  isValidPostcode,
  sanitisePostcodeInput,
  shouldFetchAddressSuggestions,
} from './address.ts';
import { validateForm } from './formErrors.ts';

const address = { StreetAddressLine1: '12 Hay Street', Suburb: 'Perth', State: 'WA', Postcode: '6000' };

describe('postcode (spec 1 §5)', () => {
  it.each([
    ['6000', '6000', true],
    ['60a0', '600', false],
    ['6000 1', '6000', true],
    ['', '', false],
  ])('input %j keeps %j; lookup ready: %s', (input, kept, ready) => {
    expect(sanitisePostcodeInput(input)).toBe(kept);
    expect(isValidPostcode(sanitisePostcodeInput(input))).toBe(ready);
  });
});

describe('address (spec 1 §5)', () => {
  it('needs street line 1, suburb, state and postcode; line 2 is optional', () => {
    expect(validateForm(addressSchema, address).data).toEqual({ ...address, StreetAddressLine2: '' });
    expect(isCompleteAddress({ ...address, StreetAddressLine2: 'Unit 4' })).toBe(true);
  });

  it.each([
    ['StreetAddressLine1', ' ', 'Please enter a street address'],
    ['Suburb', '', 'Please enter a suburb'],
    ['State', '  ', 'Please enter a state'],
    ['Postcode', '600', 'Postcode must be 4 digits'],
  ])('rejects a blank or bad %s', (field, value, message) => {
    expect(validateForm(addressSchema, { ...address, [field]: value }).errors).toEqual({ [field]: message });
    expect(isCompleteAddress({ ...address, [field]: value })).toBe(false);
  });
});

describe('address suggestions (spec 1 §5 §9)', () => {
  it('start when more than 3 characters are typed, after 300 ms', () => {
    expect(ADDRESS_SUGGESTION_MIN_LENGTH).toBe(4);
    expect(ADDRESS_SUGGESTION_DEBOUNCE_MS).toBe(300);
  });

  it.each([
    ['12 H', true],
    ['12 ', false],
    ['abc', false],
    ['  ab  ', false],
  ])('%j fetches suggestions: %s', (text, expected) => {
    expect(shouldFetchAddressSuggestions(text)).toBe(expected);
  });
});
