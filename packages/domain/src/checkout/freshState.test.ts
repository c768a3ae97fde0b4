import { describe, expect, it } from 'vitest';
import { emptyCheckoutState, freshCheckoutState } from './freshState.ts';

const customer = { FirstName: 'Jamie', LastName: 'Citizen', EmailAddress: 'retail.demo@example.com', MobileNumber: '0412345678', LandlineNumber: null };

describe('freshCheckoutState', () => {
  it('starts empty for a guest with nothing saved', () => {
    expect(freshCheckoutState(null, null)).toEqual(emptyCheckoutState());
  });

  it("fills a logged-in customer's contact details where the session has none", () => {
    expect(freshCheckoutState({ FirstName: 'Jay' }, customer)).toMatchObject({ FirstName: 'Jay', LastName: 'Citizen', EmailAddress: 'retail.demo@example.com', MobileNumber: '0412345678' });
  });

  it('keeps the saved address and shipping choice', () => {
    const saved = { ShippingPostcode: '6000', ShippingMethodId: 2, InventoryWarehouseId: 5 };
    expect(freshCheckoutState(saved, null)).toMatchObject(saved);
  });

  it('never carries payments, the two-factor code or unknown fields over', () => {
    const saved = { Payments: [{ PaymentMethodId: 14, PaymentAmount: 10, ExternalToken: 'nonce', CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false }], TOTP: '123456', Evil: 1 };
    const state = freshCheckoutState(saved as never, null);
    expect(state.Payments).toEqual([]);
    expect(state.TOTP).toBeNull();
    expect(state).not.toHaveProperty('Evil');
  });
});
