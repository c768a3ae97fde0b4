// The contact form's one-alert rule (spec 1 §5 §8) without zod: the contact page's widget runs it in the browser,
// and a module holding zod schemas would bring zod along (its schemas are built when the module loads).
import { EMAIL_PATTERN } from './emailPattern.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

export const CONTACT_FORM_LIMITS = { nameMaxLength: 1000, emailMaxLength: 1000, messageMaxLength: 100000 } as const;

export type ContactFormValues = {
  /** Store chosen in the optional drop-down (spec 1 §2). */
  storeName?: string | undefined;
  name: string;
  email: string;
  message: string;
};

/** The alert for the given values, or null when they can be sent; `checkLengths` is false for the dynamic-field variant. */
export function contactFormMessage(values: ContactFormValues, checkLengths = true): string | null {
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (name === '' && email === '' && message === '') return VALIDATION_MESSAGES.contactFormEmpty;
  if (name === '' || email === '' || message === '') return VALIDATION_MESSAGES.contactFormIncomplete;
  if (!EMAIL_PATTERN.test(email)) return VALIDATION_MESSAGES.invalidEmail;
  if (
    checkLengths &&
    (values.name.length > CONTACT_FORM_LIMITS.nameMaxLength ||
      values.email.length > CONTACT_FORM_LIMITS.emailMaxLength ||
      values.message.length > CONTACT_FORM_LIMITS.messageMaxLength)
  ) {
    return VALIDATION_MESSAGES.contactFormTooLong;
  }
  return null;
}
