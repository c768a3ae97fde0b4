// The grid's stock filter (spec 1 §2 header filters, §9 availability filter values). One value at a time (spec 1 §4).

export const availabilityFilterValues = [
  'in-stock-my-store',
  'in-stock-my-state',
  'in-stock-all-states',
  'in-stock-all-stores',
  'in-stock-any',
  'all',
] as const;

export type AvailabilityFilterValue = (typeof availabilityFilterValues)[number];

export function isAvailabilityFilterValue(value: unknown): value is AvailabilityFilterValue {
  return typeof value === 'string' && (availabilityFilterValues as readonly string[]).includes(value);
}
