// The checkout's state: the domain's step machine (spec 3 §4.4) with its effects run against the callbacks the
// host passes. The widget never fetches: `services` are the host's calls through its typed client.
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  checkoutAmounts,
  checkoutBalance,
  type CheckoutAddress,
  type CheckoutEvent,
  type CheckoutMachineState,
  type CheckoutState,
  type ExistingOrderDocument,
  type ExistingOrderField,
  type SubmitOrderRequest,
  type SubmitOrderResponse,
  type UberTimeSlot,
} from '@rigkit/domain/checkout';
import type { ShoppingCart } from '@rigkit/domain/cart';
import { centsFromDollars } from '@rigkit/domain/money';
import type { PaymentMethod, StoreCredit } from '@rigkit/domain/payments';
import type { ShippingOption } from '@rigkit/domain/shipping';
import type { AddressLookup } from '../AddressCollector/useAddressCollector.ts';

export type { AddressLookup };
import type { CardProvider } from './cardProvider.ts';
import { createCheckoutStore } from './checkoutStore.ts';

/** The host's calls, each through its API client. */
export interface CheckoutServices {
  /** The cart's shipping options for a postcode (delivery methods and the state's stores). */
  fetchShippingOptions: (postcode: string) => Promise<readonly ShippingOption[]>;
  /** Keeps the checkout state on the session, so a reload resumes at the same step (saveSession CheckoutState). */
  saveCheckoutState: (state: CheckoutState) => Promise<void>;
  /** submitOrder's answer (`data`), also when the server refused the order; rejects only when the call failed. */
  submitOrder: (request: SubmitOrderRequest) => Promise<SubmitOrderResponse>;
  /** A gift voucher's balance in dollars, or null when it has none or the code is unknown. */
  fetchGiftVoucherBalance: (code: string) => Promise<number | null>;
  /**
   * PayPal (method 6): creates the PayPal order for `amountCents` and sends the shopper to approve it; the page comes
   * back with `payPalReturn`. Without it, PayPal is not offered. Rejects when the payment could not be started.
   */
  startPayPal?: (request: { amountCents: number }) => Promise<void>;
  /** Sends a logged-in two-factor customer their code by SMS (smsTotp); resolves with the masked number it went to. */
  sendTotpSms?: () => Promise<string>;
  /** Existing order: saves the completed missing fields (orders/patchExistingOrder); rejects when it failed. */
  patchExistingOrder?: (request: { DocumentGuid: string; MissingFields: Partial<Record<ExistingOrderField, string>> }) => Promise<void>;
  /** The Uber-style option's delivery windows for the address (fetchUberAvailability). @default none: the option is not offered */
  fetchUberAvailability?: (address: CheckoutAddress) => Promise<UberQuote>;
  /** The address search of the Delivery step (fetchAddressSuggestions, fetchAddress). @default none: manual entry only */
  addressLookup?: AddressLookup;
}

/** fetchUberAvailability's answer (spec 3 §3 "Uber quote"). */
export interface UberQuote {
  ShippingMethodId: number;
  TimeSlots: readonly UberTimeSlot[];
}

/** The delivery-time picker's data: idle until an Uber-style option is chosen. */
export interface UberAvailability {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  slots: readonly UberTimeSlot[];
}


/** An existing order or payment link to pay (spec 3 §2.7, §4.5). */
export interface ExistingOrderCheckout {
  /** The order (fetchCheckoutStateExistingOrder's SalesOrderDocument); null when the link is no longer available. */
  document: ExistingOrderDocument | null;
  /** Its contact fields still to complete. @default [] */
  missingFields?: readonly ExistingOrderField[];
}

