// The height of the store's sticky site header, so a page's own sticky bar (the brand page's anchor bar) sits just
// below it instead of sliding under it (the header is sticky at the top with a higher z-index). Follows the header's
// resizes (the phone menu, a wrapped search row); 0 on the server and before hydration.
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
