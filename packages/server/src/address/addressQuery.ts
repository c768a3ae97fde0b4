// What the shopper typed, split into a house (or box) number and the words to find the street by. Pure, so the
// local provider's matching is table-tested without a database.

export interface AddressQuery {
  /** Unit of "3/12 Hay St", upper-cased ("3", "12A"). */
  unit: string | null;
  /** House number, or the PO box / locked bag / parcel locker number. */
  number: string | null;
  /** Lower-case words (letters and digits), each matched as the start of a word of the address. */
  words: string[];
}

/** Longer text is not an address anyone types; it gets no suggestions (designed). */
export const ADDRESS_QUERY_MAX_LENGTH = 120;
const MAX_WORDS = 8;
const houseNumber = /^(?:(\d{1,5}[a-z]?)\/)?(\d{1,5}[a-z]?)$/;
const boxNumber = /^\d{1,6}$/;
// The word before a box number: "PO Box 12", "Locked Bag 4", "Parcel Locker 10012".
const boxWords = new Set(['box', 'bag', 'locker']);

export function parseAddressQuery(text: string): AddressQuery {
  const tokens = text.toLowerCase().slice(0, ADDRESS_QUERY_MAX_LENGTH).split(/[\s,]+/).filter(Boolean);
  let unit: string | null = null;
  let number: string | null = null;
  const words: string[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1] ?? '';
    const house = index === 0 ? houseNumber.exec(token) : null;
    if (number === null && house) {
      unit = house[1]?.toUpperCase() ?? null;
      number = house[2]?.toUpperCase() ?? null;
      return;
    }
    if (number === null && boxWords.has(previous.replace(/[^a-z]/g, '')) && boxNumber.test(token)) {
      number = token;
      return;
    }
    words.push(...token.split(/[^a-z0-9]+/).filter(Boolean));
  });
  return { unit, number, words: words.slice(0, MAX_WORDS) };
}

/** The number part of a suggestion's street address: "3/12" or "12". */
export function numberPrefix(query: Pick<AddressQuery, 'unit' | 'number'>): string {
  return query.number === null ? '' : `${query.unit === null ? '' : `${query.unit}/`}${query.number}`;
}

/** The numeric value of a house number ("12A" is 12), compared with the street's highest number. */
export function numericPart(number: string): number {
  return Number.parseInt(number, 10);
}
