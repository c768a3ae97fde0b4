import type { RefObject } from 'react';
import { useEffect, useState } from 'react';

/** Whether the sticky bar shows: only while the price block is out of view above the screen. */
export type StickyBuyBarState = 'visible' | 'hidden';

/** How far below the screen the watched area reaches: further than any product page is long. */
const belowTheScreenPx = 1_000_000;

/**
 * Watches the price block with an IntersectionObserver (spec 2 §2 "appears when the price block scrolls out of
 * view"). Designed: the bar shows once the block has scrolled off the top, not while the shopper has yet to reach
 * it. On the server, and where IntersectionObserver is missing, it stays hidden.
 */
export function useStickyBuyBarState(
  targetRef: RefObject<HTMLElement | null>,
  onVisibleChange?: (isVisible: boolean) => void,
): StickyBuyBarState {
  const [state, setState] = useState<StickyBuyBarState>('hidden');
  useEffect(() => {
    const target = targetRef.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    let last: StickyBuyBarState = 'hidden';
    const onChange: IntersectionObserverCallback = (entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const next: StickyBuyBarState = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0 ? 'visible' : 'hidden';
      if (next === last) return;
      last = next;
      setState(next);
      onVisibleChange?.(next === 'visible');
    };
    // The area watched reaches far below the screen, so a block not yet scrolled to counts as "in view": an observer
    // only calls back when that changes, and a jump from above the block to past it (an anchor link from the top of
    // a phone page, where the block starts below the screen) changed nothing and left the bar hidden.
    // The page's own document is the root, so the margin also holds inside a frame (a preview, a test runner).
    const observer = new IntersectionObserver(onChange, { root: target.ownerDocument, rootMargin: `0px 0px ${belowTheScreenPx}px 0px` });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetRef, onVisibleChange]);
  return state;
}
