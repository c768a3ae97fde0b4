import { requiresDeliveryWindow } from '../shipping/classification.ts';
import type { CheckoutState, NewCheckoutStep } from './types.ts';

function present(value: string | null | undefined): boolean {
  return value !== null && value !== undefined && value.trim() !== '';
}

/** Email, last name, and a mobile or landline number: enough to skip the contact step (spec 3 §4.4). */
export function hasCheckoutContact(
  checkout: Pick<CheckoutState, 'EmailAddress' | 'LastName' | 'MobileNumber' | 'LandlineNumber'>,
): boolean {
  return (
    present(checkout.EmailAddress) &&
    present(checkout.LastName) &&
    (present(checkout.MobileNumber) || present(checkout.LandlineNumber))
  );
}

/** A method and warehouse are chosen, with a delivery window when the option needs one (Uber-style, company 15). */
export function hasCompleteShippingChoice(
  checkout: Pick<CheckoutState, 'ShippingMethodId' | 'InventoryWarehouseId' | 'SelectedShippingMethod' | 'SelectTimeRange'>,
): boolean {
  if (checkout.ShippingMethodId === null || checkout.InventoryWarehouseId === null) return false;
  const option = checkout.SelectedShippingMethod;
  return !(option && requiresDeliveryWindow(option) && checkout.SelectTimeRange === null);
}

/**
 * The step a new checkout opens at, from the fresh checkout state (spec 3 §4.4): contact unless the contact is
 * complete; delivery then; payment when a shipping method and warehouse are chosen too, except that an Uber-style
 * choice without a time range stays at delivery.
 */
export function initialCheckoutStep(checkout: CheckoutState): NewCheckoutStep {
  if (!hasCheckoutContact(checkout)) return 'contact';
  return hasCompleteShippingChoice(checkout) ? 'payment' : 'delivery';
}
