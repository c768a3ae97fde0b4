// Wishlist quantity (spec 3 §5.5): an integer of at least 1, saved on blur only when it changed.
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';

export const wishlistQuantitySchema = z.int({ error: VALIDATION_MESSAGES.invalidWishlistQuantity }).check(
  z.gte(1, VALIDATION_MESSAGES.invalidWishlistQuantity),
);

/** Parses the typed quantity: a whole number of at least 1, else null. */
export function parseWishlistQuantity(input: string): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && Number.isSafeInteger(quantity) ? quantity : null;
}

/** The quantity to save on blur, or null when the input is invalid or unchanged. */
export function wishlistQuantityToSave(input: string, savedQuantity: number): number | null {
  const quantity = parseWishlistQuantity(input);
  return quantity === null || quantity === savedQuantity ? null : quantity;
}
