import { centsFromDollars } from '../money/cents.ts';
import { warehouseForPostcode as warehouseForPostcodeInRegion } from '../region/warehouses.ts';
import {
  checkoutBalanceCents,
  isExistingPayment,
  paymentsForSubmit,
  shouldSubmitAfterAddingPayment,
  topUpCardPayments,
} from '../payments/balance.ts';
import type { CheckoutAmounts } from '../payments/balance.ts';
import type { PaymentEntry } from '../payments/types.ts';
import { isPickupShippingOption, requiresDeliveryWindow } from '../shipping/classification.ts';
import type { ShippingOption } from '../shipping/types.ts';
import { deliveryWindowText } from '../shipping/uberWindows.ts';
import { storeHasEveryCartItem } from './clickAndCollect.ts';
import type { CollectableCartItem } from './clickAndCollect.ts';
import { initialCheckoutStep } from './initialStep.ts';
import { checkoutMessages } from './messages.ts';
import type {
  CheckoutAddress,
  CheckoutContact,
  CheckoutEffect,
  CheckoutMachineState,
  CheckoutState,
  CheckoutStep,
  CheckoutTimeRange,
  CheckoutTransitionResult,
  ExistingOrderDocument,
  FulfilmentMode,
  SubmitOrderResponse,
} from './types.ts';

// The checkout step machine of spec 3 §4.4–§4.5 as data: a table of which events each step accepts, and a pure
// transition(state, event) that returns the next state and the effects to run (redirect, scroll, submit, fetch).

/** Default store after an address change (spec 3 §4.4, §9). */
export const DEFAULT_CHECKOUT_STORE_ID = 1;
/** Order confirmation route (spec 3 §2.1). */
export const ORDER_CONFIRMED_PATH = '/Checkout/OrderConfirmed';

export type CheckoutEvent =
  | { type: 'updateContact'; contact: Partial<CheckoutContact> }
  /** Next on the contact step; isContactValid comes from the validation module (spec 3 §5.4, all four checks). */
  | { type: 'submitContact'; isContactValid: boolean }
  | { type: 'editContact' }
  | { type: 'editDelivery' }
  | { type: 'changeAddress'; address: CheckoutAddress }
  | { type: 'shippingOptionsLoaded'; options: readonly ShippingOption[] }
  | { type: 'selectShippingOption'; option: ShippingOption }
  /** `quoteDate`: the window's day, kept with its times (a window without one keeps its text alone). */
  | { type: 'selectTimeRange'; timeRange: CheckoutTimeRange; quoteDate?: string }
  | { type: 'setFulfilment'; fulfilment: FulfilmentMode }
  /** Click and collect: the store's pickup option and the cart items whose availability decides the next step. */
  | { type: 'selectStore'; option: ShippingOption; cartItems: readonly CollectableCartItem[] }
  | { type: 'partsChanged'; partsCents: number }
  | { type: 'addPayment'; payment: PaymentEntry }
  | { type: 'removePayment'; index: number }
  | { type: 'setTotp'; code: string }
  | { type: 'updateDetails'; details: Partial<Pick<CheckoutState, 'OrderNotes' | 'ClientOrderNumber' | 'AcceptTerms'>> }
  /** Place Order; usesTotp is the session's UsesTotp for a logged-in user (spec 3 §6). */
  | { type: 'submit'; usesTotp?: boolean }
  | { type: 'submitSucceeded'; response: SubmitOrderResponse }
  | { type: 'submitRejected'; response: SubmitOrderResponse }
  | { type: 'submitFailed' }
  | { type: 'updateOrderFailed' }
  | { type: 'paymentLinkUnavailable' }
  | { type: 'unexpectedError' };

export type CheckoutEventType = CheckoutEvent['type'];

const paymentStepEvents = [
  'editContact',
  'editDelivery',
  'changeAddress',
  'shippingOptionsLoaded',
  'selectShippingOption',
  'selectTimeRange',
  'setFulfilment',
  'selectStore',
  'partsChanged',
  'addPayment',
  'removePayment',
  'setTotp',
  'updateDetails',
  'submit',
  'unexpectedError',
] as const satisfies readonly CheckoutEventType[];

