import { describe, expect, it } from 'vitest';
import { makePaymentEntry } from '../payments/testing.ts';
import { makeShippingOption } from '../shipping/testing.ts';
import {
  acceptsCheckoutEvent,
  checkoutBalance,
  startExistingOrderCheckout,
  startNewCheckout,
  submitResponseEvent,
  transition,
} from './checkoutMachine.ts';
import { warehouseForPostcode } from '../region/warehouses.ts';
import type { CheckoutEvent } from './checkoutMachine.ts';
import { checkoutMessages } from './messages.ts';
import {
  makeCheckoutState,
  makeContactCheckoutState,
  makeExistingOrderDocument,
  makeSubmitOrderResponse,
} from './testing.ts';
import type { CheckoutMachineState, CheckoutState } from './types.ts';

const standard = makeShippingOption({ ShippingMethodId: 10, InventoryWarehouseId: 5, ShippingCompanyId: 3, TotalCostIncTax: 15 });
const uber = makeShippingOption({ ShippingMethodId: 15, InventoryWarehouseId: 5, ShippingCompanyId: 15, TotalCostIncTax: 20 });
const pickupPerth = makeShippingOption({ ShippingMethodId: 1, InventoryWarehouseId: 1, ShippingCompanyId: 1, TotalCostIncTax: 0, State: 'WA' });

function start(checkout: CheckoutState, partsCents = 100000): CheckoutMachineState {
  const { state } = startNewCheckout(checkout, { partsCents, isB2B: false, isCustomBuild: true });
  if (!state) throw new Error('expected a machine');
  return state;
}

function run(state: CheckoutMachineState, ...events: CheckoutEvent[]) {
  let current = { state, effects: [] as ReturnType<typeof transition>['effects'] };
  for (const event of events) current = transition(current.state, event);
  return current;
}

const atPayment = () =>
  start(
    makeContactCheckoutState({
      ShippingMethodId: 10,
      InventoryWarehouseId: 5,
      SelectedShippingMethod: standard,
      ShippingPostcode: '6000',
    }),
  );

describe('starting a checkout', () => {
  it('redirects home when there is no checkout state after loading (spec 3 §4.4)', () => {
    expect(startNewCheckout(null, { partsCents: 0, isB2B: false, isCustomBuild: false })).toEqual({
      state: null,
      effects: [{ type: 'redirect', url: '/' }],
    });
  });

  it('passes the B2B and custom-build flags to the payment step of a new checkout', () => {
    const { state } = startNewCheckout(makeCheckoutState(), { partsCents: 0, isB2B: true, isCustomBuild: true });
    expect(state).toMatchObject({ mode: 'new', step: 'contact', isB2B: true, isCustomBuild: true, defaultStoreId: 1 });
  });

  it('opens in click and collect when the chosen method is a pickup', () => {
    const state = start(makeContactCheckoutState({ ShippingMethodId: 1, InventoryWarehouseId: 1, SelectedShippingMethod: pickupPerth }));
    expect(state).toMatchObject({ step: 'payment', fulfilment: 'clickAndCollect' });
  });
});

