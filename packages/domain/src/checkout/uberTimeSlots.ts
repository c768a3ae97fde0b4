import type { CheckoutTimeRange } from './types.ts';

/** An Uber-style quote's day (spec 3 §3: TimeSlots with quoteDate and a timeRange list). */
export interface UberTimeSlot {
  quoteDate: string;
  timeRange: readonly CheckoutTimeRange[];
}

/** Days shown before "Show More" (spec 3 §2.6: Show More / Show Less after 3 days). */
export const UBER_DAYS_BEFORE_SHOW_MORE = 3;

/** The days the delivery-time picker shows, and whether a Show More / Show Less toggle is needed. */
export function visibleUberTimeSlots(
  slots: readonly UberTimeSlot[],
  showAll: boolean,
): { slots: UberTimeSlot[]; hasToggle: boolean } {
  const hasToggle = slots.length > UBER_DAYS_BEFORE_SHOW_MORE;
  return { slots: showAll ? [...slots] : slots.slice(0, UBER_DAYS_BEFORE_SHOW_MORE), hasToggle };
}
