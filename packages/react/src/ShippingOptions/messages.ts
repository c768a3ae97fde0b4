// Shipping options texts. "Show more shipping options", "Hide additional options", the delivery-time legend and
// Show More / Show Less are spec 3 §2.6's (quoted from @rigkit/domain); the rest is designed.
import { formatPrice } from '@rigkit/domain/money';
import { deliveryDayName, shippingMessages } from '@rigkit/domain/shipping';

export const shippingOptionsMessages = {
  legend: 'Shipping options', // designed
  noOptions: 'No shipping options for this address. Please check it, or choose Click and Collect.', // designed
  showMoreOptions: shippingMessages.showMoreOptions,
  hideAdditionalOptions: shippingMessages.hideAdditionalOptions,
  /** An option's price: "Free" for nothing, else "$9.95". */
  price: (cents: number) => (cents === 0 ? 'Free' : formatPrice(cents)), // designed
  chooseDeliveryTime: shippingMessages.chooseDeliveryTime,
  showMoreDays: 'Show More',
  showLessDays: 'Show Less',
  loadingDeliveryTimes: 'Finding delivery times…', // designed
  noDeliveryTimes: 'There are no delivery times for this address. Please choose another shipping option.', // designed
  /** "Monday 23 November" for a quote date (2026-11-23), read as a calendar day. */
  deliveryDay: deliveryDayName,
  /** The accessible name of one delivery window: "Tuesday 24 November, 1:00pm - 3:00pm". */
  deliveryTime: (day: string, range: string) => `${day}, ${range}`,
} as const;
