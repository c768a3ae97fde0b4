import { describe, expect, it } from 'vitest';
import {
  detectCardBrand,
  isCardExpiryValid,
  isValidCardHolder,
  isValidCardNumber,
  isValidCvv,
  makeCardSchema,
  parseCardExpiry,
  passesLuhn,
} from './card.ts';
import { validateForm } from './formErrors.ts';

const now = new Date('2025-06-15T00:00:00Z');

describe('card holder (spec 3 §5.4 §9)', () => {
  it.each([
    ['Jane', 'checkout', true],
    ['Jan', 'checkout', false],
    [' Jan ', 'checkout', false],
    ['Jane', 'storedCard', false],
    ['Jane C', 'storedCard', true],
  ] as const)('%j at %s is long enough: %s', (name, form, expected) => {
    expect(isValidCardHolder(name, form)).toBe(expected);
  });
});

describe('card brand by IIN: Visa and Mastercard only', () => {
  it.each([
    ['4111 1111 1111 1111', 'Visa'],
    ['5105105105105100', 'Mastercard'],
    ['5500000000000004', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['2720990000000007', 'Mastercard'],
    ['2721000000000000', null],
    ['5600000000000000', null],
    ['378282246310005', null],
    ['6011111111111117', null],
    ['abcd', null],
  ])('%j is %j', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});

describe('Luhn and card number', () => {
  it.each([
    ['4111111111111111', true, true],
    ['4111111111111112', false, false],
    ['5555555555554444', true, true],
    ['4222222222222', true, true],
    ['378282246310005', true, false],
    ['411111111111', false, false],
  ])('%j passes Luhn: %s; valid card: %s', (number, luhn, valid) => {
    expect(passesLuhn(number)).toBe(luhn);
    expect(isValidCardNumber(number)).toBe(valid);
  });
});

describe('expiry against an injected now (2025-06-15)', () => {
  it.each([
    ['06/25', true],
    ['6/2025', true],
    ['0525', false],
    ['05/25', false],
    ['12/30', true],
    ['13/26', false],
    ['00/26', false],
    ['ab/cd', false],
  ])('%j is valid: %s', (expiry, expected) => {
    expect(isCardExpiryValid(expiry, now)).toBe(expected);
  });

  it('parses two- and four-digit years', () => {
    expect(parseCardExpiry('07/27')).toEqual({ month: 7, year: 2027 });
    expect(parseCardExpiry('07/2027')).toEqual({ month: 7, year: 2027 });
  });
});

describe('CVV', () => {
  it.each([
    ['123', true],
    ['12', false],
    ['1234', false],
    ['12a', false],
  ])('%j is valid: %s', (cvv, expected) => {
    expect(isValidCvv(cvv)).toBe(expected);
  });
});

describe('card form schema', () => {
  const card = { cardHolder: 'Jane Citizen', cardNumber: '4111 1111 1111 1111', expiry: '12/27', cvv: '123' };

  it('accepts a valid Visa at checkout', () => {
    expect(validateForm(makeCardSchema({ form: 'checkout', now }), card).isValid).toBe(true);
  });

  it('reports one message per field', () => {
    expect(
      validateForm(makeCardSchema({ form: 'storedCard', now }), { cardHolder: 'Jane', cardNumber: '378282246310005', expiry: '01/25', cvv: '1' }).errors,
    ).toEqual({
      cardHolder: 'Please enter the name shown on the card',
      cardNumber: 'Only Visa and Mastercard are accepted',
      expiry: 'Please enter a valid expiry date',
      cvv: 'Please enter a valid CVV',
    });
    expect(validateForm(makeCardSchema({ form: 'checkout', now }), { ...card, cardNumber: '4111111111111112' }).errors).toEqual({
      cardNumber: 'Please enter a valid card number',
    });
  });
});
