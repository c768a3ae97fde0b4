import { describe, expect, it } from 'vitest';
import { makeShippingOption } from '../shipping/testing.ts';
import { initialCheckoutStep } from './initialStep.ts';
import { makeCheckoutState, makeContactCheckoutState } from './testing.ts';

const standard = makeShippingOption({ ShippingMethodId: 10, InventoryWarehouseId: 5, ShippingCompanyId: 3 });
const uber = makeShippingOption({ ShippingMethodId: 15, InventoryWarehouseId: 5, ShippingCompanyId: 15 });
const chosen = (option: typeof standard) => ({
  ShippingMethodId: option.ShippingMethodId,
  InventoryWarehouseId: option.InventoryWarehouseId,
  SelectedShippingMethod: option,
});

describe('initial checkout step from the fresh checkout state (spec 3 §4.4)', () => {
  it.each([
    ['nothing entered', makeCheckoutState(), 'contact'],
    ['no email', makeContactCheckoutState({ EmailAddress: null }), 'contact'],
    ['no last name', makeContactCheckoutState({ LastName: '  ' }), 'contact'],
    ['no mobile and no landline', makeContactCheckoutState({ MobileNumber: null, LandlineNumber: null }), 'contact'],
    ['email, last name and mobile', makeContactCheckoutState(), 'delivery'],
    ['a landline instead of a mobile', makeContactCheckoutState({ MobileNumber: null, LandlineNumber: '0892345678' }), 'delivery'],
    ['a method without a warehouse', makeContactCheckoutState({ ShippingMethodId: 10 }), 'delivery'],
    ['a method and a warehouse', makeContactCheckoutState(chosen(standard)), 'payment'],
    ['an Uber-style method without a time range', makeContactCheckoutState(chosen(uber)), 'delivery'],
    ['an Uber-style method with a time range', makeContactCheckoutState({ ...chosen(uber), SelectTimeRange: '2pm - 4pm' }), 'payment'],
    ['a method but no contact', makeCheckoutState(chosen(standard)), 'contact'],
  ])('%s → %s', (_label, checkout, step) => {
    expect(initialCheckoutStep(checkout)).toBe(step);
  });
});
