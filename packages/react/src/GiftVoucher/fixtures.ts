// fetchGiftVoucherBalance as the reference server answers it: GV-8F3K-2M9Q holds $100, any other code nothing.
import type { PaymentEntry } from '@rigkit/domain/payments';

export const voucherCode = 'GV-8F3K-2M9Q';

export const fetchBalance = async (code: string): Promise<number | null> => (code.toUpperCase() === voucherCode ? 100 : null);

/** The same voucher, already in the payments. */
export const paymentsWithVoucher: PaymentEntry[] = [{ PaymentMethodId: 7, PaymentAmount: 100, ExternalToken: voucherCode, CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false }];
