// Savings against retail: the discount line (spec 2 §9), the tile listing strips (spec 1 §2) and the big item
// list's "Save up to N%" (spec 1 §2). All arithmetic in integer cents.
import { centsFromDollars } from './cents.ts';
import { formatProductPrice } from './format.ts';

/** The lowest CustomerPriceIncTax of a list, in cents: the from-price (spec 2 §9); undefined for no items. */
export function fromPriceCents(items: readonly { CustomerPriceIncTax: number }[]): number | undefined {
  let lowest: number | undefined;
  for (const item of items) {
    const cents = centsFromDollars(item.CustomerPriceIncTax);
    if (lowest === undefined || cents < lowest) lowest = cents;
  }
  return lowest;
}

/** What the shopper saves against retail, in cents; never negative. */
export function savingCents(priceCents: number, retailCents: number): number {
  return Math.max(0, retailCents - priceCents);
}

/** A discount line shows only when the saving exceeds 2 % of retail (spec 2 §9); exactly 2 % does not. */
export function isDiscountShown(priceCents: number, retailCents: number): boolean {
  // saving > retail × 2 / 100, kept in integers: saving × 50 > retail.
  return retailCents > 0 && savingCents(priceCents, retailCents) * 50 > retailCents;
}

/**
 * The compact list's Normal Price column shows a normal price "only when present" (spec 1 §2): a normal price equal
 * to (or below) the price is no information, only the price again.
 */
export function isNormalPriceShown(priceCents: number, normalCents: number): boolean {
  return normalCents > priceCents;
}

/** Whole percent saved, rounded down so a claim is never larger than the saving. */
export function savingPercent(priceCents: number, retailCents: number): number {
  return retailCents > 0 ? Math.floor((savingCents(priceCents, retailCents) * 100) / retailCents) : 0;
}

export type ListingStripKind = 'save' | 'priceDropped';

/** Tile listing strips (spec 1 §2): "Save $N!" and "Price Dropped by $N", N without ".00" when whole. */
export function formatListingStrip(kind: ListingStripKind, saving: number): string {
  const amount = formatProductPrice(saving);
  return kind === 'save' ? `Save ${amount}!` : `Price Dropped by ${amount}`;
}

const stripPatterns: [ListingStripKind, RegExp][] = [
  ['save', /^Save \$([\d,]+(?:\.\d{2})?)!$/],
  ['priceDropped', /^Price Dropped by \$([\d,]+(?:\.\d{2})?)$/],
];

/** Reads a WebListingStrip back into its kind and cents; undefined for any other text. */
export function parseListingStrip(text: string): { kind: ListingStripKind; savingCents: number } | undefined {
  for (const [kind, pattern] of stripPatterns) {
    const match = pattern.exec(text.trim());
    if (match?.[1]) return { kind, savingCents: centsFromDollars(Number(match[1].replaceAll(',', ''))) };
  }
  return undefined;
}

interface PricedItem {
  CustomerPriceIncTax: number;
  RRPPriceIncTax?: number | null;
  NormalPrice?: number | null;
}

/** Retail reference of an item: the higher of RRP and normal price, in cents. */
export function retailCents(item: PricedItem): number {
  return Math.max(centsFromDollars(item.RRPPriceIncTax), centsFromDollars(item.NormalPrice));
}

/** Best whole-percent saving of a list (big item list tiles, spec 1 §2); 0 when nothing is discounted. */
export function bestSavingPercent(items: readonly PricedItem[]): number {
  let best = 0;
  for (const item of items) best = Math.max(best, savingPercent(centsFromDollars(item.CustomerPriceIncTax), retailCents(item)));
  return best;
}

/** "Save up to N%", or undefined when no item saves anything. */
export function formatSaveUpTo(items: readonly PricedItem[]): string | undefined {
  const percent = bestSavingPercent(items);
  return percent > 0 ? `Save up to ${percent}%` : undefined;
}