/** Which events each step of a new checkout accepts; anything else leaves the state as it is. */
export const newCheckoutTransitions: Readonly<Record<CheckoutStep, readonly CheckoutEventType[]>> = {
  contact: ['updateContact', 'submitContact', 'shippingOptionsLoaded', 'partsChanged', 'unexpectedError'],
  delivery: [
    'editContact',
    'changeAddress',
    'shippingOptionsLoaded',
    'selectShippingOption',
    'selectTimeRange',
    'setFulfilment',
    'selectStore',
    'partsChanged',
    'unexpectedError',
  ],
  payment: paymentStepEvents,
  submitting: ['submitSucceeded', 'submitRejected', 'submitFailed'],
  completed: [],
  error: [],
};

/** Which events each step of an existing-order checkout accepts (spec 3 §4.5). */
export const existingOrderCheckoutTransitions: Readonly<Record<CheckoutStep, readonly CheckoutEventType[]>> = {
  contact: [],
  delivery: [],
  payment: [
    'addPayment',
    'removePayment',
    'setTotp',
    'updateDetails',
    'submit',
    'updateOrderFailed',
    'paymentLinkUnavailable',
    'unexpectedError',
  ],
  submitting: ['submitSucceeded', 'submitRejected', 'submitFailed'],
  completed: [],
  error: [],
};

export function acceptsCheckoutEvent(state: Pick<CheckoutMachineState, 'mode' | 'step'>, type: CheckoutEventType): boolean {
  const table = state.mode === 'new' ? newCheckoutTransitions : existingOrderCheckoutTransitions;
  return table[state.step].includes(type);
}

/** Parts + the chosen shipping option's cost (pickup included: it may cost nothing). */
export function checkoutAmounts(state: Pick<CheckoutMachineState, 'partsCents' | 'checkout'>): CheckoutAmounts {
  const option = state.checkout.SelectedShippingMethod;
  return { partsCents: state.partsCents, shippingCents: option ? centsFromDollars(option.TotalCostIncTax) : 0 };
}

/** What is still owed, in cents (spec 3 §4.4 balance). */
export function checkoutBalance(state: Pick<CheckoutMachineState, 'partsCents' | 'checkout'>): number {
  return checkoutBalanceCents(checkoutAmounts(state), state.checkout.Payments);
}

function fulfilmentOf(checkout: CheckoutState): FulfilmentMode {
  return checkout.SelectedShippingMethod && isPickupShippingOption(checkout.SelectedShippingMethod)
    ? 'clickAndCollect'
    : 'delivery';
}

/**
 * Starts a new checkout from the fresh checkout state (spec 3 §4.4). No checkout state after loading: no machine,
 * and a redirect to the home page.
 */
export function startNewCheckout(
  checkout: CheckoutState | null,
  context: { partsCents: number; isB2B: boolean; isCustomBuild: boolean; shippingOptions?: readonly ShippingOption[]; defaultStoreId?: number },
): { state: CheckoutMachineState | null; effects: CheckoutEffect[] } {
  if (checkout === null) return { state: null, effects: [{ type: 'redirect', url: '/' }] };
  const state: CheckoutMachineState = {
    mode: 'new',
    step: initialCheckoutStep(checkout),
    checkout,
    fulfilment: fulfilmentOf(checkout),
    shippingOptions: context.shippingOptions ?? [],
    defaultStoreId: context.defaultStoreId ?? DEFAULT_CHECKOUT_STORE_ID,
    expandedWarehouseId: null,
    partsCents: context.partsCents,
    retryGuid: null,
    errors: [],
    isB2B: context.isB2B,
    isCustomBuild: context.isCustomBuild,
    documentGuid: null,
  };
  return { state: withToppedUpPayments(state), effects: [] };
}

/**
 * Starts an existing-order checkout or payment link (spec 3 §4.5): the B2B and custom-build flags are false; the
 * parts cost is the order total. A missing order opens at the error step with the payment-link message.
 */
export function startExistingOrderCheckout(
  checkout: CheckoutState,
  document: ExistingOrderDocument | null,
  shippingOptions: readonly ShippingOption[] = [],
): CheckoutMachineState {
  const state: CheckoutMachineState = {
    mode: 'existingOrder',
    step: document ? 'payment' : 'error',
    checkout,
    fulfilment: fulfilmentOf(checkout),
    shippingOptions,
    defaultStoreId: DEFAULT_CHECKOUT_STORE_ID,
    expandedWarehouseId: null,
    partsCents: document ? centsFromDollars(document.TotalCostPriceIncTax) : 0,
    retryGuid: null,
    errors: document ? [] : [checkoutMessages.paymentLinkUnavailable],
    isB2B: false,
    isCustomBuild: false,
    documentGuid: document?.DocumentGuid ?? null,
  };
  return withToppedUpPayments(state);
}

