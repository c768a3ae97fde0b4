import { describe, expect, it } from 'vitest';
import { createAccountSchema, joinStreetAddress } from './createAccount.ts';
import { validateForm } from './formErrors.ts';

function makeAccount(overrides: Record<string, unknown> = {}) {
  return {
    IsCompany: false,
    CustomerFirstName: 'Jane',
    CustomerLastName: 'Citizen',
    Mobile: '0412 345 678',
    EmailAddress: 'jane@example.com',
    CustomerPassword: 'correct horse',
    ConfirmPassword: 'correct horse',
    ...overrides,
  };
}

describe('create account (spec 3 §5.1)', () => {
  it('accepts an individual and a company with an ABN', () => {
    expect(validateForm(createAccountSchema, makeAccount()).errors).toEqual({});
    expect(
      validateForm(createAccountSchema, makeAccount({ IsCompany: true, CustomerFirstName: '', CustomerLastName: 'Acme Pty Ltd', Abn: '51824753556' })).errors,
    ).toEqual({});
  });

  it('allows an empty mobile', () => {
    expect(validateForm(createAccountSchema, makeAccount({ Mobile: '' })).isValid).toBe(true);
  });

  it.each([
    [{ EmailAddress: 'jane@' }, { EmailAddress: 'Please enter a valid email address' }],
    [{ Mobile: '12345' }, { Mobile: 'Please enter a valid mobile number' }],
    [{ ConfirmPassword: 'correct horses' }, { ConfirmPassword: 'Passwords do not match' }],
    [{ IsCompany: true, Abn: ' ' }, { Abn: 'ABN is required for company accounts' }],
    [{ CustomerFirstName: '' }, { CustomerFirstName: 'Please enter your first name' }],
    [{ CustomerLastName: '' }, { CustomerLastName: 'Please enter your last name or company name' }],
    [{ CustomerPassword: '', ConfirmPassword: '' }, { CustomerPassword: 'Please enter a password' }],
    [{ IsCompany: true, Abn: '51824753557' }, { Abn: 'Please enter a valid ABN' }],
    [
      { CustomerPassword: 'short-one', ConfirmPassword: 'short-one' },
      { CustomerPassword: 'Your password must be at least 12 characters, or a passphrase of 4 or more words' },
    ],
  ])('%j gives %j', (overrides, errors) => {
    expect(validateForm(createAccountSchema, makeAccount(overrides)).errors).toEqual(errors);
  });

  it('joins the two street lines with a newline (spec 3 §2.2)', () => {
    expect(joinStreetAddress('Unit 4', '12 Hay Street')).toBe('Unit 4\n12 Hay Street');
    expect(joinStreetAddress('12 Hay Street', ' ')).toBe('12 Hay Street');
  });
});
