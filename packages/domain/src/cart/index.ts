export { AddToCartSources } from './types.ts';
export type {
  AddToCartLine,
  AddToCartSource,
  CartKitChild,
  CartLine,
  CartLineAvailability,
  ItemTypeCode,
  ShoppingCart,
} from './types.ts';
export {
  addOneToCart,
  addAllToCartLines,
  addToCartLines,
  findMatchingCartLine,
  haveIdenticalKitChildren,
  nextCartLineNumber,
  removeCartLine,
  setCartLineQuantity,
  withCartLineQuantity,
} from './addToCart.ts';
export { CART_QUICK_QUANTITIES, cartQuantityChoices, parseCartQuantity } from './quantity.ts';
export { MOUSE_MAT_OFFERS, mouseMatOfferLabel, showsMouseMatChooser } from './mouseMat.ts';
export type { MouseMatOffer } from './mouseMat.ts';
export { cartShippingEstimate } from './shippingEstimate.ts';
export type { CartShippingEstimate } from './shippingEstimate.ts';
export {
  buyNowPayLaterMessages,
  INTEREST_FREE_MAXIMUM_EXCLUSIVE_CENTS,
  PAY_IN_FOUR_MAXIMUM_EXCLUSIVE_CENTS,
  PAY_IN_FOUR_MINIMUM_EXCLUSIVE_CENTS,
  payInFourInstalmentCents,
} from './buyNowPayLater.ts';
export type { BuyNowPayLaterKind, BuyNowPayLaterMessage } from './buyNowPayLater.ts';
export { cartContainsCustomBuild, isCartLineReadOnly, isWishlistCartLine } from './cartLineAccess.ts';
export { cartTotals } from './cartTotals.ts';
export type { CartTotals } from './cartTotals.ts';
export { ADD_TO_CART_TOAST_MS, cartMessages, EMPTY_CART_DELAY_MS } from './messages.ts';
export { couponCartTotals, couponLinePrice, couponTypes, couponVerdict, isCouponRunning } from './coupons.ts';
export type { AppliedCoupon, Coupon, CouponCart, CouponCartTotals, CouponLinePrice, CouponType, CouponVerdict } from './coupons.ts';
export { orderabilityErrors, orderabilityMessages } from './orderability.ts';
export type { OrderabilityOptions, OrderableItem } from './orderability.ts';
export { MAXIMUM_LINE_QUANTITY, isAllowedLineQuantity } from './lineQuantity.ts';