function withCheckout(state: CheckoutMachineState, patch: Partial<CheckoutState>): CheckoutMachineState {
  return { ...state, checkout: { ...state.checkout, ...patch } };
}

const clearedShippingMethod = {
  ShippingMethodId: null,
  SelectedShippingMethod: null,
  SelectTimeRange: null,
} as const satisfies Partial<CheckoutState>;

/** Method 14 follows the balance whenever parts, shipping or payments change (spec 3 §4.4). */
function withToppedUpPayments(state: CheckoutMachineState): CheckoutMachineState {
  const Payments = topUpCardPayments(state.checkout.Payments, checkoutAmounts(state));
  return withCheckout(state, { Payments });
}

function result(state: CheckoutMachineState, effects: CheckoutEffect[] = []): CheckoutTransitionResult {
  return { state, effects };
}

/** After a method is chosen: payment, unless a delivery window is still to be picked (spec 3 §4.4). */
function chooseShippingOption(state: CheckoutMachineState, option: ShippingOption): CheckoutTransitionResult {
  const chosen = withToppedUpPayments(
    withCheckout(state, {
      ShippingMethodId: option.ShippingMethodId,
      InventoryWarehouseId: option.InventoryWarehouseId,
      SelectedShippingMethod: option,
      SelectTimeRange: null,
    }),
  );
  if (requiresDeliveryWindow(option)) {
    return result({ ...chosen, step: 'delivery', expandedWarehouseId: null }, [{ type: 'fetchUberAvailability' }]);
  }
  return result({ ...chosen, step: 'payment', expandedWarehouseId: null });
}

function startSubmit(state: CheckoutMachineState): CheckoutTransitionResult {
  const Payments = paymentsForSubmit(state.checkout.Payments, checkoutAmounts(state));
  return result({ ...withCheckout(state, { Payments }), step: 'submitting', errors: [] }, [
    { type: 'scrollToTop' },
    { type: 'submitOrder' },
  ]);
}

/**
 * Back to payment after a failed submit (spec 3 §4.4, §8): payments that are not existing ones cleared, TOTP
 * cleared, the retry GUID kept for a new checkout only.
 */
function failSubmit(state: CheckoutMachineState, errors: readonly string[], retryGuid: string | null): CheckoutTransitionResult {
  const Payments = state.checkout.Payments.filter(isExistingPayment);
  return result({
    ...withCheckout(state, { Payments, TOTP: null }),
    step: 'payment',
    errors,
    retryGuid: state.mode === 'new' ? (retryGuid ?? state.retryGuid) : null,
  });
}

function isCompleteTotp(code: string | null): boolean {
  return code !== null && /^\d{6}$/.test(code);
}

export interface CheckoutDependencies {
  /** Warehouse for a postcode after an address change. @default region's warehouseForPostcode (5 for 6xxx, else 9) */
  warehouseForPostcode?: (postcode: string) => number;
}

/** The event for a submitOrder answer: Success → submitSucceeded, otherwise submitRejected. */
export function submitResponseEvent(response: SubmitOrderResponse): CheckoutEvent {
  return response.Success ? { type: 'submitSucceeded', response } : { type: 'submitRejected', response };
}

