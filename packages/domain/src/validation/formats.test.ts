import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkoutEmailSchema, emailSchema, isValidEmail, normaliseCheckoutEmail } from './email.ts';
import { guidV4Schema, isGuidV4 } from './guid.ts';
import { hexColourSchema, isHexColour } from './hexColour.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { australianPhoneSchema, isAustralianPhone, isValidMobileNumber, mobileNumberSchema, normaliseMobileNumber } from './phone.ts';

describe('e-mail (spec 1 §5, spec 3 §5.4)', () => {
  it.each([
    ['jane@example.com', true],
    ['jane.doe+pc@mail.example.com.au', true],
    ['"odd name"@example.com', true],
    ['jane@[192.168.1.10]', true],
    ['jane@localhost', false],
    ['jane@example', false],
    ['jane.example.com', false],
    ['jane@@example.com', false],
    ['jane doe@example.com', false],
    ['.jane@example.com', false],
    ['', false],
  ])('%j is valid: %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it('reports "Please enter a valid email address"', () => {
    const result = z.safeParse(emailSchema(), 'nope');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('lowercases the checkout e-mail before checking it', () => {
    expect(normaliseCheckoutEmail('  Jane@Example.COM ')).toBe('jane@example.com');
    expect(z.parse(checkoutEmailSchema, 'Jane@Example.COM')).toBe('jane@example.com');
  });
});

describe('Australian phone (spec 1 §5)', () => {
  it.each([
    ['1300 123 456', true],
    ['1800123456', true],
    ['1900123456', true],
    ['1902123456', true],
    ['1901123456', false],
    ['131234', true],
    ['13 12 34', true],
    ['1312345', false],
    ['02 9876 5432', true],
    ['(03) 9876-5432', true],
    ['0712345678', true],
    ['08 9300 1234', true],
    ['0512345678', false],
    ['0412 345 678', true],
    ['041234567', false],
    ['04123456789', false],
    ['phone', false],
  ])('%j is an Australian phone number: %s', (phone, expected) => {
    expect(isAustralianPhone(phone)).toBe(expected);
  });

  it('uses the given message', () => {
    expect(z.safeParse(australianPhoneSchema('phone pattern is invalid'), '123').error?.issues[0]?.message).toBe(
      'phone pattern is invalid',
    );
  });
});

describe('mobile normalisation (spec 3 §5.4 §9)', () => {
  it.each([
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['0412-345-678', '0412345678'],
    ['04123456789999', '0412345678'],
    ['(08) 9300 1234', '0893001234'],
    ['abc', ''],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseMobileNumber(input)).toBe(expected);
  });

  it.each([
    ['+61412345678', true],
    ['0893001234', true],
    ['041234567', false],
    ['0512345678', false],
  ])('%j is a valid mobile number: %s', (input, expected) => {
    expect(isValidMobileNumber(input)).toBe(expected);
  });

  it('parses to the normalised number or reports "Please enter a valid mobile number"', () => {
    expect(z.parse(mobileNumberSchema, '+61 412 345 678')).toBe('0412345678');
    expect(z.safeParse(mobileNumberSchema, '1234').error?.issues[0]?.message).toBe('Please enter a valid mobile number');
    expect(VALIDATION_MESSAGES.invalidMobile).toBe('Please enter a valid mobile number');
  });
});

describe('session GUID (spec 1 §5)', () => {
  it.each([
    ['3f2504e0-4f89-41d3-9a0c-0305e82c3301', true],
    ['3F2504E0-4F89-41D3-9A0C-0305E82C3301', true],
    ['3f2504e0-4f89-11d3-9a0c-0305e82c3301', false],
    ['3f2504e0-4f89-41d3-7a0c-0305e82c3301', false],
    ['00000000-0000-0000-0000-000000000000', false],
    ['3f2504e04f8941d39a0c0305e82c3301', false],
  ])('%j is a version-4 GUID: %s', (guid, expected) => {
    expect(isGuidV4(guid)).toBe(expected);
    expect(z.safeParse(guidV4Schema, guid).success).toBe(expected);
  });
});

describe('hex colour (spec 1 §5)', () => {
  it.each([
    ['#fff', true],
    ['#A1b2C3', true],
    ['#ffff', false],
    ['#12345', false],
    ['#1234567', false],
    ['fff', false],
    ['#ggg', false],
  ])('%j is a hex colour: %s', (colour, expected) => {
    expect(isHexColour(colour)).toBe(expected);
    expect(z.safeParse(hexColourSchema, colour).success).toBe(expected);
  });
});
