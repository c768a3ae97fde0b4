import type { PaymentMethod } from './types.ts';

/** Methods offered at checkout: a B2B cart allows only methods usable for delivery (spec 3 §4.4). */
export function paymentMethodsForCheckout<T extends Pick<PaymentMethod, 'CanBeUsedForDelivery'>>(
  methods: readonly T[],
  options: { isB2B: boolean },
): T[] {
  return options.isB2B ? methods.filter((method) => method.CanBeUsedForDelivery) : [...methods];
}

/** Physical photo ID is required on collection when the chosen method requires it (spec 3 §4.4). */
export function requiresPhotoIdOnPickup(
  method: Pick<PaymentMethod, 'RequireIdOnPickup'> | null | undefined,
  options: { isPickup: boolean },
): boolean {
  return options.isPickup && method?.RequireIdOnPickup === true;
}
