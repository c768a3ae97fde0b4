// Checkout and the order confirmation (spec 3 §2.6 to §2.8, §7): the operations of checkout/.
import {
  fetchDocument,
  fetchFreshCheckoutState,
  fetchGiftVoucherBalance,
  fetchPaymentMethodsForCustomer,
  fetchStoreCredit,
  patchSalesOrderPostCheckout,
  submitOrder,
} from '../checkout/checkoutOperations.ts';
import { fetchCheckoutStateExistingOrder, patchExistingOrder } from '../checkout/existingOrder.ts';
import { createPaypalOrder, fetchBraintreeClientId } from '../checkout/redirectPayments.ts';
import { confirmZipPayment } from '../checkout/zipPayments.ts';
import type { Register } from '../http/operation.ts';

export function registerCheckoutRoutes(register: Register): void {
  register('GET', '/session/fetchFreshCheckoutState', fetchFreshCheckoutState);
  register('GET', '/fetchPaymentMethodsForCustomer', fetchPaymentMethodsForCustomer);
  register('GET', '/fetchStoreCredit', fetchStoreCredit);
  register('POST', '/fetchGiftVoucherBalance', fetchGiftVoucherBalance);
  register('POST', '/fetchCheckoutStateExistingOrder', fetchCheckoutStateExistingOrder);
  register('POST', '/orders/patchExistingOrder', patchExistingOrder);
  register('POST', '/submitOrder', submitOrder);
  register('POST', '/fetchBraintreeClientId', fetchBraintreeClientId);
  register('POST', '/createPaypalOrder', createPaypalOrder);
  register('POST', '/confirmZipPayment', confirmZipPayment);
  register('POST', '/fetchDocument', fetchDocument);
  register('POST', '/patchSalesOrderPostCheckout', patchSalesOrderPostCheckout);
}
