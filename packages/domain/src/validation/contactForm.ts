// Contact form (spec 1 §5 §8): one alert at a time, checked in the spec's order.
import * as z from 'zod/mini';
import { contactFormMessage, type ContactFormValues } from './contactFormRule.ts';

export { CONTACT_FORM_LIMITS, contactFormMessage } from './contactFormRule.ts';
export type { ContactFormValues } from './contactFormRule.ts';

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