describe('contact and delivery transitions (spec 3 §4.4)', () => {
  it('moves from contact to delivery only when the contact is valid and Next is pressed', () => {
    const state = start(makeCheckoutState());
    expect(transition(state, { type: 'submitContact', isContactValid: false }).state.step).toBe('contact');
    expect(transition(state, { type: 'submitContact', isContactValid: true }).state.step).toBe('delivery');
  });

  it('keeps contact edits in the checkout state', () => {
    const state = transition(start(makeCheckoutState()), { type: 'updateContact', contact: { FirstName: 'Jane', EmailAddress: 'jane@example.com' } }).state;
    expect(state.checkout).toMatchObject({ FirstName: 'Jane', EmailAddress: 'jane@example.com' });
  });

  it('moves from delivery to payment once a method is chosen', () => {
    const state = start(makeContactCheckoutState());
    const next = transition(state, { type: 'selectShippingOption', option: standard });
    expect(next.state.step).toBe('payment');
    expect(next.state.checkout).toMatchObject({ ShippingMethodId: 10, InventoryWarehouseId: 5, SelectedShippingMethod: standard });
  });

  it('waits for a delivery window on an Uber-style option, fetching its time slots, then moves to payment', () => {
    const state = start(makeContactCheckoutState());
    const chosen = transition(state, { type: 'selectShippingOption', option: uber });
    expect(chosen.state.step).toBe('delivery');
    expect(chosen.effects).toEqual([{ type: 'fetchUberAvailability' }]);
    const timed = transition(chosen.state, { type: 'selectTimeRange', timeRange: { webDisplayString: 'Today 2pm - 4pm' } });
    expect(timed.state.step).toBe('payment');
    expect(timed.state.checkout.SelectTimeRange).toBe('Today 2pm - 4pm');
  });

  it('keeps the day of a delivery window with its times, since the same times come on every day', () => {
    const chosen = transition(start(makeContactCheckoutState()), { type: 'selectShippingOption', option: uber });
    const timed = transition(chosen.state, { type: 'selectTimeRange', timeRange: { webDisplayString: '1:00pm - 3:00pm' }, quoteDate: '2026-11-24' });
    expect(timed.state.checkout.SelectTimeRange).toBe('Tuesday 24 November, 1:00pm - 3:00pm');
  });

  it('ignores a time range when the chosen option needs none', () => {
    const state = transition(start(makeContactCheckoutState()), { type: 'selectShippingOption', option: standard }).state;
    expect(transition(state, { type: 'selectTimeRange', timeRange: { webDisplayString: 'x' } }).state).toBe(state);
  });

  it('going back to contact clears the chosen shipping method', () => {
    const { state } = transition(atPayment(), { type: 'editContact' });
    expect(state.step).toBe('contact');
    expect(state.checkout).toMatchObject({ ShippingMethodId: null, SelectedShippingMethod: null, SelectTimeRange: null });
  });

  it.each([
    ['6000', 5],
    ['6530', 5],
    ['3000', 9],
    ['2000', 9],
  ])('changing the address to postcode %s resets method, options and default store, warehouse %i', (postcode, warehouse) => {
    const before = { ...atPayment(), shippingOptions: [standard], defaultStoreId: 4 };
    const { state, effects } = transition(before, {
      type: 'changeAddress',
      address: { ShippingStreetAddressLine1: '1 Hay St', ShippingStreetAddressLine2: null, ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: postcode },
    });
    expect(state).toMatchObject({ step: 'delivery', shippingOptions: [], defaultStoreId: 1 });
    expect(state.checkout).toMatchObject({ ShippingMethodId: null, SelectedShippingMethod: null, InventoryWarehouseId: warehouse, ShippingPostcode: postcode });
    expect(effects).toEqual([{ type: 'fetchShippingOptions', postcode }]);
  });

  it('takes the warehouse rule as an injected dependency', () => {
    const { state } = transition(
      atPayment(),
      { type: 'changeAddress', address: { ShippingStreetAddressLine1: 'x', ShippingStreetAddressLine2: null, ShippingSuburb: 'x', ShippingState: 'VIC', ShippingPostcode: '3000' } },
      { warehouseForPostcode: () => 4 },
    );
    expect(state.checkout.InventoryWarehouseId).toBe(4);
    expect(warehouseForPostcode(' 6000')).toBe(5);
  });

  it('toggling Delivery / Click and Collect clears the selected method', () => {
    const { state } = transition(atPayment(), { type: 'setFulfilment', fulfilment: 'clickAndCollect' });
    expect(state).toMatchObject({ fulfilment: 'clickAndCollect', step: 'delivery' });
    expect(state.checkout.ShippingMethodId).toBeNull();
    expect(transition(state, { type: 'setFulfilment', fulfilment: 'clickAndCollect' }).state).toBe(state);
  });

  it('click and collect goes straight to payment when the store has every item', () => {
    const cartItems = [
      { Quantity: 2, Availabilities: [{ InventoryWarehouseId: 1, Available: 3, AvailableAfterTransfer: 0 }] },
      { Quantity: 1, Availabilities: [{ InventoryWarehouseId: 1, Available: 1, AvailableAfterTransfer: 0 }] },
    ];
    const { state } = transition(start(makeContactCheckoutState()), { type: 'selectStore', option: pickupPerth, cartItems });
    expect(state).toMatchObject({ step: 'payment', fulfilment: 'clickAndCollect' });
    expect(state.checkout).toMatchObject({ ShippingMethodId: 1, InventoryWarehouseId: 1 });
  });

  it('click and collect opens the availability list when an item is missing, and Select then proceeds', () => {
    const cartItems = [{ Quantity: 1, Availabilities: [{ InventoryWarehouseId: 1, Available: 0, AvailableAfterTransfer: 1 }] }];
    const listed = transition(start(makeContactCheckoutState()), { type: 'selectStore', option: pickupPerth, cartItems });
    expect(listed.state).toMatchObject({ step: 'delivery', expandedWarehouseId: 1 });
    expect(listed.state.checkout.ShippingMethodId).toBeNull();
    const selected = transition(listed.state, { type: 'selectShippingOption', option: pickupPerth });
    expect(selected.state).toMatchObject({ step: 'payment', expandedWarehouseId: null });
  });

  it('ignores events a step does not accept', () => {
    const state = start(makeCheckoutState());
    expect(acceptsCheckoutEvent(state, 'submit')).toBe(false);
    expect(transition(state, { type: 'submit' })).toEqual({ state, effects: [] });
  });
});

