import { describe, expect, it } from 'vitest';
import { validateForm } from './formErrors.ts';
import { accountChangePasswordSchema, forgotPasswordSchema, resetPasswordSchema, storefrontChangePasswordSchema } from './password.ts';

describe('forgot password (spec 3 §5.2)', () => {
  it.each([
    ['jane@example.com', {}],
    ['', { EmailAddress: 'Invalid email input' }],
    ['jane.example.com', { EmailAddress: 'Invalid email input' }],
  ])('%j gives %j', (EmailAddress, errors) => {
    expect(validateForm(forgotPasswordSchema, { EmailAddress }).errors).toEqual(errors);
  });
});

describe('reset password (spec 3 §5.2)', () => {
  it.each([
    [{ ResetId: 'abc', NewPassword: 'secret1', ConfirmPassword: 'secret1' }, true],
    [{ ResetId: '', NewPassword: 'secret1', ConfirmPassword: 'secret1' }, false],
    [{ ResetId: 'abc', NewPassword: '', ConfirmPassword: '' }, false],
    [{ ResetId: 'abc', NewPassword: 'secret1', ConfirmPassword: 'secret2' }, false],
  ])('%j is valid: %s', (values, valid) => {
    const result = validateForm(resetPasswordSchema, values);
    expect(result.isValid).toBe(valid);
    if (!valid) expect(new Set(Object.values(result.errors))).toEqual(new Set(['Invalid password input']));
  });
});

describe('change password: both wordings', () => {
  it.each([
    [{ OldPassword: '', NewPassword: 'b', ConfirmPassword: 'b' }, 'Please fill in all fields', 'Please fill all fields'],
    [{ OldPassword: 'a', NewPassword: 'b', ConfirmPassword: '' }, 'Please fill in all fields', 'Please fill all fields'],
    [
      { OldPassword: 'a', NewPassword: 'b', ConfirmPassword: 'c' },
      'New password and confirmation do not match',
      'Confirm password field does not match',
    ],
  ])('%j: spec 3 §5.5 says %j, spec 2 §8 says %j', (values, accountMessage, storefrontMessage) => {
    expect(validateForm(accountChangePasswordSchema, values).errors).toEqual({ form: accountMessage });
    expect(validateForm(storefrontChangePasswordSchema, values).errors).toEqual({ form: storefrontMessage });
  });

  it('accepts matching new passwords', () => {
    const values = { OldPassword: 'a', NewPassword: 'b', ConfirmPassword: 'b' };
    expect(validateForm(accountChangePasswordSchema, values).isValid).toBe(true);
    expect(validateForm(storefrontChangePasswordSchema, values).isValid).toBe(true);
  });
});
