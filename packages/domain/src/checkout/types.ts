// Checkout DTOs (spec 3 §3) and the machine's own state, events and effects (spec 3 §4.4–§4.5).
import type { PaymentEntry } from '../payments/types.ts';
import type { ShippingOption } from '../shipping/types.ts';

/** One delivery window of an Uber-style quote (TimeSlots[].timeRange[]). */
export interface CheckoutTimeRange {
  webDisplayString: string;
  readonly [field: string]: unknown;
}

/** The checkout state as stored on the session (spec 3 §3), field names as documented. */
export interface CheckoutState {
  FirstName: string | null;
  LastName: string | null;
  EmailAddress: string | null;
  MobileNumber: string | null;
  LandlineNumber: string | null;
  ShippingStreetAddressLine1: string | null;
  ShippingStreetAddressLine2: string | null;
  ShippingSuburb: string | null;
  ShippingState: string | null;
  ShippingPostcode: string | null;
  ShippingMethodId: number | null;
  InventoryWarehouseId: number | null;
  SelectedShippingMethod: ShippingOption | null;
  AcceptTerms: boolean;
  TOTP: string | null;
  /** The chosen delivery window as the contract stores it: its webDisplayString. */
  SelectTimeRange: string | null;
  Payments: readonly PaymentEntry[];
  OrderNotes: string | null;
  ClientOrderNumber: string | null;
}

export type CheckoutAddress = Pick<
  CheckoutState,
  'ShippingStreetAddressLine1' | 'ShippingStreetAddressLine2' | 'ShippingSuburb' | 'ShippingState' | 'ShippingPostcode'
>;

export type CheckoutContact = Pick<CheckoutState, 'FirstName' | 'LastName' | 'EmailAddress' | 'MobileNumber' | 'LandlineNumber'>;

/** The existing order a payment link points at (spec 3 §3). */
export interface ExistingOrderDocument {
  DocumentGuid: string;
  DocumentNumber: string;
  DocumentType: string;
  DocumentStatus: string;
  /** Dollars. */
  TotalCostPriceIncTax: number;
}

/** submitOrder's answer (spec 3 §3, §7). */
export interface SubmitOrderResponse {
  Success: boolean;
  RedirectUrl: string | null;
  SalesOrderDocument: { DocumentGuid: string } | null;
  Errors: readonly { ErrorText: string }[] | null;
  RetryGuid: string | null;
}

export type NewCheckoutStep = 'contact' | 'delivery' | 'payment' | 'submitting' | 'completed';
export type ExistingOrderCheckoutStep = 'payment' | 'error' | 'completed' | 'submitting';
export type CheckoutStep = NewCheckoutStep | ExistingOrderCheckoutStep;
export type CheckoutMode = 'new' | 'existingOrder';
export type FulfilmentMode = 'delivery' | 'clickAndCollect';

export interface CheckoutMachineState {
  mode: CheckoutMode;
  step: CheckoutStep;
  checkout: CheckoutState;
  fulfilment: FulfilmentMode;
  /** Cart shipping options for the current address (emptied when the address changes). */
  shippingOptions: readonly ShippingOption[];
  defaultStoreId: number;
  /** Click and collect: the store whose item-availability list is open. */
  expandedWarehouseId: number | null;
  /** Parts cost in cents: the cart's ExtendedCost sum, or the existing order's total. */
  partsCents: number;
  retryGuid: string | null;
  /** The error area: texts shown above Place Order. */
  errors: readonly string[];
  /** Passed to the payment step (spec 3 §4.4); false for an existing order (§4.5). */
  isB2B: boolean;
  isCustomBuild: boolean;
  /** The existing order's guid, or the placed order's after success. */
  documentGuid: string | null;
}

/** Side effects the caller runs; the machine itself does no I/O. */
export type CheckoutEffect =
  | { type: 'redirect'; url: string }
  | { type: 'scrollToTop' }
  | { type: 'submitOrder' }
  | { type: 'fetchShippingOptions'; postcode: string }
  | { type: 'fetchUberAvailability' };

export interface CheckoutTransitionResult {
  state: CheckoutMachineState;
  effects: CheckoutEffect[];
}
