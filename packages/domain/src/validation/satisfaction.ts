// Satisfaction page (spec 3 §5.6 §9).
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './email.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { isAustralianPhone } from './phone.ts';

export const SATISFACTION_FEEDBACK_MAX_LENGTH = 230;
export const SATISFACTION_RATING = { min: 1, max: 5 } as const;
export const SATISFACTION_THANK_YOU_TEXT = 'Thank you !';

/** The feedback box keeps at most 230 characters. */
export function sanitiseFeedback(value: string): string {
  return value.slice(0, SATISFACTION_FEEDBACK_MAX_LENGTH);
}

const M = VALIDATION_MESSAGES;

export const satisfactionSchema = z
  .object({
    rating: z.int({ error: M.ratingRequired }).check(z.gte(SATISFACTION_RATING.min, M.ratingRequired), z.lte(SATISFACTION_RATING.max, M.ratingRequired)),
    feedback: z
      .string({ error: M.feedbackEmpty })
      .check(z.trim(), z.minLength(1, M.feedbackEmpty), z.maxLength(SATISFACTION_FEEDBACK_MAX_LENGTH, M.feedbackTooLong)),
    requiresResponse: z._default(z.boolean(), false),
    email: z._default(z.string().check(z.trim()), ''),
    phone: z._default(z.string().check(z.trim()), ''),
  })
  .check(
    z.superRefine((form, context) => {
      // Contact details are checked only when the customer asks to be contacted.
      if (!form.requiresResponse) return;
      if (form.email === '' || form.phone === '') {
        context.addIssue({ code: 'custom', message: M.contactDetailsEmpty, input: form });
        return;
      }
      if (!EMAIL_PATTERN.test(form.email)) context.addIssue({ code: 'custom', message: M.emailPatternInvalid, path: ['email'], input: form });
      if (!isAustralianPhone(form.phone)) context.addIssue({ code: 'custom', message: M.phonePatternInvalid, path: ['phone'], input: form });
    }),
  );

export type SatisfactionValues = z.input<typeof satisfactionSchema>;
