// The grid's stock filter (spec 1 §2 header filters, §9 availability filter values). One value at a time (spec 1 §4).
// B2B items are excluded from every value but "all" (spec 1 §6). The spec names the values; what each covers is
// designed from their labels, widest last:
// - in-stock-my-store: in stock at the shopper's own store's warehouse;
// - in-stock-my-state: at any warehouse of the shopper's state (VIC for warehouses 4 and 9, otherwise WA);
// - in-stock-all-stores: at any store (every warehouse but 5 "WA Warehouse", 9 "Vic Warehouse" and the supplier);
// - in-stock-all-states: at any of our own warehouses, stores and warehouses 5 and 9 included, in either state;
// - in-stock-any: anywhere, the supplier (warehouse 0) included;
// - all: every item, in stock or not.

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
