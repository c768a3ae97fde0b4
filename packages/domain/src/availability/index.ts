export { availabilityFilterValues, isAvailabilityFilterValue } from './filterValues.ts';
export type { AvailabilityFilterValue } from './filterValues.ts';
