// Store locator texts. The Dandenong note is spec 1 §2's (kept in @rigkit/domain/stores); the rest is designed.
export const storeLocatorMessages = {
  label: 'Our stores', // designed
  map: 'Map of our stores', // designed
  mapLoading: 'Loading the map…', // designed
  mapAttribution: 'State outlines: Natural Earth', // designed
  pin: (storeCode: string, storeName: string) => `${storeCode} ${storeName} store`, // designed: the pin shows the code
  showState: (heading: string) => `Show ${heading} stores`, // designed
  showAll: 'Show all stores', // designed
  showing: {
    none: 'Showing all stores', // designed
    state: (heading: string) => `Showing ${heading} stores`, // designed
    store: (storeName: string) => `Showing ${storeName}`, // designed
  },
  choose: (storeName: string) => `Make ${storeName} my store`, // designed
  chosen: 'Your store', // designed
  explore: 'Explore this store', // spec 1 §2
  storeCode: 'Store code', // designed
  email: 'Email', // designed
  phone: 'Phone', // designed
  address: 'Address', // designed
  openingHours: 'Opening hours', // designed
} as const;
