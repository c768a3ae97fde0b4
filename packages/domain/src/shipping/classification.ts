import { COURIER_SHIPPING_NAMES, ShippingCompanyIds, STANDARD_SHIPPING_MINIMUM_HOURS } from './constants.ts';
import type { ShippingOption } from './types.ts';

export type ShippingOptionGroup = 'standard' | 'courier';

type NamedOption = Pick<ShippingOption, 'DisplayName'>;

function displayNameIncludes(option: NamedOption, fragment: string): boolean {
  return option.DisplayName.toLowerCase().includes(fragment.toLowerCase());
}

/** True for 'Auspost eParcel' and 'StarTrack Road Express', which count as courier whatever their duration (spec 2 §9). */
export function isNamedCourierShippingOption(option: NamedOption): boolean {
  return COURIER_SHIPPING_NAMES.some((name) => displayNameIncludes(option, name));
}

/**
 * Standard = minimum delivery time of 24 hours or more, except the named courier services (spec 2 §9).
 * An option without a duration is not known to be slow, so it is grouped with the couriers.
 */
export function isStandardShippingOption(
  option: Pick<ShippingOption, 'DisplayName' | 'DeliveryDurationMinimumHours'>,
): boolean {
  const hours = option.DeliveryDurationMinimumHours;
  return hours !== null && hours >= STANDARD_SHIPPING_MINIMUM_HOURS && !isNamedCourierShippingOption(option);
}

export function shippingOptionGroup(
  option: Pick<ShippingOption, 'DisplayName' | 'DeliveryDurationMinimumHours'>,
): ShippingOptionGroup {
  return isStandardShippingOption(option) ? 'standard' : 'courier';
}

/** Same-day options are detected by name (spec 2 §9): "Same Day", "same-day", "SameDay". */
export function isSameDayShippingOption(option: NamedOption): boolean {
  return /same[\s-]?day/i.test(option.DisplayName);
}

/** Uber-style: shipping company 15, or an option named Uber (spec 2 §9, spec 3 §9). */
export function isUberStyleShippingOption(option: Pick<ShippingOption, 'DisplayName' | 'ShippingCompanyId'>): boolean {
  return option.ShippingCompanyId === ShippingCompanyIds.uberStyle || /\buber\b/i.test(option.DisplayName);
}

/** Pickup (click and collect) options belong to shipping company 1. */
export function isPickupShippingOption(option: Pick<ShippingOption, 'ShippingCompanyId'>): boolean {
  return option.ShippingCompanyId === ShippingCompanyIds.pickup;
}

/** An option needs a delivery-time choice when it says so or it is Uber-style (spec 3 §4.4). */
export function requiresDeliveryWindow(
  option: Pick<ShippingOption, 'DisplayName' | 'ShippingCompanyId' | 'RequiresCustomerDeliveryWindow'>,
): boolean {
  return option.RequiresCustomerDeliveryWindow || option.ShippingCompanyId === ShippingCompanyIds.uberStyle;
}
