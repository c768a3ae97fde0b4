// Whether an element has come near the viewport: a below-the-fold part (a product page's "people also bought"
// slider) starts loading its engine only when the shopper scrolls towards it, not during hydration (issue 6/7 route
// JavaScript and TBT budgets).
import { useEffect, useState } from 'react';

/** How far outside the viewport an element counts as near: about a screen of scrolling ahead. */
export const nearViewportMargin = '600px 0px';

/**
 * True once `element` has been within `rootMargin` of the viewport (and from then on). Without
 * IntersectionObserver it is true at once, so nothing waits forever.
 */
export function useNearViewport(element: Element | null, rootMargin = nearViewportMargin): boolean {
  const [isNear, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear, rootMargin]);
  return isNear;
}
