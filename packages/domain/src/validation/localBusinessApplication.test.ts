import { describe, expect, it } from 'vitest';
import { validateForm } from './formErrors.ts';
import {
  LOCAL_BUSINESS_APPLICATION_FAILED_MESSAGE,
  LOCAL_BUSINESS_DEFAULT_STATE,
  localBusinessApplicationSchema,
} from './localBusinessApplication.ts';

function makeApplication(overrides: Record<string, unknown> = {}) {
  return {
    businessName: 'Acme Pty Ltd',
    abn: '51 824 753 556',
    website: 'acme.com.au',
    contactName: 'Jane Citizen',
    email: 'jane@acme.com.au',
    phone: '(03) 9555-1234',
    address: '1 Main Street',
    suburb: 'Dandenong South',
    postcode: '3175',
    ...overrides,
  };
}

describe('local business application (spec 1 §5)', () => {
  it('accepts a complete application and defaults the state to Victoria', () => {
    const result = validateForm(localBusinessApplicationSchema, makeApplication());
    expect(result.errors).toEqual({});
    expect(result.data?.state).toBe('Victoria');
    expect(LOCAL_BUSINESS_DEFAULT_STATE).toBe('Victoria');
  });

  it.each([
    ['businessName', 'Acme', 'Business name must be at least 5 characters'],
    ['abn', '5182475355', 'ABN must be 11 numbers'],
    ['website', 'a.au', 'Please enter a valid URL'],
    ['contactName', 'Jane', 'Contact name must be at least 5 characters'],
    ['email', 'jane@acme', 'Please enter a valid email address'],
    ['phone', '9555 12', 'Please enter a valid phone number'],
    ['phone', '9555-1234 x2', 'Please enter a valid phone number'],
    ['address', '1 Rd', 'Address must be at least 5 characters'],
    ['suburb', 'Ab', 'Suburb must be at least 3 letters'],
    ['suburb', 'Area 51', 'Suburb must be at least 3 letters'],
    ['state', 'V', 'State must be at least 2 letters'],
    ['state', 'V1C', 'State must be at least 2 letters'],
    ['postcode', '317', 'Postcode must be 4 digits'],
    ['postcode', '31755', 'Postcode must be 4 digits'],
  ])('rejects %s = %j with %j', (field, value, message) => {
    expect(validateForm(localBusinessApplicationSchema, makeApplication({ [field]: value })).errors).toEqual({ [field]: message });
  });

  it('shows "Please fill in all required fields correctly." when a submit fails', () => {
    expect(LOCAL_BUSINESS_APPLICATION_FAILED_MESSAGE).toBe('Please fill in all required fields correctly.');
  });
});
