// What a stored card is shown as (spec 3 §3 "Stored card" DisplayString), from the masked number the card provider
// gives back ("411111******1881"): the brand by its leading digits and the last four. Only Visa and Mastercard are
// accepted (spec 3 §5.4), so anything else is not a card to store.
export type CardBrand = 'Visa' | 'Mastercard';

export function cardBrandOf(maskedCard: string): CardBrand | null {
  const digits = maskedCard.replace(/\D/g, '');
  if (digits.startsWith('4')) return 'Visa';
  const firstTwo = Number(digits.slice(0, 2));
  const firstFour = Number(digits.slice(0, 4));
  if ((firstTwo >= 51 && firstTwo <= 55) || (firstFour >= 2221 && firstFour <= 2720)) return 'Mastercard';
  return null;
}

/** "Visa ending in 1881", or null when the masked number is not a Visa or Mastercard with its last four digits. */
export function storedCardDisplayString(maskedCard: string): string | null {
  const match = /^(\d{6})[*\dX•]{2,9}(\d{4})$/.exec(maskedCard.replace(/\s/g, ''));
  const brand = match ? cardBrandOf(match[1] ?? '') : null;
  return match && brand ? `${brand} ending in ${match[2]}` : null;
}
