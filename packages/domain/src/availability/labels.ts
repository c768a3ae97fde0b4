// Labels of the grid's stock filter (spec 1 §2 header filters): All, In Stock {store}, In Stock All Stores,
// In Stock {state}, In Stock All States, In Stock Anywhere.
import type { AvailabilityFilterValue } from './filterValues.ts';

export interface AvailabilityFilterLabelContext {
  /** The shopper's store name, e.g. "Wangara". */
  storeName: string;
  /** The shopper's state, e.g. "WA" (VIC for warehouses 4 and 9, spec 1 §9). */
  state: string;
}

export function availabilityFilterLabel(value: AvailabilityFilterValue, context: AvailabilityFilterLabelContext): string {
  switch (value) {
    case 'all':
      return 'All';
    case 'in-stock-my-store':
      return `In Stock ${context.storeName}`;
    case 'in-stock-all-stores':
      return 'In Stock All Stores';
    case 'in-stock-my-state':
      return `In Stock ${context.state}`;
    case 'in-stock-all-states':
      return 'In Stock All States';
    case 'in-stock-any':
      return 'In Stock Anywhere';
  }
}

/** The choices in the order the header lists them (spec 1 §2). */
export const availabilityFilterMenuOrder: readonly AvailabilityFilterValue[] = [
  'all',
  'in-stock-my-store',
  'in-stock-all-stores',
  'in-stock-my-state',
  'in-stock-all-states',
  'in-stock-any',
];
