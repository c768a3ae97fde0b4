// The shopper's time-zone offset (`Date.prototype.getTimezoneOffset()`, -480 in Perth), which only the browser
// knows: null while the server renders and during hydration, the device's offset after it. What depends on it
// (region banners, the consultation box, WA detection) renders once hydrated, or corrects itself then.
import { useSyncExternalStore } from 'react';

// The offset does not change while the page is open: nothing to subscribe to.
const subscribeToNothing = () => () => undefined;
const deviceOffset = () => new Date().getTimezoneOffset();
const noOffsetOnServer = () => null;

export function useTimezoneOffset(): number | null {
  return useSyncExternalStore(subscribeToNothing, deviceOffset, noOffsetOnServer);
}
