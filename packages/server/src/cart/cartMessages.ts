// Cart texts. Whether an item can be bought is the domain's rule, with its texts (orderabilityMessages). The coupon failure is the spec's own alert text (spec 1 §8), returned as the ErrorText so every
// client shows the same words.
import { orderabilityMessages, type OrderableItem } from '@rigkit/domain/cart';
import type { IndexedItem } from '../catalogue/catalogueIndex.ts';

export const couponFailureMessage =
  'Coupon could not be applied. Please note gift vouchers are applied in checkout with your payment details.';

export const cartErrors = {
  unknownItem: (id: number) => `Item ${id} does not exist`,
  notAvailableOnline: orderabilityMessages.notAvailableOnline,
  overLimit: orderabilityMessages.overLimit,
  b2bOnly: orderabilityMessages.b2bOnly,
  notAKit: (id: number) => `Item ${id} is not a custom build and cannot have kit children`,
} as const;

/** The catalogue facts the domain's orderability rule reads. */
export const orderableItem = (item: IndexedItem): OrderableItem => ({
  description: item.description,
  typeCode: item.typeCode,
  isAvailableOnline: item.availableOnline,
  limitPerTransaction: item.limitPerTransaction,
});
