// Whether this render is a client render after hydration: React reads the server snapshot on the server and while it
// hydrates, so a part can keep the server's HTML (or render nothing browser-only) until then without a mismatch.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and while hydrating; true in a client render (after hydration, a client navigation, a test). */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
