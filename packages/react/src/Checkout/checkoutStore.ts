// The checkout's framework-free core (the TanStack shape): the domain's step machine plus the effects it asks for,
// run against the host's callbacks; React subscribes with useSyncExternalStore (useCheckout).
import {
  checkoutBalance,
  emptyCheckoutState,
  patchExistingOrderRequest,
  startExistingOrderCheckout,
  startNewCheckout,
  submitOrderRequest,
  submitResponseEvent,
  transition,
  type CheckoutEffect,
  type CheckoutEvent,
  type CheckoutMachineState,
  type CheckoutState,
  type ExistingOrderField,
} from '@rigkit/domain/checkout';
import type { ShoppingCart } from '@rigkit/domain/cart';
import { centsFromDollars, dollarsFromCents } from '@rigkit/domain/money';
import { paymentMessages, PaymentMethodIds } from '@rigkit/domain/payments';
import { isUberStyleShippingOption, type ShippingOption } from '@rigkit/domain/shipping';
import { takeHeldPayments } from './heldPayments.ts';
import type { UberAvailability, UseCheckoutOptions } from './useCheckout.ts';

export interface CheckoutSnapshot {
  state: CheckoutMachineState | null;
  isLoadingOptions: boolean;
  /** Existing order: the contact fields still to complete under "Please complete the missing information:". */
  missingFields: readonly ExistingOrderField[];
  /** True while Update Order is saving them. */
  isUpdatingOrder: boolean;
  uber: UberAvailability;
}

export interface CheckoutStore {
  getSnapshot: () => CheckoutSnapshot;
  subscribe: (listener: () => void) => () => void;
  send: (event: CheckoutEvent) => void;
  setOptions: (options: UseCheckoutOptions) => void;
  /** Update Order (spec 3 §2.7): saves the missing fields; a failure moves to the error step (§4.5). */
  updateOrder: (values: Partial<Record<ExistingOrderField, string>>) => Promise<void>;
  /**
   * Back from PayPal (payPalReturn): restores the payments held for the trip, then, when approved, submits with the
   * PayPal order for what they leave owing. Does nothing without a return or a second time.
   */
  resumePayPal: () => void;
}

const partsCentsOf = (cart: ShoppingCart) => cart.ShoppingCartItems.reduce((sum, line) => sum + centsFromDollars(line.ExtendedCost), 0);
const cartFlags = (cart: ShoppingCart) => (Array.isArray(cart.CartFlags) ? cart.CartFlags : []);

// The Uber-style option needs its delivery windows (fetchUberAvailability): without that call the option is left out
// rather than offered and then stuck at the delivery step.
const offeredOptions = (options: readonly ShippingOption[], host: UseCheckoutOptions) =>
  host.services.fetchUberAvailability ? options : options.filter((option) => !isUberStyleShippingOption(option));

