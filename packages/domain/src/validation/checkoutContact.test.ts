import { describe, expect, it } from 'vitest';
import { canUpdateExistingOrder, capitaliseFirstLetter, checkoutContactSchema, isValidMissingField } from './checkoutContact.ts';
import { validateForm } from './formErrors.ts';

const contact = { EmailAddress: 'Jane@Example.com', FirstName: 'jane', LastName: 'citizen', MobileNumber: '+61 412 345 678' };

describe('checkout contact step (spec 3 §5.4)', () => {
  it('lowercases the e-mail, capitalises the names and normalises the mobile', () => {
    expect(validateForm(checkoutContactSchema, contact).data).toEqual({
      EmailAddress: 'jane@example.com',
      FirstName: 'Jane',
      LastName: 'Citizen',
      MobileNumber: '0412345678',
    });
    expect(capitaliseFirstLetter('  mcDonald')).toBe('McDonald');
  });

  it.each([
    [{ EmailAddress: 'jane@' }, { EmailAddress: 'Please enter a valid email address' }],
    [{ FirstName: ' ' }, { FirstName: 'Please enter your first name' }],
    [{ LastName: '' }, { LastName: 'Please enter your last name' }],
    [{ MobileNumber: '0412' }, { MobileNumber: 'Please enter a valid mobile number' }],
  ])('%j blocks Next with %j', (overrides, errors) => {
    expect(validateForm(checkoutContactSchema, { ...contact, ...overrides }).errors).toEqual(errors);
  });
});

describe('existing-order missing fields (spec 3 §2.7 §5.4)', () => {
  it.each([
    ['EmailAddress', 'jane@example.com', true],
    ['EmailAddress', 'jane', false],
    ['MobileNumber', '0412 345 678', true],
    ['MobileNumber', '1234', false],
    ['ShippingSuburb', 'Perth', true],
    ['ShippingSuburb', ' ', false],
  ])('%s = %j is valid: %s', (field, value, expected) => {
    expect(isValidMissingField(field, value)).toBe(expected);
  });

  it('enables Update Order only when every field is valid', () => {
    expect(canUpdateExistingOrder({ EmailAddress: 'jane@example.com', MobileNumber: '0412345678' })).toBe(true);
    expect(canUpdateExistingOrder({ EmailAddress: 'jane@example.com', MobileNumber: '04' })).toBe(false);
  });
});
