// Consultation booking form (spec 1 §5, §7 bookAppointment).
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './email.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** ConsultationType values sent to bookAppointment (spec 1 §7). */
export const CONSULTATION_TYPES = ['Phone', 'Chat', 'Video Call'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

export const CONSULTATION_LIMITS = { nameMaxLength: 25, mobileMaxLength: 25, emailMaxLength: 255 } as const;

/** Mobile must be 04 followed by 8 digits (spec 1 §5). */
export const CONSULTATION_MOBILE_PATTERN = /^04\d{8}$/;

/** The mobile box keeps digits only, at most 25 of them (spec 1 §5). */
export function sanitiseConsultationMobile(value: string): string {
  return value.replace(/\D/g, '').slice(0, CONSULTATION_LIMITS.mobileMaxLength);
}

/** Name boxes are cut at 25 characters (spec 1 §5). */
export function sanitiseConsultationName(value: string): string {
  return value.slice(0, CONSULTATION_LIMITS.nameMaxLength);
}

const M = VALIDATION_MESSAGES;

function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message));
}

function name(requiredMessage: string) {
  return requiredText(requiredMessage).check(z.maxLength(CONSULTATION_LIMITS.nameMaxLength, M.nameTooLong));
}

export const consultationSchema = z.object({
  date: requiredText(M.consultationDateRequired),
  time: requiredText(M.consultationTimeRequired),
  consultType: z.enum(CONSULTATION_TYPES, { error: M.consultationTypeRequired }),
  firstName: name(M.firstNameRequired),
  lastName: name(M.lastNameRequired),
  mobile: z.pipe(
    z.pipe(z.string({ error: M.invalidConsultationMobile }), z.transform((value: string) => value.replace(/\D/g, ''))),
    z.string().check(
      z.maxLength(CONSULTATION_LIMITS.mobileMaxLength, M.mobileTooLong),
      z.regex(CONSULTATION_MOBILE_PATTERN, M.invalidConsultationMobile),
    ),
  ),
  email: z
    .string({ error: M.invalidEmail })
    .check(z.trim(), z.maxLength(CONSULTATION_LIMITS.emailMaxLength, M.emailTooLong), z.regex(EMAIL_PATTERN, M.invalidEmail)),
});

export type ConsultationValues = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;
