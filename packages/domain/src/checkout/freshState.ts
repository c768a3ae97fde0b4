// The checkout state a new checkout starts from (spec 3 §4.4, §7 session/fetchFreshCheckoutState): what the
// session saved, with a logged-in customer's contact details filled in where the session has none (designed).
import type { CheckoutContact, CheckoutState } from './types.ts';

export function emptyCheckoutState(): CheckoutState {
  return {
    FirstName: null,
    LastName: null,
    EmailAddress: null,
    MobileNumber: null,
    LandlineNumber: null,
    ShippingStreetAddressLine1: null,
    ShippingStreetAddressLine2: null,
    ShippingSuburb: null,
    ShippingState: null,
    ShippingPostcode: null,
    ShippingMethodId: null,
    InventoryWarehouseId: null,
    SelectedShippingMethod: null,
    AcceptTerms: false,
    TOTP: null,
    SelectTimeRange: null,
    Payments: [],
    OrderNotes: null,
    ClientOrderNumber: null,
  };
}

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/**
 * Payments and the two-factor code never carry over: a card nonce is single-use and a code expires in seconds, so
 * a fresh checkout asks for them again.
 */
export function freshCheckoutState(saved: Partial<CheckoutState> | null | undefined, customer: CheckoutContact | null): CheckoutState {
  const state: CheckoutState = { ...emptyCheckoutState(), ...pickKnown(saved ?? {}), Payments: [], TOTP: null };
  if (customer) {
    for (const field of ['FirstName', 'LastName', 'EmailAddress', 'MobileNumber'] as const) {
      if (isBlank(state[field])) state[field] = customer[field];
    }
  }
  return state;
}

function pickKnown(saved: Partial<CheckoutState>): Partial<CheckoutState> {
  const known = Object.keys(emptyCheckoutState());
  return Object.fromEntries(Object.entries(saved).filter(([key]) => known.includes(key))) as Partial<CheckoutState>;
}
