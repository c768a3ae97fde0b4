// Geolocation box texts (spec 1 §2 "Geolocation box": postcode input, Find/Set button, device-location icon). The
// browser's own denial message is shown as it comes (spec 1 §8); the rest is designed.
export const geolocationBoxMessages = {
  label: 'Postcode', // designed
  find: 'Find', // spec 1 §2 "Find/Set"
  finding: 'Finding', // designed
  useMyLocation: 'Use my location', // designed
  nearest: (storeName: string, kilometres: number) => `Your nearest store is ${storeName}, ${Math.round(kilometres)} km away`, // designed
  tooFar: (postcode: string) => `No store is within 50 km of ${postcode}. We'll deliver from our online store.`, // designed
  unknownPostcode: (postcode: string) => `We could not find the postcode ${postcode}`, // designed
  noLocation: 'We could not work out a postcode for your location', // designed
  unsupported: 'This browser cannot share your location', // designed
} as const;
