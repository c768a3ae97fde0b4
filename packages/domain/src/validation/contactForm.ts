// Contact form (spec 1 §5 §8): one alert at a time, checked in the spec's order.
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './email.ts';
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

const contactFormShape = {
  storeName: z.optional(z.string()),
  name: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  message: z._default(z.string(), ''),
};

function contactFormRule(checkLengths: boolean) {
  return z.superRefine<ContactFormValues>((values, context) => {
    const message = contactFormMessage(values, checkLengths);
    if (message !== null) context.addIssue({ code: 'custom', message, input: values });
  });
}

/** The contact form; its single message is reported under the `form` key. */
export const contactFormSchema = z.object(contactFormShape).check(contactFormRule(true));

/** The dynamic-field variant: the same checks without the length limits (spec 1 §5). */
export const dynamicContactFormSchema = z.object(contactFormShape).check(contactFormRule(false));
