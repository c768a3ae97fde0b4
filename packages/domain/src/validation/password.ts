// Forgotten, reset and changed passwords (spec 3 §5.2 §5.5, spec 2 §8).
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';

const M = VALIDATION_MESSAGES;

/** Forgot: e-mail non-empty and containing "@", else the alert "Invalid email input" (spec 3 §5.2). */
export const forgotPasswordSchema = z.object({
  EmailAddress: z.string({ error: M.invalidEmailInput }).check(z.trim(), z.minLength(1, M.invalidEmailInput), z.includes('@', M.invalidEmailInput)),
});

/** Reset: both entries non-empty and equal and a reset id present, else "Invalid password input" (spec 3 §5.2). */
export const resetPasswordSchema = z
  .object({
    ResetId: z.string({ error: M.invalidPasswordInput }).check(z.minLength(1, M.invalidPasswordInput)),
    NewPassword: z.string({ error: M.invalidPasswordInput }).check(z.minLength(1, M.invalidPasswordInput)),
    ConfirmPassword: z.string({ error: M.invalidPasswordInput }).check(z.minLength(1, M.invalidPasswordInput)),
  })
  .check(z.refine((form) => form.NewPassword === form.ConfirmPassword, { message: M.invalidPasswordInput, path: ['ConfirmPassword'] }));

export type ChangePasswordMessages = { allFieldsRequired: string; confirmationMismatch: string };

/** The account area's wording (spec 3 §5.5). */
export const ACCOUNT_CHANGE_PASSWORD_MESSAGES: ChangePasswordMessages = {
  allFieldsRequired: M.fillInAllFields,
  confirmationMismatch: M.newPasswordMismatch,
};

/** The wording of the change-password form of spec 2 §8. */
export const STOREFRONT_CHANGE_PASSWORD_MESSAGES: ChangePasswordMessages = {
  allFieldsRequired: M.fillAllFields,
  confirmationMismatch: M.confirmPasswordMismatch,
};

/** Old, new and confirmation all required, new equal to confirmation; the message reported under `form`. */
export function makeChangePasswordSchema(messages: ChangePasswordMessages) {
  const field = z._default(z.string(), '');
  return z
    .object({ OldPassword: field, NewPassword: field, ConfirmPassword: field })
    .check(
      z.superRefine((form, context) => {
        if (form.OldPassword === '' || form.NewPassword === '' || form.ConfirmPassword === '') {
          context.addIssue({ code: 'custom', message: messages.allFieldsRequired, input: form });
        } else if (form.NewPassword !== form.ConfirmPassword) {
          context.addIssue({ code: 'custom', message: messages.confirmationMismatch, input: form });
        }
      }),
    );
}

export const accountChangePasswordSchema = makeChangePasswordSchema(ACCOUNT_CHANGE_PASSWORD_MESSAGES);
export const storefrontChangePasswordSchema = makeChangePasswordSchema(STOREFRONT_CHANGE_PASSWORD_MESSAGES);

export type ChangePasswordValues = z.input<typeof accountChangePasswordSchema>;
