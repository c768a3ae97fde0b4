// Spec 1 §7: "Calls can be cancelled per component". A component's calls share one call scope (@rigkit/api-client),
// cancelled when the component unmounts, so a page the shopper has left stops its lookups instead of finishing them
// for nobody; `next()` also cancels the component's previous call of a kind (a newer postcode's estimate).
import type { CallScope } from '@rigkit/api-client';
import { createCallScope } from '@rigkit/api-client';
import { useEffect, useMemo, useRef } from 'react';

/** The component's call scope: pass `scope.signal` (or `scope.next()`) as a call's signal. */
export function useCallScope(): CallScope {
  const scopeRef = useRef<CallScope | null>(null);
  // After unmount the scope stays cancelled, so a call started late (a promise's continuation) is cancelled at once.
  const current = () => (scopeRef.current ??= createCallScope());
  useEffect(() => {
    // A remount (React's strict mode runs effects twice) gets a fresh scope: the cancelled one stays cancelled.
    if (current().signal.aborted) scopeRef.current = createCallScope();
    const scope = current();
    return () => scope.cancel();
  }, []);
  return useMemo<CallScope>(
    () => ({
      get signal() {
        return current().signal;
      },
      next: () => current().next(),
      cancel: (reason) => current().cancel(reason),
    }),
    [],
  );
}
