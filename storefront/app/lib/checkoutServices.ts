// The checkout's calls (CheckoutServices of @rigkit/react/Checkout) through the browser's typed client.
import { RigkitApiError } from '@rigkit/api-client';
import type { components } from '@rigkit/api-client/contract';
import { toContractShippingAddress, toShippingOption, toSubmitOrderResponse } from '@rigkit/api-client/mappers';
import type { CheckoutState, SubmitOrderRequest, SubmitOrderResponse } from '@rigkit/domain/checkout';
import type { CheckoutServices } from '@rigkit/react/Checkout';
import { addressLookup } from './addressLookup.ts';
import { browserApi } from './api.client.ts';

type SubmitOrderResult = components['schemas']['SubmitOrderResult'];

/** Whether a refusal's data (unknown JSON) has submitOrder's answer shape: its Success flag and, if any, its errors. */
function isSubmitOrderResult(data: unknown): data is SubmitOrderResult {
  if (typeof data !== 'object' || data === null || !('Success' in data) || typeof data.Success !== 'boolean') return false;
  return !('Errors' in data) || data.Errors == null || (Array.isArray(data.Errors) && data.Errors.every((error: unknown) => typeof error === 'object' && error !== null && 'ErrorText' in error && typeof error.ErrorText === 'string'));
}

/** The envelope's data when it is submitOrder's answer. */
function submitResultOf(body: unknown): SubmitOrderResult | null {
  const data: unknown = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  return isSubmitOrderResult(data) ? data : null;
}

/** submitOrder's refusal comes as success false with its data (the retry GUID): it is an answer, not a failure. */
function refusal(error: unknown): SubmitOrderResponse {
  if (!(error instanceof RigkitApiError)) throw error;
  const data = submitResultOf(error.body);
  if (data) return toSubmitOrderResponse(data);
  if (error.status === undefined || error.errorTexts.length === 0) throw error;
  return { Success: false, RedirectUrl: null, SalesOrderDocument: null, Errors: error.errorTexts.map((ErrorText) => ({ ErrorText })), RetryGuid: null };
}

/** The state as the contract takes it (its arrays are mutable). */
const contractState = (state: CheckoutState) => ({ ...state, Payments: [...state.Payments] });

/** The submit as the contract takes it; of the cart the server reads only which items and how many the shopper saw. */
const contractSubmit = ({ ShoppingCart, ...request }: SubmitOrderRequest) => ({
  ...request,
  CheckoutState: { ...request.CheckoutState, Payments: [...request.CheckoutState.Payments] },
  ...(ShoppingCart ? { ShoppingCart: { ShoppingCartItems: ShoppingCart.ShoppingCartItems.map(({ InventoryItemId, LineNumber, Quantity }) => ({ InventoryItemId, LineNumber, Quantity })) } } : {}),
});

export const checkoutServices: CheckoutServices = {
  // saveSession answers with the cart's shipping options for the shopper's postcode, which it also remembers.
  async fetchShippingOptions(postcode) {
    const { data } = await browserApi().POST('/session/saveSession', { body: { LocationPostcode: postcode } });
    return (data.data?.ShippingOptionsForCart ?? []).map(toShippingOption);
  },
  async saveCheckoutState(state) {
    await browserApi().POST('/session/saveSession', { body: { CheckoutState: contractState(state) } });
  },
  async submitOrder(request) {
    try {
      const { data } = await browserApi().POST('/submitOrder', { body: contractSubmit(request) });
      if (!data.data) throw new Error('submitOrder answered without its result');
      return toSubmitOrderResponse(data.data);
    } catch (error) {
      return refusal(error);
    }
  },
  async sendTotpSms() {
    const { data } = await browserApi().POST('/smsTotp');
    const sentTo = data.data?.SentTo;
    if (!sentTo) throw new Error('The SMS was not sent');
    return sentTo;
  },
  async patchExistingOrder(request) {
    await browserApi().POST('/orders/patchExistingOrder', { body: { DocumentGuid: request.DocumentGuid, MissingFields: { ...request.MissingFields } } });
  },
  // The Uber-style option's windows for the address the checkout holds (spec 3 §7).
  async fetchUberAvailability(address) {
    const { data } = await browserApi().POST('/fetchUberAvailability', { body: { ShippingAddress: toContractShippingAddress(address) } });
    if (!data.data) throw new Error('No delivery times');
    return data.data;
  },
  addressLookup,
  async fetchGiftVoucherBalance(code) {
    try {
      const { data } = await browserApi().POST('/fetchGiftVoucherBalance', { body: { GiftVoucherCode: code } });
      return typeof data.data === 'number' ? data.data : null;
    } catch (error) {
      if (error instanceof RigkitApiError && error.status === 200) return null;
      throw error;
    }
  },
};
