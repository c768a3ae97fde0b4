// Share texts: the failure alert (spec 2 §8) and the copied notice (spec 3 §8) come from the domain; the rest is designed.
import { ACCOUNT_SHARED_MESSAGES } from '@rigkit/domain/account';
import { cartMessages } from '@rigkit/domain/cart';

export const shareCartMessages = {
  share: 'Share',
  sharing: 'Sharing', // designed
  link: 'Link to this cart', // designed
  copy: 'Copy link', // designed
  copied: ACCOUNT_SHARED_MESSAGES.linkCopied,
  failed: cartMessages.shareFailed,
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/ShareCart exported it. Use `shareCartMessages`. */
export const SHARE_CART_TEXT = shareCartMessages;
