// Mouse-mat chooser texts: the offer labels come from the domain (`mouseMatOfferLabel`); these are designed.
import { couponBoxMessages } from '../CouponBox/messages.ts';

export const mouseMatChooserMessages = {
  label: 'Add a mouse mat', // designed
  description: 'Pick one mouse mat offer; it is added to your cart with its coupon.', // designed
  applying: 'Applying offer', // designed
  applied: (name: string) => `${name} mouse mat offer applied`, // designed
  /** Applying an offer is applying a coupon, so its failure is spec 1 §8's coupon alert. */
  failed: couponBoxMessages.failed,
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/MouseMatChooser exported it. Use `mouseMatChooserMessages`. */
export const MOUSE_MAT_CHOOSER_TEXT = mouseMatChooserMessages;
