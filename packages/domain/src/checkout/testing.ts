import { emptyCheckoutState } from './freshState.ts';
import type { CheckoutState, ExistingOrderDocument, SubmitOrderResponse } from './types.ts';

/** Deterministic, empty checkout state: a guest who has entered nothing. */
export function makeCheckoutState(partial: Partial<CheckoutState> = {}): CheckoutState {
  return { ...emptyCheckoutState(), ...partial };
}

/** A checkout state whose contact is complete (email, last name, mobile). */
export function makeContactCheckoutState(partial: Partial<CheckoutState> = {}): CheckoutState {
  return makeCheckoutState({
    FirstName: 'Jane',
    LastName: 'Citizen',
    EmailAddress: 'jane@example.com',
    MobileNumber: '0412345678',
    ...partial,
  });
}

export function makeExistingOrderDocument(partial: Partial<ExistingOrderDocument> = {}): ExistingOrderDocument {
  return {
    DocumentGuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    DocumentNumber: 'SO-100200',
    DocumentType: 'Sales Order',
    DocumentStatus: 'Awaiting Processing',
    TotalCostPriceIncTax: 1499,
    ...partial,
  };
}

export function makeSubmitOrderResponse(partial: Partial<SubmitOrderResponse> = {}): SubmitOrderResponse {
  return {
    Success: true,
    RedirectUrl: null,
    SalesOrderDocument: { DocumentGuid: '9a1b2c3d-0000-4000-8000-000000000001' },
    Errors: null,
    RetryGuid: null,
    ...partial,
  };
}
