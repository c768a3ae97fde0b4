import { formatPrice } from '../money/format.ts';

// Buy-now-pay-later banners (spec 2 §9, spec 3 §9): pay-in-4 for totals above $29 and below $1500; interest-free
// for totals below $4000. Both bounds are strict. The spec fixes the thresholds, not the words: the texts below
// are DESIGNED (marked so), in the tone of the store's other messages.
export const PAY_IN_FOUR_MINIMUM_EXCLUSIVE_CENTS = 2900;
export const PAY_IN_FOUR_MAXIMUM_EXCLUSIVE_CENTS = 150000;
export const INTEREST_FREE_MAXIMUM_EXCLUSIVE_CENTS = 400000;

export type BuyNowPayLaterKind = 'payInFour' | 'interestFree';

export interface BuyNowPayLaterMessage {
  kind: BuyNowPayLaterKind;
  /** Designed wording (not in the spec). */
  text: string;
}

/** One of four equal instalments, rounded up to the cent so four of them never fall short of the total. */
export function payInFourInstalmentCents(totalCents: number): number {
  return Math.ceil(totalCents / 4);
}

export function buyNowPayLaterMessages(totalCents: number): BuyNowPayLaterMessage[] {
  const messages: BuyNowPayLaterMessage[] = [];
  if (totalCents > PAY_IN_FOUR_MINIMUM_EXCLUSIVE_CENTS && totalCents < PAY_IN_FOUR_MAXIMUM_EXCLUSIVE_CENTS) {
    messages.push({
      kind: 'payInFour',
      text: `Or 4 interest-free payments of ${formatPrice(payInFourInstalmentCents(totalCents))}`,
    });
  }
  if (totalCents > 0 && totalCents < INTEREST_FREE_MAXIMUM_EXCLUSIVE_CENTS) {
    messages.push({ kind: 'interestFree', text: 'Buy now, pay later: interest-free payment plans available' });
  }
  return messages;
}
