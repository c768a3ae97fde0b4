import type { MouseMatCouponCodes } from './useMouseMatChooser.ts';

/** Invented coupon codes for the four offers (the real ones come from the promotion set-up). */
export const mockMouseMatCouponCodes: MouseMatCouponCodes = {
  standard: 'MAT-STANDARD',
  large: 'MAT-LARGE',
  wide: 'MAT-WIDE',
  desk: 'MAT-DESK',
};
