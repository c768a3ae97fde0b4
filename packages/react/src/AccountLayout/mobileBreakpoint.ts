import { useSyncExternalStore } from 'react';

/** Spec 1 §2 §9: "Under 900 px wide the menu becomes a drop-down". */
export const ACCOUNT_LAYOUT_BREAKPOINT_PX = 900;
const UNDER_BREAKPOINT = `(max-width: ${ACCOUNT_LAYOUT_BREAKPOINT_PX - 0.02}px)`;

const mediaQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(UNDER_BREAKPOINT) : undefined;

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isUnderBreakpoint = () => mediaQuery()?.matches ?? false;
// The server cannot know the width: it renders the desktop side menu, and a narrow browser switches on hydration.
const serverSnapshot = () => false;

/** True under 900 px, following the window as it resizes; false on the server and where matchMedia is missing. */
export function useIsUnderAccountBreakpoint(): boolean {
  return useSyncExternalStore(subscribe, isUnderBreakpoint, serverSnapshot);
}
