// The cart's and product page's estimates read the contract's option through the one checkout mapper, keeping the
// contract's option beside it (`source`) for the host's own fields.
import type { components } from '@rigkit/api-client';
import { toShippingOption as toDomainShippingOption } from '@rigkit/api-client/mappers';
import type { ShippingOption } from '@rigkit/domain/shipping';

/** A shipping option as the API sends it (spec 2 §3 "Shipping option"). */
export type CartShippingOption = components['schemas']['ShippingOption'];

export function toShippingOption(option: CartShippingOption): ShippingOption & { source: CartShippingOption } {
  // An estimate lists an option whose stock was not stated as one that can be had (the checkout's step re-reads it).
  return { ...toDomainShippingOption(option), Available: option.Available ?? true, source: option };
}
