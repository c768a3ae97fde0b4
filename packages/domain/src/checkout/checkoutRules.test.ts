import { describe, expect, it } from 'vitest';
import { makeShippingOption } from '../shipping/testing.ts';
import { startExistingOrderCheckout, startNewCheckout } from './checkoutMachine.ts';
import { pickupOptionsByState, storeHasEveryCartItem, storeItemAvailability } from './clickAndCollect.ts';
import {
  existingOrderMissingFields,
  patchExistingOrderRequest,
} from './existingOrder.ts';
import { isEditableOrderStatus } from '../account/editOrderLink.ts';
import { checkoutMessages } from './messages.ts';
import { submitOrderRequest } from './submitRequest.ts';
import { makeContactCheckoutState, makeExistingOrderDocument } from './testing.ts';
import { visibleUberTimeSlots } from './uberTimeSlots.ts';

describe('checkout messages (spec 3 §5.4, §8)', () => {
  it('quotes every text verbatim', () => {
    expect(checkoutMessages).toEqual({
      genericError: 'Unfortunately there has been an error, please refresh and try again',
      paymentLinkUnavailable: 'This payment link is no longer available, please contact us for a new link.',
      submitTransportFailure: 'There was an issue with your checkout. Please try again.',
      selectPaymentMethod: 'Please select a payment method.',
      completeMissingInformation: 'Please complete the missing information:',
      updateOrder: 'Update Order',
      referenceNumberLabel: 'Your Reference Number (optional)',
      notesLabel: 'Notes (optional)',
      chooseDeliveryTime: 'Choose a delivery time (you must be home)',
      showMore: 'Show More',
      showLess: 'Show Less',
    });
  });
});

describe('click and collect availability (spec 3 §4.4: Available, AvailableAfterTransfer, Unavailable)', () => {
  const item = (Available: number | boolean, AvailableAfterTransfer: number | boolean, Quantity = 1) => ({
    Quantity,
    Availabilities: [{ InventoryWarehouseId: 1, Available, AvailableAfterTransfer }],
  });

  it.each([
    [item(2, 0, 2), 'Available'],
    [item(1, 3, 2), 'AvailableAfterTransfer'],
    [item(0, 0), 'Unavailable'],
    [item(true, false), 'Available'],
    [item(false, true), 'AvailableAfterTransfer'],
  ])('%j at warehouse 1 is %s', (entry, expected) => {
    expect(storeItemAvailability(entry, 1)).toBe(expected);
  });

  it('is Unavailable at a warehouse the item has no entry for, so the store lacks an item', () => {
    expect(storeItemAvailability(item(5, 5), 2)).toBe('Unavailable');
    expect(storeHasEveryCartItem([item(5, 0), item(5, 5)], 2)).toBe(false);
    expect(storeHasEveryCartItem([item(5, 0), item(1, 0)], 1)).toBe(true);
  });

  it('groups pickup options by state, leaving out delivery options', () => {
    const perth = makeShippingOption({ ShippingMethodId: 1, ShippingCompanyId: 1, State: 'WA' });
    const dandenong = makeShippingOption({ ShippingMethodId: 2, ShippingCompanyId: 1, State: 'VIC' });
    const joondalup = makeShippingOption({ ShippingMethodId: 3, ShippingCompanyId: 1, State: 'WA' });
    const courier = makeShippingOption({ ShippingMethodId: 4, ShippingCompanyId: 3, State: 'WA' });
    expect([...pickupOptionsByState([perth, dandenong, joondalup, courier])]).toEqual([
      ['WA', [perth, joondalup]],
      ['VIC', [dandenong]],
    ]);
  });
});

describe('Uber-style delivery times (spec 3 §2.6: Show More / Show Less after 3 days)', () => {
  const days = ['Mon', 'Tue', 'Wed', 'Thu'].map((quoteDate) => ({ quoteDate, timeRange: [{ webDisplayString: `${quoteDate} 2pm - 4pm` }] }));

  it.each([
    [3, false, 3, false],
    [4, false, 3, true],
    [4, true, 4, true],
  ])('with %i days, show all %s: %i days shown, toggle %s', (count, showAll, shown, hasToggle) => {
    const visible = visibleUberTimeSlots(days.slice(0, count), showAll);
    expect(visible.slots).toHaveLength(shown);
    expect(visible.hasToggle).toBe(hasToggle);
  });
});

describe('existing-order rules (spec 3 §2.7, §4.5, §5.4)', () => {
  it.each([
    ['Awaiting Processing', true],
    ['Backorder', true],
    ['Being Built', false],
    ['Being Picked', false],
    ['Completed', false],
    ['Order Completed', false],
    [null, true],
  ])('status %s is editable: %s', (status, expected) => {
    expect(isEditableOrderStatus(status)).toBe(expected);
  });

  it('lists the missing fields and builds the patchExistingOrder body from them', () => {
    const missing = existingOrderMissingFields(makeContactCheckoutState({ EmailAddress: '', MobileNumber: null }));
    expect(missing).toEqual(['EmailAddress', 'MobileNumber']);
    expect(patchExistingOrderRequest('guid-1', { EmailAddress: ' a@b.co ', MobileNumber: '0412345678', FirstName: 'ignored' }, missing)).toEqual({
      DocumentGuid: 'guid-1',
      MissingFields: { EmailAddress: 'a@b.co', MobileNumber: '0412345678' },
    });
  });
});

describe('submitOrder body (spec 3 §7, §9)', () => {
  it('sends ClientVersion 2, the checkout fields and the cart for a new checkout, with a kept retry GUID', () => {
    const { state } = startNewCheckout(makeContactCheckoutState({ AcceptTerms: true, OrderNotes: 'Leave at door', ClientOrderNumber: 'PO-7' }), {
      partsCents: 0,
      isB2B: false,
      isCustomBuild: false,
    });
    if (!state) throw new Error('expected a machine');
    const cart = { ShoppingCartItems: [], ShippingOptions: [], ContainsB2B: false, CartFlags: null, ShoppingCartPromotions: [] };
    expect(submitOrderRequest({ ...state, retryGuid: 'retry-1' }, { httpReferrer: 'https://store.example/cart', shoppingCart: cart })).toEqual({
      ClientVersion: 2,
      SalesOrderGuid: null,
      HttpReferrer: 'https://store.example/cart',
      CheckoutState: { AcceptTerms: true, TOTP: null, SelectTimeRange: null, Payments: [], OrderNotes: 'Leave at door', ClientOrderNumber: 'PO-7' },
      ShoppingCart: cart,
      RetryGuid: 'retry-1',
    });
  });

  it('sends the order guid and no cart for an existing order', () => {
    const state = startExistingOrderCheckout(makeContactCheckoutState(), makeExistingOrderDocument({ DocumentGuid: 'doc-1' }));
    const request = submitOrderRequest(state, { httpReferrer: '' });
    expect(request.SalesOrderGuid).toBe('doc-1');
    expect(request).not.toHaveProperty('ShoppingCart');
  });
});
