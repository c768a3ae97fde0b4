// In-stock notification form (spec 1 §7 createCustomerNotification, §8). The spec quotes only the failure text;
// we require a valid e-mail and accept an optional mobile, which must then be a valid Australian mobile.
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './email.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { AUSTRALIAN_MOBILE_PATTERN, normaliseMobileNumber } from './phone.ts';

export const NOTIFICATION_TYPES = ['FreeStock', 'KnowledgebaseGroup'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const failed = VALIDATION_MESSAGES.notificationFailed;

export const stockNotificationSchema = z.object({
  EmailAddress: z.string({ error: failed }).check(z.trim(), z.regex(EMAIL_PATTERN, failed)),
  Mobile: z._default(
    z.pipe(
      z.pipe(z.string({ error: failed }), z.transform(normaliseMobileNumber)),
      z.string().check(z.refine((mobile) => mobile === '' || AUSTRALIAN_MOBILE_PATTERN.test(mobile), failed)),
    ),
    '',
  ),
  NotificationType: z._default(z.enum(NOTIFICATION_TYPES, { error: failed }), 'FreeStock'),
});

export type StockNotificationValues = z.input<typeof stockNotificationSchema>;
