// The height of the store's sticky site header, so a page's own sticky bar (the brand and prebuilt pages' anchor
// bar, AnchorBar) sits just below it instead of sliding under it (the header is sticky at the top with a higher
// z-index). Follows the header's resizes (the phone menu, a wrapped search row); 0 on the server and before
// hydration. A page puts `useStickyTopStyle()` on its outermost element; the theme reads --rk-sticky-top for the
// bar's `top` and its sections' scroll margin (widgets/product-layouts.css), so every page does it the same way.
import type { CSSProperties } from 'react';
import { useEffect, useState } from 'react';

export function useSiteHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header || getComputedStyle(header).position !== 'sticky') return;
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/** The page's --rk-sticky-top: the sticky site header's height, where a page's own sticky bar starts. */
export function useStickyTopStyle(): CSSProperties {
  const height = useSiteHeaderHeight();
  return { '--rk-sticky-top': `${height}px` } as CSSProperties;
}
