// Suggestions and addresses of the seeded local provider, for the collector's tests and stories.
import type { AddressSuggestion, ResolvedAddress } from './useAddressCollector.ts';

export const haySuggestions: AddressSuggestion[] = [
  { Id: 'L1-12', Address: '12 Hay St, Perth WA 6000' },
  { Id: 'L13-12', Address: '12 Hay St, West Perth WA 6005' },
  { Id: 'L33-12', Address: '12 Hay St, Subiaco WA 6008' },
];

export const resolvedAddresses: Record<string, ResolvedAddress> = {
  'L1-12': { StreetAddress: '12 Hay St', Suburb: 'Perth', Postcode: '6000', State: 'WA' },
  'L13-12': { StreetAddress: '12 Hay St', Suburb: 'West Perth', Postcode: '6005', State: 'WA' },
  'L33-12': { StreetAddress: '12 Hay St', Suburb: 'Subiaco', Postcode: '6008', State: 'WA' },
};

/** Answers like the local provider: suggestions for text mentioning "hay", the addresses of their Ids. */
export const fakeAddressCalls = {
  fetchSuggestions: async (text: string) => (/hay/i.test(text) ? haySuggestions : []),
  fetchAddress: async (id: string) => {
    const found = resolvedAddresses[id];
    if (!found) throw new Error(`Unknown address ${id}`);
    return found;
  },
};