export function transition(
  state: CheckoutMachineState,
  event: CheckoutEvent,
  dependencies: CheckoutDependencies = {},
): CheckoutTransitionResult {
  const warehouseForPostcode = dependencies.warehouseForPostcode ?? warehouseForPostcodeInRegion;
  if (!acceptsCheckoutEvent(state, event.type)) return result(state);
  switch (event.type) {
    case 'updateContact':
      return result(withCheckout(state, event.contact));
    case 'submitContact':
      return event.isContactValid ? result({ ...state, step: 'delivery' }) : result(state);
    case 'editContact':
      // Going back to contact clears the chosen shipping method (spec 3 §4.4).
      return result(withToppedUpPayments({ ...withCheckout(state, clearedShippingMethod), step: 'contact' }));
    case 'editDelivery':
      return result({ ...state, step: 'delivery' });
    case 'changeAddress': {
      // Address change: method none, options empty, warehouse 5 for 6xxx else 9, default store 1 (spec 3 §4.4).
      const postcode = (event.address.ShippingPostcode ?? '').trim();
      const changed = withCheckout(state, {
        ...event.address,
        ...clearedShippingMethod,
        InventoryWarehouseId: warehouseForPostcode(postcode),
      });
      const next: CheckoutMachineState = withToppedUpPayments({
        ...changed,
        shippingOptions: [],
        defaultStoreId: DEFAULT_CHECKOUT_STORE_ID,
        expandedWarehouseId: null,
        step: 'delivery',
      });
      return result(next, postcode === '' ? [] : [{ type: 'fetchShippingOptions', postcode }]);
    }
    case 'shippingOptionsLoaded':
      return result({ ...state, shippingOptions: event.options });
    case 'selectShippingOption':
      return chooseShippingOption(state, event.option);
    case 'selectTimeRange': {
      const option = state.checkout.SelectedShippingMethod;
      if (!option || !requiresDeliveryWindow(option)) return result(state);
      const text = event.quoteDate ? deliveryWindowText(event.quoteDate, event.timeRange.webDisplayString) : event.timeRange.webDisplayString;
      return result({ ...withCheckout(state, { SelectTimeRange: text }), step: 'payment' });
    }
    case 'setFulfilment': {
      if (event.fulfilment === state.fulfilment) return result(state);
      // Toggling Delivery / Click and Collect clears the selected shipping method (spec 3 §4.4).
      return result(
        withToppedUpPayments({
          ...withCheckout(state, clearedShippingMethod),
          fulfilment: event.fulfilment,
          expandedWarehouseId: null,
          step: 'delivery',
        }),
      );
    }
    case 'selectStore': {
      // A store with every cart item proceeds straight to payment; otherwise its availability list opens and the
      // shopper confirms with Select (selectShippingOption).
      if (storeHasEveryCartItem(event.cartItems, event.option.InventoryWarehouseId)) {
        return chooseShippingOption({ ...state, fulfilment: 'clickAndCollect' }, event.option);
      }
      return result({ ...state, fulfilment: 'clickAndCollect', expandedWarehouseId: event.option.InventoryWarehouseId });
    }
    case 'partsChanged':
      return result(withToppedUpPayments({ ...state, partsCents: event.partsCents }));
    case 'addPayment': {
      const added = withToppedUpPayments(withCheckout(state, { Payments: [...state.checkout.Payments, event.payment] }));
      // A PayPal payment with a token submits at once, with captcha (spec 3 §4.4).
      return shouldSubmitAfterAddingPayment(event.payment) ? startSubmit(added) : result({ ...added, errors: [] });
    }
    case 'removePayment':
      return result(
        withToppedUpPayments(
          withCheckout(state, { Payments: state.checkout.Payments.filter((_, index) => index !== event.index) }),
        ),
      );
    case 'setTotp':
      return result(withCheckout(state, { TOTP: event.code.replace(/\D/g, '').slice(0, 6) }));
    case 'updateDetails':
      return result(withCheckout(state, event.details));
    case 'submit': {
      // Place Order stays disabled for a two-factor user until 6 digits are entered (spec 3 §5.4).
      if (event.usesTotp && !isCompleteTotp(state.checkout.TOTP)) return result(state);
      if (state.checkout.Payments.length === 0 && checkoutBalance(state) > 0) {
        return result({ ...state, errors: [checkoutMessages.selectPaymentMethod] });
      }
      return startSubmit(state);
    }
    case 'submitSucceeded': {
      const guid = event.response.SalesOrderDocument?.DocumentGuid ?? state.documentGuid;
      const redirect = event.response.RedirectUrl?.trim()
        ? event.response.RedirectUrl
        : guid
          ? `${ORDER_CONFIRMED_PATH}/${guid}`
          : ORDER_CONFIRMED_PATH;
      return result({ ...state, step: 'completed', errors: [], documentGuid: guid }, [{ type: 'redirect', url: redirect }]);
    }
    case 'submitRejected': {
      const texts = (event.response.Errors ?? []).map((error) => error.ErrorText).filter((text) => text.trim() !== '');
      return failSubmit(state, texts.length > 0 ? texts : [checkoutMessages.genericError], event.response.RetryGuid);
    }
    case 'submitFailed':
      return failSubmit(state, [checkoutMessages.submitTransportFailure], null);
    case 'updateOrderFailed':
      return result({ ...state, step: 'error', errors: [checkoutMessages.genericError] });
    case 'paymentLinkUnavailable':
      return result({ ...state, step: 'error', errors: [checkoutMessages.paymentLinkUnavailable] });
    case 'unexpectedError':
      return state.mode === 'existingOrder'
        ? result({ ...state, step: 'error', errors: [checkoutMessages.genericError] })
        : result({ ...state, errors: [checkoutMessages.genericError] });
  }
}

