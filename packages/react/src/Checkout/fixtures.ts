// Deterministic data for the checkout's tests and stories: a two-line cart, Perth's options and the store's methods.
import type { ShoppingCart } from '@rigkit/domain/cart';
import { emptyCheckoutState, type CheckoutState } from '@rigkit/domain/checkout';
import type { PaymentMethod } from '@rigkit/domain/payments';
import type { ShippingOption } from '@rigkit/domain/shipping';
import type { CardProvider } from './cardProvider.ts';
import type { CheckoutServices } from './useCheckout.ts';

export const emptyState: CheckoutState = emptyCheckoutState();

export const contactState: CheckoutState = { ...emptyState, FirstName: 'Mia', LastName: 'Nguyen', EmailAddress: 'mia.nguyen@example.com.au', MobileNumber: '0412345678' };

const availability = (InventoryWarehouseId: number, Available: boolean) => ({ InventoryWarehouseId, Available, AvailableAfterTransfer: true, AvailabilityComment: Available ? 'In stock' : 'Transfer' });

export const cart: ShoppingCart = {
  ShoppingCartItems: [
    { InventoryItemId: 612345, LineNumber: 1, ItemDescription: 'ASUS TUF Gaming GeForce RTX 5070 12GB', Quantity: 1, UnitCost: 1299, ExtendedCost: 1299, ItemTypeCode: 'STK', Availabilities: [availability(5, true), availability(11, true), availability(12, false)] },
    { InventoryItemId: 602301, LineNumber: 2, ItemDescription: 'Arctic MX-6 Thermal Paste 4g', Quantity: 2, UnitCost: 12.5, ExtendedCost: 25, ItemTypeCode: 'STK', Availabilities: [availability(5, true), availability(11, true), availability(12, true)] },
  ],
  ShippingOptions: [],
  ContainsB2B: false,
  CartFlags: [],
} as unknown as ShoppingCart;

const option = (partial: Partial<ShippingOption>): ShippingOption => ({
  ShippingMethodId: 2,
  InventoryWarehouseId: 5,
  ShippingCompanyId: 2,
  DisplayName: 'Auspost eParcel',
  AvailabilityComment: 'In stock at Perth warehouse',
  TotalCostIncTax: 14.95,
  State: 'WA',
  ShowOnWebsite: true,
  Available: true,
  AvailableAfterTransfer: true,
  FurthestStockETA: null,
  WarehouseName: 'Perth warehouse',
  RequiresCustomerDeliveryWindow: false,
  DeliveryDurationMinimumHours: 48,
  ...partial,
});

export const perthOptions: ShippingOption[] = [
  option({ ShippingMethodId: 5, ShippingCompanyId: 5, DisplayName: 'Standard Delivery', TotalCostIncTax: 9.95, DeliveryDurationMinimumHours: 24 }),
  option({}),
  option({ ShippingMethodId: 3, ShippingCompanyId: 3, DisplayName: 'StarTrack Road Express', TotalCostIncTax: 19.95, DeliveryDurationMinimumHours: 72 }),
  option({ ShippingMethodId: 1, ShippingCompanyId: 1, DisplayName: 'Click and Collect - Osborne Park', InventoryWarehouseId: 11, TotalCostIncTax: 0, WarehouseName: 'Osborne Park' }),
  option({ ShippingMethodId: 1, ShippingCompanyId: 1, DisplayName: 'Click and Collect - Wangara', InventoryWarehouseId: 12, TotalCostIncTax: 0, WarehouseName: 'Wangara' }),
];

const method = (PaymentMethodId: number, DisplayName: string, partial: Partial<PaymentMethod> = {}): PaymentMethod => ({
  PaymentMethodId,
  DisplayName,
  LogoUrl: null,
  WebpageHtml: null,
  CanBeUsedForPickup: true,
  CanBeUsedForDelivery: true,
  CanBeUsedForRestrictedCarts: true,
  IsInstant: true,
  RequireIdOnPickup: false,
  ...partial,
});

export const paymentMethods: PaymentMethod[] = [
  method(4, 'Bank Transfer (EFT)', { IsInstant: false }),
  method(7, 'Gift Voucher or Store Credit'),
  method(8, 'Pay on Collection', { CanBeUsedForDelivery: false, RequireIdOnPickup: true }),
  method(14, 'Credit Card', { RequireIdOnPickup: true }),
];

/** Services that answer at once, as the reference server would for this cart. */
export function makeServices(overrides: Partial<CheckoutServices> = {}): CheckoutServices {
  return {
    fetchShippingOptions: async () => perthOptions,
    saveCheckoutState: async () => undefined,
    submitOrder: async () => ({ Success: true, RedirectUrl: null, SalesOrderDocument: { DocumentGuid: 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a' }, Errors: [], RetryGuid: null }),
    fetchGiftVoucherBalance: async (code) => (code.toUpperCase() === 'GV-8F3K-2M9Q' ? 100 : null),
    ...overrides,
  };
}

/** A card provider whose "iframe" is a note: the real one is the provider's own page (storefront cardProvider). */
export function makeCardProvider(result: 'approve' | 'decline' = 'approve'): CardProvider {
  return {
    mount(container) {
      const note = document.createElement('p');
      note.textContent = 'Card fields of the card provider';
      container.append(note);
      return () => note.remove();
    },
    tokenize: async () => {
      if (result === 'decline') throw new Error('Card verification failed');
      return { nonce: 'fake-valid-visa-nonce', cardFirstSix: '411111', cardLastFour: '1111' };
    },
  };
}

/** An existing order of $1,313.95 with a $313.95 deposit already paid (spec 3 §2.7). */
export const existingOrder = {
  document: { DocumentGuid: 'b7c1d2e3-4f5a-4b6c-8d7e-9f0a1b2c3d4e', DocumentNumber: 'SO-331044', DocumentType: 'Sales Order', DocumentStatus: 'Awaiting Processing', TotalCostPriceIncTax: 1313.95 },
  missingFields: [],
} as const;

export const existingOrderState: CheckoutState = {
  ...contactState,
  ShippingStreetAddressLine1: '12 Hay St',
  ShippingSuburb: 'Perth',
  ShippingState: 'WA',
  ShippingPostcode: '6000',
  Payments: [{ PaymentMethodId: 4, PaymentAmount: 313.95, ExternalToken: 'existing-payment-5000001', CustomerPaymentAuthorityId: null, CustomerPaymentId: 5000001, IsStoreCredit: false, DisplayInformation: 'Credit Card' }],
};

/** The Uber-style option (company 15) of a Perth address, and its five days of windows. */
export const uberOption: ShippingOption = option({ ShippingMethodId: 15, ShippingCompanyId: 15, DisplayName: 'Uber Delivery', TotalCostIncTax: 19, RequiresCustomerDeliveryWindow: true, DeliveryDurationMinimumHours: 2, AvailabilityComment: 'In stock at Osborne Park' });
export const perthOptionsWithUber: ShippingOption[] = [...perthOptions, uberOption];

const window = (quoteDate: string, from: string, to: string) => ({ webDisplayString: `${from} - ${to}`, start: `${quoteDate}T00:00:00+08:00`, end: `${quoteDate}T02:00:00+08:00` });
export const uberQuote = {
  ShippingMethodId: 15,
  TimeSlots: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((quoteDate) => ({
    quoteDate,
    timeRange: [window(quoteDate, '9:00am', '11:00am'), window(quoteDate, '11:00am', '1:00pm'), window(quoteDate, '1:00pm', '3:00pm'), window(quoteDate, '3:00pm', '5:00pm')],
  })),
};
