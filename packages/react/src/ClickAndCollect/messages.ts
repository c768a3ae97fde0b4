// Click and Collect texts. The item availabilities are spec 3 §2.6's three states in words; the rest is designed.
import type { StoreItemAvailability } from '@rigkit/domain/checkout';

export const clickAndCollectMessages = {
  stores: 'Stores', // designed
  noStores: 'No shipping options for this address. Please check it, or choose Click and Collect.', // designed
  selectStore: (name: string) => `Select ${name}`, // designed
  collectFrom: (name: string) => `Collect from ${name}`, // designed
  itemAvailability: { Available: 'Available', AvailableAfterTransfer: 'Available after transfer', Unavailable: 'Unavailable' } satisfies Record<StoreItemAvailability, string>,
} as const;
