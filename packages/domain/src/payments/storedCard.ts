// What a stored card is shown as (spec 3 §3 "Stored card" DisplayString), from the masked number the card provider
// gives back ("411111******1881"): the brand by its first six digits and the last four. Only Visa and Mastercard are
// accepted (spec 3 §5.4), so anything else is not a card to store.
import { detectCardBrand } from '../validation/card.ts';

/** "Visa ending in 1881", or null when the masked number is not a Visa or Mastercard with its last four digits. */
export function storedCardDisplayString(maskedCard: string): string | null {
  const match = /^(\d{6})[*\dX•]{2,9}(\d{4})$/.exec(maskedCard.replace(/\s/g, ''));
  const brand = match ? detectCardBrand(match[1] ?? '') : null;
  return match && brand ? `${brand} ending in ${match[2]}` : null;
}
