// Newsletter signup (spec 1 §5 §8): an invalid e-mail clears the box and shows one alert.
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './email.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

export { NEWSLETTER_FAILED_TEXT, NEWSLETTER_SUCCESS_TEXT } from './newsletterText.ts';

export const newsletterSchema = z.object({
  email: z
    .string({ error: VALIDATION_MESSAGES.newsletterFailed })
    .check(z.trim(), z.regex(EMAIL_PATTERN, VALIDATION_MESSAGES.newsletterFailed)),
});

export type NewsletterValues = z.input<typeof newsletterSchema>;
