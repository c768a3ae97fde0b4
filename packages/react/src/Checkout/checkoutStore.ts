// The checkout's framework-free core (the TanStack shape): the domain's step machine plus the effects it asks for,
// run against the host's callbacks; React subscribes with useSyncExternalStore (useCheckout).
import {
  startNewCheckout,
  submitOrderRequest,
  submitResponseEvent,
  transition,
  type CheckoutEffect,
  type CheckoutEvent,
  type CheckoutMachineState,
} from '@rigkit/domain/checkout';
import type { ShoppingCart } from '@rigkit/domain/cart';
import { centsFromDollars } from '@rigkit/domain/money';
import { isUberStyleShippingOption, type ShippingOption } from '@rigkit/domain/shipping';
import type { UberAvailability, UseCheckoutOptions } from './useCheckout.ts';

export interface CheckoutSnapshot {
  state: CheckoutMachineState | null;
  isLoadingOptions: boolean;
  uber: UberAvailability;
}

export interface CheckoutStore {
  getSnapshot: () => CheckoutSnapshot;
  subscribe: (listener: () => void) => () => void;
  send: (event: CheckoutEvent) => void;
  setOptions: (options: UseCheckoutOptions) => void;
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
  let snapshot: CheckoutSnapshot = {
    state: startNewCheckout(initial.checkout, {
      partsCents: partsCentsOf(initial.cart),
      isB2B: initial.cart.ContainsB2B,
      isCustomBuild: cartFlags(initial.cart).includes('CustomBuild'),
      shippingOptions: offeredOptions(initial.shippingOptions ?? [], initial),
    }).state,
    isLoadingOptions: false,
    uber: { status: 'idle', slots: [] },
  };
  const listeners = new Set<() => void>();
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

  return {
    getSnapshot: () => snapshot,
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
