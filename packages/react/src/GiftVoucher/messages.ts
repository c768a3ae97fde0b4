// Gift voucher texts. The two refusals are spec 3 §5.4's, quoted from @rigkit/domain (paymentMessages); the rest is
// designed.
import { paymentMessages } from '@rigkit/domain/payments';

export const giftVoucherMessages = {
  label: 'Gift voucher code', // designed
  apply: 'Apply voucher', // designed
  checking: 'Checking voucher…', // designed
  noBalanceOrInvalid: paymentMessages.giftVoucherNoBalanceOrInvalid,
  alreadyInPayments: paymentMessages.giftVoucherAlreadyInPayments,
  /** When the balance could not be asked for at all (the call failed): designed. */
  unavailable: 'We could not check that voucher. Please try again.',
} as const;
