// Card details (spec 3 §5.4 §9): holder name, Visa and Mastercard only, Luhn, expiry against an injected "now", CVV.
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';

/** The cardholder name must be longer than this many characters (spec 3 §9). */
export const CARD_HOLDER_MIN_EXCLUSIVE_LENGTH = { checkout: 3, storedCard: 4 } as const;
export type CardForm = keyof typeof CARD_HOLDER_MIN_EXCLUSIVE_LENGTH;

export type CardBrand = 'Visa' | 'Mastercard';

/** True when the trimmed holder name is long enough for the form it is typed in. */
export function isValidCardHolder(name: string, form: CardForm): boolean {
  return name.trim().length > CARD_HOLDER_MIN_EXCLUSIVE_LENGTH[form];
}

/** Digits of a card number as typed (spaces and dashes removed). */
export function cardNumberDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Brand by issuer identification number: Visa 4; Mastercard 51–55 and 2221–2720. Other brands give null. */
export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = cardNumberDigits(cardNumber);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('4')) return 'Visa';
  const two = Number(digits.slice(0, 2));
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'Mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'Mastercard';
  return null;
}

/** The Luhn check digit test. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumberDigits(cardNumber);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const CARD_LENGTHS: Record<CardBrand, readonly number[]> = { Visa: [13, 16, 19], Mastercard: [16] };

/** A Visa or Mastercard number of the brand's length that passes Luhn. */
export function isValidCardNumber(cardNumber: string): boolean {
  const brand = detectCardBrand(cardNumber);
  return brand !== null && CARD_LENGTHS[brand].includes(cardNumberDigits(cardNumber).length) && passesLuhn(cardNumber);
}

/** Parses "MM/YY", "MM/YYYY" or "MMYY" into month and four-digit year, or null. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (match === null) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid to the end of its expiry month (compared in UTC so the answer does not depend on the machine). */
export function isCardExpiryValid(value: string, now: Date): boolean {
  const expiry = parseCardExpiry(value);
  if (expiry === null) return false;
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return expiry.year > currentYear || (expiry.year === currentYear && expiry.month >= currentMonth);
}

/** Visa and Mastercard CVVs are 3 digits. */
export function isValidCvv(value: string): boolean {
  return /^\d{3}$/.test(value.trim());
}

const M = VALIDATION_MESSAGES;

/** The card form's schema for one form ("checkout" or "storedCard") at a given moment. */
export function makeCardSchema(options: { form: CardForm; now: Date }) {
  return z
    .object({
      cardHolder: z._default(z.string(), ''),
      cardNumber: z._default(z.string(), ''),
      expiry: z._default(z.string(), ''),
      cvv: z._default(z.string(), ''),
    })
    .check(
      z.superRefine((card, context) => {
        const fail = (field: string, message: string) =>
          context.addIssue({ code: 'custom', message, path: [field], input: card });
        if (!isValidCardHolder(card.cardHolder, options.form)) fail('cardHolder', M.cardHolderTooShort);
        if (cardNumberDigits(card.cardNumber).length > 0 && detectCardBrand(card.cardNumber) === null) {
          fail('cardNumber', M.cardBrandNotAccepted);
        } else if (!isValidCardNumber(card.cardNumber)) {
          fail('cardNumber', M.invalidCardNumber);
        }
        if (!isCardExpiryValid(card.expiry, options.now)) fail('expiry', M.invalidCardExpiry);
        if (!isValidCvv(card.cvv)) fail('cvv', M.invalidCardCvv);
      }),
    );
}

export type CardValues = z.input<ReturnType<typeof makeCardSchema>>;
