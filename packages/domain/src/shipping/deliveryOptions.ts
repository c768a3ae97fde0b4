import { isStandardShippingOption, isUberStyleShippingOption } from './classification.ts';
import { ShippingCompanyIds } from './constants.ts';
import type { ShippingAddressLines, ShippingOption } from './types.ts';

// "PO Box", "P.O. Box", "GPO Box", "Post Office Box", "Parcel Locker", "Locked Bag" (spec 3 §5.4).
const POSTAL_ONLY_ADDRESS_PATTERNS: readonly RegExp[] = [
  /\b(?:g\.?\s*)?p\.?\s*o\.?\s*box\b/i,
  /\bpost\s*office\s*box\b/i,
  /\bparcel\s*locker\b/i,
  /\blocked\s*bag\b/i,
];

/** True when the address is a PO box, parcel locker or locked bag: only company 2 can deliver there. */
export function isPostalOnlyAddress(address: ShippingAddressLines): boolean {
  const text = [address.ShippingStreetAddressLine1 ?? '', address.ShippingStreetAddressLine2 ?? ''].join(' ');
  return POSTAL_ONLY_ADDRESS_PATTERNS.some((pattern) => pattern.test(text));
}

/**
 * The options listed under Delivery (spec 3 §5.4, §4.4): companies 1 (pickup) and 4 never; only company 2 for a
 * postal-only address; options hidden from the website dropped; the Uber-style option first, the rest in server
 * order.
 */
export function deliveryShippingOptions<T extends ShippingOption>(
  options: readonly T[],
  address: ShippingAddressLines | null,
): T[] {
  const postalOnly = address !== null && isPostalOnlyAddress(address);
  const listed = options.filter(
    (option) =>
      option.ShowOnWebsite &&
      option.ShippingCompanyId !== ShippingCompanyIds.pickup &&
      option.ShippingCompanyId !== ShippingCompanyIds.excludedFromDelivery &&
      (!postalOnly || option.ShippingCompanyId === ShippingCompanyIds.postOfficeBox),
  );
  return sortUberStyleFirst(listed);
}

/** Stable sort that moves Uber-style options (company 15) to the top (spec 2 §9). */
export function sortUberStyleFirst<T extends ShippingOption>(options: readonly T[]): T[] {
  return [
    ...options.filter((option) => isUberStyleShippingOption(option)),
    ...options.filter((option) => !isUberStyleShippingOption(option)),
  ];
}

export interface GroupedDeliveryOptions<T extends ShippingOption> {
  /** Shown straight away. */
  primary: T[];
  /** Behind "Show more shipping options" (designed: the courier group is the additional one). */
  additional: T[];
}

/**
 * Splits the delivery list for the "Show more shipping options" / "Hide additional options" toggle
 * (spec 3 §2.6). The spec names the two groups (standard and courier, spec 2 §9) but not which is hidden; we
 * show Uber-style and standard first and put the other couriers behind the toggle. When there is no standard
 * option, everything is primary so the list is never empty behind a button.
 */
export function groupDeliveryOptions<T extends ShippingOption>(options: readonly T[]): GroupedDeliveryOptions<T> {
  const primary = options.filter((option) => isUberStyleShippingOption(option) || isStandardShippingOption(option));
  if (primary.length === 0) return { primary: [...options], additional: [] };
  return { primary, additional: options.filter((option) => !primary.includes(option)) };
}

export const shippingMessages = {
  showMoreOptions: 'Show more shipping options',
  hideAdditionalOptions: 'Hide additional options',
  chooseDeliveryTime: 'Choose a delivery time (you must be home)',
} as const;
