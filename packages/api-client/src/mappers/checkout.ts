// The checkout's shapes between the contract and the domain (spec 3 §3): the session's checkout state, the cart it
// checks out, its shipping options, the customer's payment methods and submitOrder's answer. The contract leaves
// most fields optional; the domain's step machine and rules want them present, so each absent field gets the value
// that means "not given" (null, false, none), and a change to the contract's shapes is a type error here.
import type { CartLine, ShoppingCart } from '@rigkit/domain/cart';
import type { CheckoutAddress, CheckoutState, SubmitOrderResponse } from '@rigkit/domain/checkout';
import type { PaymentEntry, PaymentMethod } from '@rigkit/domain/payments';
import type { ShippingOption } from '@rigkit/domain/shipping';
import type { components } from '../generated/schema.ts';
import { toDomainLine } from './cart.ts';

type Schemas = components['schemas'];

export function toShippingOption(option: Schemas['ShippingOption']): ShippingOption {
  return {
    ShippingMethodId: option.ShippingMethodId,
    InventoryWarehouseId: option.InventoryWarehouseId ?? 0,
    ShippingCompanyId: option.ShippingCompanyId ?? 0,
    DisplayName: option.DisplayName,
    AvailabilityComment: option.AvailabilityComment ?? null,
    TotalCostIncTax: option.TotalCostIncTax,
    State: option.State ?? null,
    // Designed: the server lists only what the website may show unless it says otherwise.
    ShowOnWebsite: option.ShowOnWebsite ?? true,
    Available: option.Available ?? false,
    AvailableAfterTransfer: option.AvailableAfterTransfer ?? false,
    FurthestStockETA: option.FurthestStockETA ?? null,
    WarehouseName: option.WarehouseName ?? null,
    RequiresCustomerDeliveryWindow: option.RequiresCustomerDeliveryWindow ?? false,
    DeliveryDurationMinimumHours: option.DeliveryDurationMinimumHours ?? null,
  };
}

export function toPaymentEntry(payment: Schemas['PaymentEntry']): PaymentEntry {
  const { DisplayInformation, AdditionalData, CardFirstSix, CardLastFour, DeviceData } = payment;
  return {
    PaymentMethodId: payment.PaymentMethodId,
    PaymentAmount: payment.PaymentAmount,
    ExternalToken: payment.ExternalToken ?? null,
    CustomerPaymentAuthorityId: payment.CustomerPaymentAuthorityId ?? null,
    CustomerPaymentId: payment.CustomerPaymentId ?? null,
    IsStoreCredit: payment.IsStoreCredit ?? false,
    // The optional extras travel only when the server sent them.
    ...(DisplayInformation === undefined ? {} : { DisplayInformation }),
    ...(AdditionalData === undefined ? {} : { AdditionalData }),
    ...(CardFirstSix === undefined ? {} : { CardFirstSix }),
    ...(CardLastFour === undefined ? {} : { CardLastFour }),
    ...(DeviceData === undefined ? {} : { DeviceData }),
  };
}

export function toCheckoutState(state: Schemas['CheckoutState']): CheckoutState {
  return {
    FirstName: state.FirstName ?? null,
    LastName: state.LastName ?? null,
    EmailAddress: state.EmailAddress ?? null,
    MobileNumber: state.MobileNumber ?? null,
    LandlineNumber: state.LandlineNumber ?? null,
    ShippingStreetAddressLine1: state.ShippingStreetAddressLine1 ?? null,
    ShippingStreetAddressLine2: state.ShippingStreetAddressLine2 ?? null,
    ShippingSuburb: state.ShippingSuburb ?? null,
    ShippingState: state.ShippingState ?? null,
    ShippingPostcode: state.ShippingPostcode ?? null,
    ShippingMethodId: state.ShippingMethodId ?? null,
    InventoryWarehouseId: state.InventoryWarehouseId ?? null,
    SelectedShippingMethod: state.SelectedShippingMethod ? toShippingOption(state.SelectedShippingMethod) : null,
    AcceptTerms: state.AcceptTerms ?? false,
    TOTP: state.TOTP ?? null,
    SelectTimeRange: state.SelectTimeRange ?? null,
    Payments: (state.Payments ?? []).map(toPaymentEntry),
    OrderNotes: state.OrderNotes ?? null,
    ClientOrderNumber: state.ClientOrderNumber ?? null,
  };
}

