import { describe, expect, it } from 'vitest';
import { emptyCheckoutState, storeHasEveryCartItem, storeItemAvailability } from '@rigkit/domain/checkout';
import { paymentMethodsForCheckout } from '@rigkit/domain/payments';
import { deliveryShippingOptions } from '@rigkit/domain/shipping';
import { toCheckoutState, toContractShippingAddress, toOrderSummaryLines, toPaymentMethod, toShippingOption, toShoppingCart, toSubmitOrderResponse } from './checkout.ts';

describe('the checkout between the contract and the domain', () => {
  it('gives an empty session checkout state every field the step machine reads', () => {
    // The domain's own empty state: every field the step machine reads, in its "not given" value.
    expect(toCheckoutState({})).toEqual(emptyCheckoutState());
  });

  it('keeps a saved state with its chosen option and payments, extras only when sent', () => {
    const state = toCheckoutState({
      FirstName: 'Mia',
      ShippingPostcode: '6000',
      SelectedShippingMethod: { ShippingMethodId: 5, InventoryWarehouseId: 5, ShippingCompanyId: 5, DisplayName: 'Standard Delivery', TotalCostIncTax: 9.95 },
      Payments: [{ PaymentMethodId: 4, PaymentAmount: 313.95, CustomerPaymentId: 5000001, DisplayInformation: 'Credit Card' }],
    });
    expect(state.SelectedShippingMethod).toMatchObject({ DisplayName: 'Standard Delivery', TotalCostIncTax: 9.95, ShowOnWebsite: true, RequiresCustomerDeliveryWindow: false });
    expect(state.Payments).toEqual([{ PaymentMethodId: 4, PaymentAmount: 313.95, ExternalToken: null, CustomerPaymentAuthorityId: null, CustomerPaymentId: 5000001, IsStoreCredit: false, DisplayInformation: 'Credit Card' }]);
  });

  it('lists a shipping option the contract sent without ShowOnWebsite (designed: shown)', () => {
    const option = toShippingOption({ ShippingMethodId: 2, InventoryWarehouseId: 5, ShippingCompanyId: 2, DisplayName: 'Auspost eParcel', TotalCostIncTax: 14.95 });
    expect(deliveryShippingOptions([option], null)).toEqual([option]);
  });

  it.each([
    ['in stock (Available true)', { Available: true, AvailableAfterTransfer: true }, 'Available', true],
    ['after a transfer', { Available: false, AvailableAfterTransfer: true }, 'AvailableAfterTransfer', false],
    ['not at all', { Available: false, AvailableAfterTransfer: false }, 'Unavailable', false],
    ['with no flags sent', {}, 'Unavailable', false],
  ])("reads a cart line's stock at a store %s as the domain's %s", (_case, flags, expected, hasEverything) => {
    const cart = toShoppingCart({ ShoppingCartItems: [{ InventoryItemId: 602301, LineNumber: 1, Quantity: 2, Availabilities: [{ InventoryWarehouseId: 11, ...flags }] }] });
    const [line] = cart.ShoppingCartItems;
    expect(line && storeItemAvailability(line, 11)).toBe(expected);
    expect(storeHasEveryCartItem(cart.ShoppingCartItems, 11)).toBe(hasEverything);
    expect(cart).toMatchObject({ ContainsB2B: false, CartFlags: [], ShippingOptions: [], ShoppingCartPromotions: [] });
  });

  it('offers a payment method only for what the server says it can pay', () => {
    const eft = toPaymentMethod({ PaymentMethodId: 4, DisplayName: 'Bank Transfer (EFT)', CanBeUsedForDelivery: true });
    expect(eft).toMatchObject({ LogoUrl: null, CanBeUsedForPickup: false, RequireIdOnPickup: false });
    expect(paymentMethodsForCheckout([eft], { isB2B: false, isPickup: true })).toEqual([]);
    expect(paymentMethodsForCheckout([eft], { isB2B: false, isPickup: false })).toEqual([eft]);
  });

  it("reads submitOrder's refusal and its success", () => {
    expect(toSubmitOrderResponse({ Success: false, Errors: [{ ErrorText: 'Your card was declined.' }], RetryGuid: 'b1d2c3e4-0000-4000-8000-000000000001' })).toEqual({
      Success: false,
      RedirectUrl: null,
      SalesOrderDocument: null,
      Errors: [{ ErrorText: 'Your card was declined.' }],
      RetryGuid: 'b1d2c3e4-0000-4000-8000-000000000001',
    });
    expect(toSubmitOrderResponse({ Success: true, SalesOrderDocument: { DocumentGuid: 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a' } })).toMatchObject({ Success: true, Errors: null, SalesOrderDocument: { DocumentGuid: 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a' } });
  });

  it("numbers an order's lines for the summary", () => {
    expect(toOrderSummaryLines([{ DocumentItemId: 90, ItemDescription: 'Arctic MX-6 Thermal Paste 4g', Quantity: 2, ExtendedCost: 25 }])).toEqual([
      expect.objectContaining({ LineNumber: 1, ItemDescription: 'Arctic MX-6 Thermal Paste 4g', Quantity: 2, ExtendedCost: 25, UnitCost: 0, InventoryItemId: 0 }),
    ]);
  });

  it('sends a delivery address with its state, and refuses one without an Australian state', () => {
    const address = { ShippingStreetAddressLine1: '12 Hay St', ShippingStreetAddressLine2: null, ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: '6000' };
    expect(toContractShippingAddress(address)).toEqual({ StreetAddressLine1: '12 Hay St', StreetAddressLine2: null, Suburb: 'Perth', State: 'WA', Postcode: '6000' });
    expect(() => toContractShippingAddress({ ...address, ShippingState: null })).toThrow('Not an Australian state: null');
    expect(() => toContractShippingAddress({ ...address, ShippingState: 'Perth' })).toThrow('Not an Australian state: Perth');
  });
});
