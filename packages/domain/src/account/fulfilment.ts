// Fulfilment details of an order (spec 3 §2.8 §2.9).
import { ACCOUNT_MESSAGES } from './messages.ts';

/** Methods whose delivery address means nothing to the customer, so it is hidden. */
export const ADDRESSLESS_SHIPPING_METHODS = ['Internal Processing', 'Own Courier'] as const;

/** True when the shipping method is a pickup (click and collect), e.g. "Pickup from Wangara". */
export function isPickupShippingMethod(shippingMethod: string | null | undefined): boolean {
  return (shippingMethod ?? '').toLowerCase().includes('pickup');
}

/** The address is hidden for Internal Processing, Own Courier and pickups. */
export function showsFulfilmentAddress(shippingMethod: string | null | undefined): boolean {
  const method = (shippingMethod ?? '').trim().toLowerCase();
  if (ADDRESSLESS_SHIPPING_METHODS.some((hidden) => method.includes(hidden.toLowerCase()))) return false;
  return !isPickupShippingMethod(shippingMethod);
}

/** "Pickup Location" when the method contains "Pickup from", otherwise "Dispatching From" (the warehouse). */
export function fulfilmentLocationLabel(shippingMethod: string | null | undefined): string {
  return (shippingMethod ?? '').includes('Pickup from') ? ACCOUNT_MESSAGES.pickupLocation : ACCOUNT_MESSAGES.dispatchingFrom;
}
