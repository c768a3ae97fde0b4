// Address collector texts (spec 1 §2 "search-as-you-type or manual entry, change address, edit line 2 / attn to").
// The validation messages are the domain's (VALIDATION_MESSAGES via addressSchema); the texts here are designed.
export const addressCollectorMessages = {
  searchLabel: 'Find your address', // designed
  searchHelp: 'Type your street address, then choose it from the list.', // designed
  enterManually: 'Enter address manually', // designed
  searching: 'Searching addresses', // designed
  suggestionsFound: (count: number) => (count === 1 ? '1 address found' : `${count} addresses found`), // designed
  noSuggestions: 'No matching addresses. Check the spelling or enter your address manually.', // designed
  resolving: 'Filling in your address', // designed
  searchFailed: 'Address search is not available right now. Please enter your address manually.', // designed
  fieldsLegend: 'Address', // designed
  street: 'Street address', // designed
  street2: 'Address line 2 / Attn to (optional)', // designed
  suburb: 'Suburb', // designed
  state: 'State', // designed
  chooseState: 'Choose a state', // designed
  postcode: 'Postcode', // designed
} as const;

/** The states offered in the State field (the contract's State enum), the store's own two first. */
export const addressStates = ['WA', 'VIC', 'NSW', 'QLD', 'SA', 'TAS', 'ACT', 'NT'] as const;
