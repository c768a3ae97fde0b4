// Address lookup behind an interface (ARCHITECTURE "Third parties"), like the payment gateway: the routes ask an
// AddressProvider, chosen by configuration (createApp's `addresses`); the local one searches the seeded streets of
// migration 0014, and a production store plugs in a national address file service with the same three calls.

/** One suggestion of fetchAddressSuggestions (spec 1 §3 "Suggestion"). */
export interface AddressSuggestion {
  Id: string;
  Address: string;
}

/** fetchAddress's answer (spec 1 §7). */
export interface ResolvedAddress {
  StreetAddress: string;
  Suburb: string;
  Postcode: string;
  State: 'WA' | 'VIC';
}

export interface AddressLocation {
  latitude: number;
  longitude: number;
}

export interface AddressProvider {
  /** Up to `limit` addresses matching what the shopper typed, best first; none when nothing matches. */
  suggest(text: string, limit: number): Promise<AddressSuggestion[]>;
  /** The address of a suggestion's Id, or null when the Id is unknown or malformed. */
  resolve(id: string): Promise<ResolvedAddress | null>;
  /** Where an address is (for same-day delivery distances), or null when the provider does not know the suburb. */
  locate(address: { Suburb: string; Postcode: string }): Promise<AddressLocation | null>;
}
