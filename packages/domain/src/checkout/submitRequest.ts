import type { ShoppingCart } from '../cart/types.ts';
import type { CheckoutMachineState, CheckoutState } from './types.ts';

/** ClientVersion sent with every submit (spec 3 §9). */
export const CHECKOUT_CLIENT_VERSION = 2 as const;

export interface SubmitOrderRequest {
  ClientVersion: typeof CHECKOUT_CLIENT_VERSION;
  SalesOrderGuid: string | null;
  HttpReferrer: string;
  CheckoutState: Pick<CheckoutState, 'AcceptTerms' | 'TOTP' | 'SelectTimeRange' | 'Payments' | 'OrderNotes' | 'ClientOrderNumber'>;
  /** New checkout only. */
  ShoppingCart?: ShoppingCart;
  /** Designed: the spec keeps the retry GUID for the next submit without naming its request field. */
  RetryGuid?: string;
}

/**
 * The submitOrder body (spec 3 §7) for the state the machine reached at 'submitting' (its Payments already carry
 * the full amounts of methods 4, 6, 8 and 11). The captcha key and version and the session go in headers.
 */
export function submitOrderRequest(
  state: CheckoutMachineState,
  options: { httpReferrer: string; shoppingCart?: ShoppingCart },
): SubmitOrderRequest {
  const { checkout } = state;
  const request: SubmitOrderRequest = {
    ClientVersion: CHECKOUT_CLIENT_VERSION,
    SalesOrderGuid: state.mode === 'existingOrder' ? state.documentGuid : null,
    HttpReferrer: options.httpReferrer,
    CheckoutState: {
      AcceptTerms: checkout.AcceptTerms,
      TOTP: checkout.TOTP,
      SelectTimeRange: checkout.SelectTimeRange,
      Payments: checkout.Payments,
      OrderNotes: checkout.OrderNotes,
      ClientOrderNumber: checkout.ClientOrderNumber,
    },
  };
  if (state.mode === 'new' && options.shoppingCart) request.ShoppingCart = options.shoppingCart;
  if (state.mode === 'new' && state.retryGuid) request.RetryGuid = state.retryGuid;
  return request;
}
