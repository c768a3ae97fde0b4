// Shipping company ids and thresholds (spec 3 §9, spec 2 §9).
export const ShippingCompanyIds = {
  /** Click and collect / pickup; never in the delivery list. */
  pickup: 1,
  /** The only company allowed for PO box, parcel locker and locked bag addresses. */
  postOfficeBox: 2,
  /** Excluded from the delivery list. */
  excludedFromDelivery: 4,
  /** Uber-style on-demand courier; sorts first. */
  uberStyle: 15,
} as const;

/** Options whose minimum delivery time is at least this many hours are "standard" (spec 2 §9). */
export const STANDARD_SHIPPING_MINIMUM_HOURS = 24;

/** Named services that are courier methods even when they take 24 hours or more (spec 2 §9). */
export const COURIER_SHIPPING_NAMES = ['Auspost eParcel', 'StarTrack Road Express'] as const;