export function createCheckoutStore(initial: UseCheckoutOptions): CheckoutStore {
  let options = initial;
  const retryGuid = initial.retryGuid ?? crypto.randomUUID();
  const existing = initial.existingOrder;
  let snapshot: CheckoutSnapshot = {
    // An existing order or payment link starts at payment, or at the error step when the link is unavailable (§4.5).
    state: existing
      ? startExistingOrderCheckout(initial.checkout ?? emptyCheckoutState(), existing.document)
      : startNewCheckout(initial.checkout, {
          partsCents: partsCentsOf(initial.cart),
          isB2B: initial.cart.ContainsB2B,
          isCustomBuild: cartFlags(initial.cart).includes('CustomBuild'),
          shippingOptions: offeredOptions(initial.shippingOptions ?? [], initial),
        }).state,
    isLoadingOptions: false,
    missingFields: existing?.document ? (existing.missingFields ?? []) : [],
    isUpdatingOrder: false,
    uber: { status: 'idle', slots: [] },
  };
  const listeners = new Set<() => void>();
  const payPal = initial.payPalReturn;
  const pending = snapshot.state;
  if (payPal?.outcome === 'cancelled' && pending) {
    // Back from PayPal without paying: still at payment, with the cart as it was and a clear reason (designed).
    snapshot = { ...snapshot, state: { ...pending, errors: [paymentMessages.payPalCancelled] } };
  }
  let payPalResumed = false;

  /** Approved: PayPal pays what is still owed, and adding a PayPal payment with its token submits at once (spec 3 §4.4). */
  function resumePayPal(): void {
    if (payPalResumed || !payPal || snapshot.state?.step !== 'payment') return;
    // Once per checkout, however often the host's effects run.
    payPalResumed = true;
    for (const payment of takeHeldPayments()) send({ type: 'addPayment', payment });
    const at = snapshot.state;
    if (at?.step !== 'payment') return;
    if (payPal.outcome === 'cancelled') {
      // Adding the held payments cleared the step's errors; the shopper still needs to know why they are back.
      publish({ state: { ...at, errors: [paymentMessages.payPalCancelled] } });
      return;
    }
    send({
      type: 'addPayment',
      payment: { PaymentMethodId: PaymentMethodIds.payPal, PaymentAmount: dollarsFromCents(checkoutBalance(at)), ExternalToken: payPal.token, AdditionalData: payPal.payerId, CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false },
    });
  }
  const publish = (next: Partial<CheckoutSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  function send(event: CheckoutEvent): void {
    const current = snapshot.state;
    if (!current) return;
    const { state, effects } = transition(current, event);
    publish({ state });
    // A reload resumes at the step reached (payments and the code are never kept, see freshCheckoutState).
    if (state.step !== current.step && state.step !== 'submitting' && state.step !== 'completed') {
      void options.services.saveCheckoutState(state.checkout).catch(() => undefined);
    }
    for (const effect of effects) run(effect, state);
  }

  function run(effect: CheckoutEffect, at: CheckoutMachineState): void {
    switch (effect.type) {
      case 'redirect':
        options.onNavigate(effect.url);
        return;
      case 'scrollToTop':
        globalThis.scrollTo?.({ top: 0 });
        return;
      case 'fetchShippingOptions':
        publish({ isLoadingOptions: true });
        options.services
          .fetchShippingOptions(effect.postcode)
          .then((loaded) => send({ type: 'shippingOptionsLoaded', options: offeredOptions(loaded, options) }))
          .catch(() => send({ type: 'unexpectedError' }))
          .finally(() => publish({ isLoadingOptions: false }));
        return;
      case 'submitOrder': {
        const request = submitOrderRequest(at, { httpReferrer: options.httpReferrer ?? '', shoppingCart: options.cart });
        options.services
          .submitOrder({ ...request, RetryGuid: request.RetryGuid ?? retryGuid })
          .then((response) => send(submitResponseEvent(response)))
          .catch(() => send({ type: 'submitFailed' }));
        return;
      }
      case 'fetchUberAvailability': {
        const fetchWindows = options.services.fetchUberAvailability;
        if (!fetchWindows) return;
        const { ShippingStreetAddressLine1, ShippingStreetAddressLine2, ShippingSuburb, ShippingState, ShippingPostcode } = at.checkout;
        publish({ uber: { status: 'loading', slots: [] } });
        fetchWindows({ ShippingStreetAddressLine1, ShippingStreetAddressLine2, ShippingSuburb, ShippingState, ShippingPostcode })
          .then((quote) => publish({ uber: { status: 'loaded', slots: quote.TimeSlots } }))
          .catch(() => publish({ uber: { status: 'failed', slots: [] } }));
        return;
      }
    }
  }

  async function updateOrder(values: Partial<Record<ExistingOrderField, string>>): Promise<void> {
    const current = snapshot.state;
    const save = options.services.patchExistingOrder;
    if (!current?.documentGuid || !save) return;
    const request = patchExistingOrderRequest(current.documentGuid, values, snapshot.missingFields);
    publish({ isUpdatingOrder: true });
    try {
      await save(request);
      // The order now holds them: the form goes, and the contact shown is the one just saved.
      const contact: Partial<CheckoutState> = request.MissingFields;
      publish({ isUpdatingOrder: false, missingFields: [], state: { ...current, checkout: { ...current.checkout, ...contact } } });
    } catch {
      publish({ isUpdatingOrder: false });
      send({ type: 'updateOrderFailed' });
    }
  }

  return {
    getSnapshot: () => snapshot,
    updateOrder,
    resumePayPal,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    setOptions: (next) => {
      options = next;
    },
  };
}