describe('payment and submit (spec 3 §4.4, §8)', () => {
  it('tops the card (method 14) up to the balance, and follows parts and shipping changes', () => {
    const withCard = transition(atPayment(), { type: 'addPayment', payment: makePaymentEntry({ PaymentMethodId: 14 }) }).state;
    expect(withCard.checkout.Payments[0]?.PaymentAmount).toBe(1015);
    const cheaper = transition(withCard, { type: 'partsChanged', partsCents: 50000 }).state;
    expect(cheaper.checkout.Payments[0]?.PaymentAmount).toBe(515);
    const voucher = transition(cheaper, { type: 'addPayment', payment: makePaymentEntry({ PaymentMethodId: 7, PaymentAmount: 600, ExternalToken: 'GV' }) }).state;
    expect(voucher.checkout.Payments.map((payment) => payment.PaymentMethodId)).toEqual([7]);
    expect(checkoutBalance(voucher)).toBe(-8500);
  });

  it('says "Please select a payment method." when submitting with none while a balance is owed', () => {
    const { state, effects } = transition(atPayment(), { type: 'submit' });
    expect(state.step).toBe('payment');
    expect(state.errors).toEqual(['Please select a payment method.']);
    expect(effects).toEqual([]);
  });

  it('moves to submitting and scrolls to top on submit, with full amounts on token-less methods', () => {
    const withZip = transition(atPayment(), { type: 'addPayment', payment: makePaymentEntry({ PaymentMethodId: 11 }) }).state;
    const { state, effects } = transition(withZip, { type: 'submit' });
    expect(state.step).toBe('submitting');
    expect(state.checkout.Payments[0]?.PaymentAmount).toBe(1015);
    expect(effects).toEqual([{ type: 'scrollToTop' }, { type: 'submitOrder' }]);
  });

  it('keeps Place Order disabled for a two-factor user until 6 digits are entered', () => {
    const paid = transition(atPayment(), { type: 'addPayment', payment: makePaymentEntry({ PaymentMethodId: 11 }) }).state;
    expect(transition(paid, { type: 'submit', usesTotp: true }).state).toBe(paid);
    const coded = transition(paid, { type: 'setTotp', code: '12 34 56 7' }).state;
    expect(coded.checkout.TOTP).toBe('123456');
    expect(transition(coded, { type: 'submit', usesTotp: true }).state.step).toBe('submitting');
  });

  it('submits at once when a PayPal payment with a token is added', () => {
    const { state, effects } = transition(atPayment(), {
      type: 'addPayment',
      payment: makePaymentEntry({ PaymentMethodId: 6, PaymentAmount: 1015, ExternalToken: 'PAYPAL-ORDER' }),
    });
    expect(state.step).toBe('submitting');
    expect(effects).toEqual([{ type: 'scrollToTop' }, { type: 'submitOrder' }]);
  });

  it('removes a payment by index', () => {
    const paid = transition(atPayment(), { type: 'addPayment', payment: makePaymentEntry({ PaymentMethodId: 11 }) }).state;
    expect(transition(paid, { type: 'removePayment', index: 0 }).state.checkout.Payments).toEqual([]);
  });

  const submitting = () =>
    run(
      atPayment(),
      { type: 'addPayment', payment: makePaymentEntry({ PaymentMethodId: 7, PaymentAmount: 10, ExternalToken: 'GV', CustomerPaymentId: 77 }) },
      { type: 'addPayment', payment: makePaymentEntry({ PaymentMethodId: 14, ExternalToken: 'nonce' }) },
      { type: 'setTotp', code: '123456' },
      { type: 'submit' },
    ).state;

  it('completes and redirects to the order confirmation on success', () => {
    const { state, effects } = transition(submitting(), { type: 'submitSucceeded', response: makeSubmitOrderResponse() });
    expect(state.step).toBe('completed');
    expect(effects).toEqual([{ type: 'redirect', url: '/Checkout/OrderConfirmed/9a1b2c3d-0000-4000-8000-000000000001' }]);
  });

  it("redirects to the provider's RedirectUrl when given", () => {
    const { effects } = transition(submitting(), { type: 'submitSucceeded', response: makeSubmitOrderResponse({ RedirectUrl: 'https://pay.example/return' }) });
    expect(effects).toEqual([{ type: 'redirect', url: 'https://pay.example/return' }]);
  });

  it('on a server rejection lists every ErrorText, keeps the retry GUID, clears new payments and the TOTP', () => {
    const { state, effects } = transition(submitting(), {
      type: 'submitRejected',
      response: makeSubmitOrderResponse({ Success: false, Errors: [{ ErrorText: 'Card declined' }, { ErrorText: 'Try another card' }], RetryGuid: 'retry-1' }),
    });
    expect(state).toMatchObject({ step: 'payment', errors: ['Card declined', 'Try another card'], retryGuid: 'retry-1' });
    expect(state.checkout.TOTP).toBeNull();
    expect(state.checkout.Payments.map((payment) => payment.CustomerPaymentId)).toEqual([77]);
    expect(effects).toEqual([]);
  });

  it('on a transport failure says "There was an issue with your checkout. Please try again." and keeps an earlier retry GUID', () => {
    const rejected = transition(submitting(), { type: 'submitRejected', response: makeSubmitOrderResponse({ Success: false, Errors: [], RetryGuid: 'retry-1' }) }).state;
    expect(rejected.errors).toEqual(['Unfortunately there has been an error, please refresh and try again']);
    const again = run(rejected, { type: 'addPayment', payment: makePaymentEntry({ PaymentMethodId: 11 }) }, { type: 'submit' }).state;
    const { state } = transition(again, { type: 'submitFailed' });
    expect(state).toMatchObject({ step: 'payment', errors: ['There was an issue with your checkout. Please try again.'], retryGuid: 'retry-1' });
    expect(state.checkout.Payments.every((payment) => payment.CustomerPaymentId !== null)).toBe(true);
  });

  it('maps a submit answer to its event', () => {
    expect(submitResponseEvent(makeSubmitOrderResponse()).type).toBe('submitSucceeded');
    expect(submitResponseEvent(makeSubmitOrderResponse({ Success: false })).type).toBe('submitRejected');
  });
});

