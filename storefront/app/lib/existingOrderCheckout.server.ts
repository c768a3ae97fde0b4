// The existing-order checkout's data (spec 3 §2.7, §4.5): the order's checkout state (fetchCheckoutStateExistingOrder)
// and its lines (fetchDocument) for the summary. A link the server refuses (unknown, another customer's, paid,
// cancelled: one 404) becomes the page that says "This payment link is no longer available…".
import type { RigkitClient } from '@rigkit/api-client';
import { toCheckoutState, toOrderSummaryLines } from '@rigkit/api-client/mappers';
import type { ShoppingCart } from '@rigkit/domain/cart';
import type { CheckoutState, ExistingOrderDocument, ExistingOrderField } from '@rigkit/domain/checkout';
import { apiErrorStatus } from './apiErrors.ts';

export interface ExistingOrderCheckoutData {
  checkout: CheckoutState | null;
  document: ExistingOrderDocument | null;
  missingFields: readonly ExistingOrderField[];
  cart: ShoppingCart;
}

const emptyCart: ShoppingCart = { ShoppingCartItems: [], ShippingOptions: [], ContainsB2B: false, CartFlags: [], ShoppingCartPromotions: [] };

export async function loadExistingOrderCheckout(client: RigkitClient, orderGuid: string, signal: AbortSignal): Promise<ExistingOrderCheckoutData> {
  const unavailable: ExistingOrderCheckoutData = { checkout: null, document: null, missingFields: [], cart: emptyCart };
  // A malformed GUID (400) is as unavailable as an unknown one (404).
  const refused = (error: unknown) => {
    const status = apiErrorStatus(error);
    if (status === 404 || status === 400) return null;
    throw error;
  };
  const state = await client.POST('/fetchCheckoutStateExistingOrder', { body: { SalesOrderGuid: orderGuid }, signal }).then(({ data }) => data.data ?? null, refused);
  if (!state) return unavailable;
  const order = await client.POST('/fetchDocument', { body: { DocumentType: 'Sales Order', DocumentGuid: state.SalesOrderDocument.DocumentGuid }, signal }).then(({ data }) => data.data ?? null, refused);
  return {
    checkout: toCheckoutState(state.ChiefCheckoutState),
    document: state.SalesOrderDocument,
    missingFields: state.MissingFields ?? [],
    cart: { ...emptyCart, ShoppingCartItems: toOrderSummaryLines(order?.Items ?? []) },
  };
}
