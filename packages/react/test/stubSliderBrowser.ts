import { vi } from 'vitest';

/**
 * jsdom has no layout observers or media queries, which embla (the sliders' engine) asks for: inert stand-ins let a
 * slider mount. `reduceMotion` answers the shopper's prefers-reduced-motion. Undo with `vi.unstubAllGlobals()`.
 */
export function stubSliderBrowser({ reduceMotion = false }: { reduceMotion?: boolean } = {}): void {
  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', InertObserver);
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduceMotion && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
}
