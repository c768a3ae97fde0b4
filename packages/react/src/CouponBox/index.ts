export { CouponBox } from './CouponBox.tsx';
export type { CouponBoxComponentProps } from './CouponBox.tsx';
export { useCouponBox } from './useCouponBox.ts';
export type { CartPromotion, CouponBoxAria, CouponBoxProps, CouponBoxState, CouponOfferRow } from './useCouponBox.ts';
export { couponBoxMessages, COUPON_BOX_TEXT } from './messages.ts';
