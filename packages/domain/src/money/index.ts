export { centsFromDollars, dollarsFromCents } from './cents.ts';
export {
  bestSavingPercent,
  formatListingStrip,
  formatSaveUpTo,
  fromPriceCents,
  isDiscountShown,
  isNormalPriceShown,
  parseListingStrip,
  retailCents,
  savingCents,
  savingPercent,
} from './discount.ts';
export type { ListingStripKind } from './discount.ts';
export { formatPrice, formatProductPrice } from './format.ts';