export interface UseCheckoutOptions {
  /** The session's checkout state (session/fetchFreshCheckoutState); null when there is nothing to check out. */
  checkout: CheckoutState | null;
  cart: ShoppingCart;
  /** Shipping options already known for the saved address. @default [] */
  shippingOptions?: readonly ShippingOption[];
  paymentMethods: readonly PaymentMethod[];
  /** A logged-in customer's store credit (fetchStoreCredit). */
  storeCredit?: StoreCredit | null;
  /** Whether the logged-in customer uses two-factor: Place Order then waits for a 6-digit code (spec 3 §5.4). */
  usesTotp?: boolean;
  services: CheckoutServices;
  /** The card provider whose fields take the card (method 14); without one, cards are not offered. */
  cardProvider?: CardProvider;
  /** Goes to an address: the confirmation after an order, or home when there is nothing to check out. */
  onNavigate: (url: string) => void;
  /** One per checkout: sent with every submit so a repeated or lost submit is never a second order. */
  retryGuid?: string;
  /** Sent as HttpReferrer with the order. @default '' */
  httpReferrer?: string;
  /** What PayPal answered when the shopper came back: approved (the order's token and PayerID) or cancelled. */
  payPalReturn?: { outcome: 'approved'; token: string; payerId: string } | { outcome: 'cancelled' };
  /** Pays an existing order instead of checking out the cart; `cart` then holds the order's lines. */
  existingOrder?: ExistingOrderCheckout;
}

export interface CheckoutApi {
  state: CheckoutMachineState | null;
  send: (event: CheckoutEvent) => void;
  cart: ShoppingCart;
  paymentMethods: readonly PaymentMethod[];
  storeCredit: StoreCredit | null;
  usesTotp: boolean;
  services: CheckoutServices;
  cardProvider: CardProvider | null;
  /** Parts plus shipping, cents. */
  totalCents: number;
  /** What is still owed after tokenised payments, cents. */
  balanceCents: number;
  /** True while shipping options are being fetched. */
  isLoadingOptions: boolean;
  /** Existing order: the contact fields still to complete; Place Order waits for them (designed). */
  missingFields: readonly ExistingOrderField[];
  isUpdatingOrder: boolean;
  updateOrder: (values: Partial<Record<ExistingOrderField, string>>) => Promise<void>;
  /** Existing order: the order being paid. */
  existingOrder: ExistingOrderDocument | null;
  /** The Uber-style option's delivery windows. */
  uber: UberAvailability;
}

export function useCheckout(options: UseCheckoutOptions): CheckoutApi {
  const [store] = useState(() => createCheckoutStore(options));
  // The store reads the latest callbacks when it runs an effect.
  useEffect(() => store.setOptions(options));
  // Back from PayPal with an approval: the order is submitted once, after mount (never during render).
  useEffect(() => store.resumePayPal(), [store]);
  const { state, isLoadingOptions, missingFields, isUpdatingOrder, uber } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // The cart changed under the checkout (an upsell added, another tab): the balance and a card top-up follow it.
  const partsCents = options.cart.ShoppingCartItems.reduce((sum, line) => sum + centsFromDollars(line.ExtendedCost), 0);
  useEffect(() => {
    if (store.getSnapshot().state?.partsCents !== partsCents) store.send({ type: 'partsChanged', partsCents });
  }, [store, partsCents]);
  // Nothing to check out: home (spec 3 §4.4).
  useEffect(() => {
    if (state === null) options.onNavigate('/');
  }, [state, options]);
  const amounts = state ? checkoutAmounts(state) : { partsCents: 0, shippingCents: 0 };
  return {
    state,
    send: store.send,
    cart: options.cart,
    paymentMethods: options.paymentMethods,
    storeCredit: options.storeCredit ?? null,
    usesTotp: options.usesTotp ?? false,
    services: options.services,
    cardProvider: options.cardProvider ?? null,
    totalCents: amounts.partsCents + amounts.shippingCents,
    balanceCents: state ? checkoutBalance(state) : 0,
    isLoadingOptions,
    missingFields,
    isUpdatingOrder,
    updateOrder: store.updateOrder,
    existingOrder: options.existingOrder?.document ?? null,
    uber,
  };
}
