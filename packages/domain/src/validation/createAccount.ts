// Create Account form (spec 3 §2.2 §3 §5.1); field names are the payload's.
import * as z from 'zod/mini';
import { isValidAbn } from './abn.ts';
import { EMAIL_PATTERN } from './email.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { passwordPolicyProblem } from './passwordPolicy.ts';
import { AUSTRALIAN_MOBILE_PATTERN, normaliseMobileNumber } from './phone.ts';

const M = VALIDATION_MESSAGES;

const optionalText = z._default(z.string(), '');

export const createAccountSchema = z
  .object({
    IsCompany: z._default(z.boolean(), false),
    CustomerFirstName: optionalText,
    CustomerLastName: optionalText,
    ContactName: optionalText,
    Mobile: optionalText,
    EmailAddress: optionalText,
    Abn: optionalText,
    CustomerPassword: optionalText,
    ConfirmPassword: optionalText,
    BillingStreetAddress: optionalText,
    BillingSuburb: optionalText,
    BillingState: optionalText,
    BillingPostcode: optionalText,
    ShippingStreetAddress: optionalText,
    ShippingSuburb: optionalText,
    ShippingState: optionalText,
    ShippingPostcode: optionalText,
    billingSame: z._default(z.boolean(), true),
    showShipping: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((form, context) => {
      const fail = (field: string, message: string) =>
        context.addIssue({ code: 'custom', message, path: [field], input: form });
      if (!form.IsCompany && form.CustomerFirstName.trim() === '') fail('CustomerFirstName', M.firstNameRequired);
      if (form.CustomerLastName.trim() === '') fail('CustomerLastName', M.lastNameOrCompanyRequired);
      if (form.Mobile.trim() !== '' && !AUSTRALIAN_MOBILE_PATTERN.test(normaliseMobileNumber(form.Mobile))) {
        fail('Mobile', M.invalidMobile);
      }
      if (!EMAIL_PATTERN.test(form.EmailAddress.trim())) fail('EmailAddress', M.invalidEmail);
      if (form.IsCompany && form.Abn.trim() === '') fail('Abn', M.abnRequiredForCompany);
      else if (form.Abn.trim() !== '' && !isValidAbn(form.Abn)) fail('Abn', M.invalidAbnChecksum);
      if (form.CustomerPassword === '') fail('CustomerPassword', M.passwordRequired);
      else {
        // Length here; the breached-password list is checked by the server (passwordPolicy.ts).
        const problem = passwordPolicyProblem(form.CustomerPassword);
        if (problem) fail('CustomerPassword', problem);
      }
      if (form.ConfirmPassword !== form.CustomerPassword) fail('ConfirmPassword', M.passwordsDoNotMatch);
    }),
  );

export type CreateAccountValues = z.input<typeof createAccountSchema>;

/** The street address goes to the server as its two lines joined by a newline (spec 3 §2.2). */
export function joinStreetAddress(line1: string, line2: string): string {
  return line2.trim() === '' ? line1.trim() : `${line1.trim()}\n${line2.trim()}`;
}
