import type { PaymentMethod } from './types.ts';

/**
 * Methods offered at checkout (spec 3 §4.4): a B2B cart allows only methods usable for delivery; once the fulfilment
 * is known (`isPickup`), only the methods usable for click and collect, or for delivery, remain. The payment step
 * offers these, and the server refuses a submit that pays with any other.
 */
export function paymentMethodsForCheckout<T extends Pick<PaymentMethod, 'CanBeUsedForDelivery' | 'CanBeUsedForPickup'>>(
  methods: readonly T[],
  options: { isB2B: boolean; isPickup?: boolean },
): T[] {
  return methods.filter(
    (method) =>
      (!options.isB2B || method.CanBeUsedForDelivery) &&
      (options.isPickup === undefined || (options.isPickup ? method.CanBeUsedForPickup : method.CanBeUsedForDelivery)),
  );
}

/** Physical photo ID is required on collection when the chosen method requires it (spec 3 §4.4). */
export function requiresPhotoIdOnPickup(
  method: Pick<PaymentMethod, 'RequireIdOnPickup'> | null | undefined,
  options: { isPickup: boolean },
): boolean {
  return options.isPickup && method?.RequireIdOnPickup === true;
}
