import { describe, expect, it } from 'vitest';
import { editOrderPath, isEditableOrderStatus, showsEditOrderLink } from './editOrderLink.ts';
import { fulfilmentLocationLabel, isPickupShippingMethod, showsFulfilmentAddress } from './fulfilment.ts';
import { showsMakePayment } from './makePayment.ts';
import { canChangeKitChild, canChangeOrder, CHANGEABLE_ORDER_STATUSES } from './orderActions.ts';

describe('order actions by status (spec 3 §4.8)', () => {
  it('allows "Awaiting Processing", "Backorder" or a missing status', () => {
    expect(CHANGEABLE_ORDER_STATUSES).toEqual(['Awaiting Processing', 'Backorder']);
  });

  it.each([
    ['Awaiting Processing', true],
    ['Backorder', true],
    [null, true],
    [undefined, true],
    ['', true],
    ['Being Built', false],
    ['Completed', false],
    ['awaiting processing', false],
  ])('status %j allows Add Item, Cancel and delete item: %s', (status, expected) => {
    expect(canChangeOrder(status)).toBe(expected);
  });

  it.each([
    ['Awaiting Processing', 'Backorder', true],
    ['Awaiting Processing', null, true],
    ['Backorder', 'Being Built', false],
    ['Completed', 'Awaiting Processing', false],
  ])('order %j with remote build %j allows a kit-child change: %s', (order, remote, expected) => {
    expect(canChangeKitChild(order, remote)).toBe(expected);
  });
});

describe('Make Payment (spec 3 §4.8)', () => {
  it.each([
    ['Sales Order', 'Awaiting Processing', 100, true],
    ['Sales Order', 'Completed', 100, false],
    ['Sales Order', 'Awaiting Processing', 0, false],
    ['Sales Order', 'Awaiting Processing', -5, false],
    ['Invoice', null, 1, true],
    ['Quote', 'Open Quote', 100, true],
    ['Quote', 'Closed Quote', 100, false],
    ['Quote', 'Open Quote', 0, false],
  ])('%s %j owing %d shows Make Payment: %s', (DocumentType, DocumentStatus, BalanceOwing, expected) => {
    expect(showsMakePayment({ DocumentType, DocumentStatus, BalanceOwing })).toBe(expected);
  });
});

describe('Edit Order link (spec 3 §2.8)', () => {
  it.each([
    [true, 'Sales Order', 'Awaiting Processing', true],
    [true, 'Sales Order', 'Being Picked', false],
    [true, 'Sales Order', 'Completed', false],
    [true, 'Sales Order', 'Order Completed', false],
    [true, 'Quote', 'Open Quote', false],
    [false, 'Sales Order', 'Awaiting Processing', false],
    [true, 'Sales Order', null, true],
  ])('logged in %s, %s %j: %s', (isLoggedIn, DocumentType, DocumentStatus, expected) => {
    expect(showsEditOrderLink({ isLoggedIn, DocumentType, DocumentStatus })).toBe(expected);
  });

  it('links to /MyPLE/Order/{guid}', () => {
    expect(editOrderPath('abc-123')).toBe('/MyPLE/Order/abc-123');
    expect(isEditableOrderStatus('Backorder')).toBe(true);
  });
});

describe('fulfilment details (spec 3 §2.8 §2.9)', () => {
  it.each([
    ['Internal Processing', false, 'Dispatching From'],
    ['Own Courier', false, 'Dispatching From'],
    ['Pickup from Wangara', false, 'Pickup Location'],
    ['Auspost eParcel', true, 'Dispatching From'],
    ['StarTrack Road Express', true, 'Dispatching From'],
    [null, true, 'Dispatching From'],
  ])('%j shows the address: %s; location heading %j', (method, showsAddress, label) => {
    expect(showsFulfilmentAddress(method)).toBe(showsAddress);
    expect(fulfilmentLocationLabel(method)).toBe(label);
  });

  it('detects pickups', () => {
    expect(isPickupShippingMethod('Pickup from Bentley')).toBe(true);
    expect(isPickupShippingMethod('Uber Same Day')).toBe(false);
  });
});