/** The cart being checked out, its lines with their stock per warehouse (Click and Collect reads them). */
export function toShoppingCart(cart: Schemas['Cart']): ShoppingCart {
  return {
    ShoppingCartItems: cart.ShoppingCartItems.map(toDomainLine),
    ShippingOptions: (cart.ShippingOptions ?? []).map(toShippingOption),
    ContainsB2B: cart.ContainsB2B ?? false,
    CartFlags: cart.CartFlags ?? [],
    ShoppingCartPromotions: cart.ShoppingCartPromotions ?? [],
  };
}

/** A payment method; a capability the server did not state is taken as absent, so the method is not offered for it. */
export function toPaymentMethod(method: Schemas['PaymentMethod']): PaymentMethod {
  return {
    PaymentMethodId: method.PaymentMethodId,
    DisplayName: method.DisplayName,
    LogoUrl: method.LogoUrl ?? null,
    WebpageHtml: method.WebpageHtml ?? null,
    CanBeUsedForPickup: method.CanBeUsedForPickup ?? false,
    CanBeUsedForDelivery: method.CanBeUsedForDelivery ?? false,
    CanBeUsedForRestrictedCarts: method.CanBeUsedForRestrictedCarts ?? false,
    IsInstant: method.IsInstant ?? false,
    RequireIdOnPickup: method.RequireIdOnPickup ?? false,
  };
}

export function toSubmitOrderResponse(result: Schemas['SubmitOrderResult']): SubmitOrderResponse {
  return {
    Success: result.Success,
    RedirectUrl: result.RedirectUrl ?? null,
    SalesOrderDocument: result.SalesOrderDocument ? { DocumentGuid: result.SalesOrderDocument.DocumentGuid } : null,
    Errors: result.Errors ? result.Errors.map(({ ErrorText }) => ({ ErrorText })) : null,
    RetryGuid: result.RetryGuid ?? null,
  };
}

/**
 * An order's top-level lines (fetchDocument's Items) as the summary's cart lines, for paying an existing order
 * (spec 3 §2.7): the summary reads the description, quantity and extended cost; nothing of them is added to a cart.
 */
export function toOrderSummaryLines(items: readonly Schemas['DocumentItem'][]): CartLine[] {
  return items.map((item, index) => ({
    InventoryItemId: item.InventoryItemId ?? 0,
    LineNumber: index + 1,
    ItemDescription: item.ItemDescription,
    Quantity: item.Quantity,
    UnitCost: item.UnitCost ?? 0,
    ExtendedCost: item.ExtendedCost ?? 0,
    ItemTypeCode: item.ItemTypeCode ?? 'STK',
    CouponCode: null,
    CustomerWishlistItemId: null,
    KitChildren: [],
    KitId: null,
    UvPrintEnabled: false,
    UvPrintDesignCode: null,
    Availabilities: [],
    PrimaryImageId: null,
    BlockInvoicesUntil: null,
    BlockSalesOrdersUntil: null,
    AddToCartSource: null,
  }));
}

const contractStates = ['WA', 'VIC', 'NSW', 'QLD', 'SA', 'TAS', 'ACT', 'NT'] as const satisfies readonly Schemas['State'][];
const isContractState = (state: string | null): state is Schemas['State'] => (contractStates as readonly (string | null)[]).includes(state);

/**
 * The checkout's delivery address as the contract's ShippingAddress (fetchUberAvailability). An address without an
 * Australian state cannot be quoted: it throws rather than guessing one.
 */
export function toContractShippingAddress(address: CheckoutAddress): Schemas['ShippingAddress'] {
  const state = address.ShippingState;
  if (!isContractState(state)) throw new Error(`Not an Australian state: ${String(state)}`);
  return {
    StreetAddressLine1: address.ShippingStreetAddressLine1 ?? '',
    StreetAddressLine2: address.ShippingStreetAddressLine2,
    Suburb: address.ShippingSuburb ?? '',
    State: state,
    Postcode: address.ShippingPostcode ?? '',
  };
}
