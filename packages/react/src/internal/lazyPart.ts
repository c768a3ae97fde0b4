// A part of a widget that loads on demand (a menu popup, a dialog, a carousel): its module stays out of the page's
// first download (issue 6/7 route JavaScript budgets) and is fetched when the shopper shows intent or opens it.
// Unlike React.lazy, a part already loaded renders in the same commit (no Suspense fallback, no reveal throttle),
// so a menu opened after the trigger was hovered or focused appears at once, exactly as a static one would.
import { useEffect, useState } from 'react';

export interface LazyPart<Module> {
  /** Starts loading (once) and resolves with the module; after a failed load (a network error) the next call asks again. */
  load: () => Promise<Module>;
  /** The module when it has loaded, else undefined. */
  current: () => Module | undefined;
}

export function lazyPart<Module>(importer: () => Promise<Module>): LazyPart<Module> {
  let module: Module | undefined;
  let promise: Promise<Module> | undefined;
  return {
    load: () => {
      promise ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          promise = undefined;
          throw error;
        },
      );
      return promise;
    },
    current: () => module,
  };
}

/** The part's module once loaded; while `isNeeded`, loading starts and the component re-renders when it arrives. */
export function useLazyPart<Module>(part: LazyPart<Module>, isNeeded: boolean): Module | undefined {
  const [loaded, setLoaded] = useState(part.current);
  const module = loaded ?? part.current();
  useEffect(() => {
    if (!isNeeded || module) return;
    let isLive = true;
    // A failed load is asked for again the next time the part is needed.
    part.load().then(
      (value) => {
        if (isLive) setLoaded(() => value);
      },
      () => undefined,
    );
    return () => {
      isLive = false;
    };
  }, [part, isNeeded, module]);
  return module;
}

/**
 * Starts loading the part once the page is idle after mounting: off the first download and the hydration work,
 * yet ready before the shopper is likely to need it (a gallery's lightbox, a product's dialogs).
 */
export function usePreloadWhenIdle<Module>(part: LazyPart<Module>, isEnabled = true): void {
  useEffect(() => {
    if (!isEnabled || part.current()) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => void part.load().catch(() => undefined));
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => void part.load().catch(() => undefined), 1);
    return () => clearTimeout(timer);
  }, [part, isEnabled]);
}
