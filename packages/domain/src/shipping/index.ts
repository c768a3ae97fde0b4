export type { ShippingAddressLines, ShippingOption } from './types.ts';
export { COURIER_SHIPPING_NAMES, ShippingCompanyIds, STANDARD_SHIPPING_MINIMUM_HOURS } from './constants.ts';
export {
  isNamedCourierShippingOption,
  isPickupShippingOption,
  isSameDayShippingOption,
  isStandardShippingOption,
  isUberStyleShippingOption,
  requiresDeliveryWindow,
  shippingOptionGroup,
} from './classification.ts';
export type { ShippingOptionGroup } from './classification.ts';
export {
  deliveryShippingOptions,
  groupDeliveryOptions,
  isPostalOnlyAddress,
  shippingMessages,
  sortUberStyleFirst,
} from './deliveryOptions.ts';
export type { GroupedDeliveryOptions } from './deliveryOptions.ts';
export { chargeableKilograms, deliveryCostCents, isMetroPostcode } from './deliveryCost.ts';
export type { DeliveryRate } from './deliveryCost.ts';
export {
  storeTimeZone,
  UBER_DELIVERY_RADIUS_KILOMETRES,
  UBER_QUOTE_DAYS,
  UBER_WINDOW_MINUTES,
  uberTimeSlots,
  deliveryDayName,
  deliveryWindowText,
} from './uberWindows.ts';
export type { OpeningHoursDay, UberTimeRange, UberWindowOptions } from './uberWindows.ts';