describe('existing-order checkout (spec 3 §4.5)', () => {
  const document = makeExistingOrderDocument({ TotalCostPriceIncTax: 1499 });

  it('starts at payment with the B2B and custom-build flags false and the order total as the amount', () => {
    const state = startExistingOrderCheckout(makeContactCheckoutState(), document);
    expect(state).toMatchObject({ mode: 'existingOrder', step: 'payment', isB2B: false, isCustomBuild: false, partsCents: 149900, documentGuid: document.DocumentGuid });
  });

  it('opens at the error step with the payment-link message when the order is missing', () => {
    expect(startExistingOrderCheckout(makeContactCheckoutState(), null)).toMatchObject({
      step: 'error',
      errors: ['This payment link is no longer available, please contact us for a new link.'],
    });
  });

  it.each([
    ['updateOrderFailed', 'Unfortunately there has been an error, please refresh and try again'],
    ['paymentLinkUnavailable', 'This payment link is no longer available, please contact us for a new link.'],
    ['unexpectedError', 'Unfortunately there has been an error, please refresh and try again'],
  ] as const)('%s moves to the error step', (type, message) => {
    const { state } = transition(startExistingOrderCheckout(makeContactCheckoutState(), document), { type });
    expect(state).toMatchObject({ step: 'error', errors: [message] });
  });

  it('does not keep a retry GUID after a failed submit', () => {
    const { state } = run(
      startExistingOrderCheckout(makeContactCheckoutState(), document),
      { type: 'addPayment', payment: makePaymentEntry({ PaymentMethodId: 4 }) },
      { type: 'submit' },
      { type: 'submitRejected', response: makeSubmitOrderResponse({ Success: false, Errors: [{ ErrorText: 'No' }], RetryGuid: 'retry-2' }) },
    );
    expect(state).toMatchObject({ step: 'payment', retryGuid: null, errors: ['No'] });
  });

  it('does not accept delivery events', () => {
    const state = startExistingOrderCheckout(makeContactCheckoutState(), document);
    expect(transition(state, { type: 'editContact' }).state).toBe(state);
  });

  it('shows the generic error in place for a new checkout', () => {
    expect(transition(atPayment(), { type: 'unexpectedError' }).state).toMatchObject({ step: 'payment', errors: [checkoutMessages.genericError] });
  });
});
