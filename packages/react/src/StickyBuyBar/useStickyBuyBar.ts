import type { RefObject } from 'react';
import { useEffect, useState } from 'react';

/** Whether the sticky bar shows: only while the price block is out of view above the screen. */
export type StickyBuyBarState = 'visible' | 'hidden';

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
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const next: StickyBuyBarState = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0 ? 'visible' : 'hidden';
      if (next === last) return;
      last = next;
      setState(next);
      onVisibleChange?.(next === 'visible');
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetRef, onVisibleChange]);
  return state;
}
