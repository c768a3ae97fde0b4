// The availability block's own words. Stock texts, ordering and dispatch-block notices come from
// @rigkit/domain/availability; the postcode message from @rigkit/domain/validation. "This product is not available
// to buy online or instore." is spec 2 §8's; the rest is designed (the spec names the parts, not their words).
export const productAvailabilityMessages = {
  availability: 'Availability', // designed
  shipping: 'Shipping', // designed
  postcode: 'Postcode', // designed
  postcodeDescription: 'Enter your 4-digit postcode to see delivery options.', // designed
  loading: 'Finding shipping options…', // designed
  loadFailed: 'Shipping options could not be loaded.', // designed
  tryAgain: 'Try again', // designed
  noOptions: 'No shipping options for this postcode.', // designed
  cheapest: 'Cheapest', // designed
  free: 'Free', // spec 2 §9: the shipping estimate shows "Free" when it costs nothing
  pickup: 'Pick up', // designed
  supplier: 'Supplier', // designed: warehouse 0 has no location name
  notAvailableOnlineOrInstore: 'This product is not available to buy online or instore.',
  reservedStockNote: 'Stock on hand is reserved for system builds or card swaps.', // designed from spec 2 §8's note
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/ProductAvailability exported it. Use `productAvailabilityMessages`. */
export const PRODUCT_AVAILABILITY_TEXT = productAvailabilityMessages;
