import type { components } from '@rigkit/api-client';

/** A shipping option as `fetchShipping` returns it (spec 2 §3 "Shipping option", §7). */
export type ProductShippingOption = components['schemas']['ShippingOption'];
