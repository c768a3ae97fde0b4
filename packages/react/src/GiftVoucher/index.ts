export { GiftVoucher } from './GiftVoucher.tsx';
export type { GiftVoucherComponentProps } from './GiftVoucher.tsx';
export { useGiftVoucher } from './useGiftVoucher.ts';
export type { GiftVoucherAria, GiftVoucherProps, GiftVoucherState } from './useGiftVoucher.ts';
export { giftVoucherMessages } from './messages.ts';
