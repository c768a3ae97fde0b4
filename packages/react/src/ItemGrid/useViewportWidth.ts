import { useSyncExternalStore } from 'react';

// Designed: the server renders the desktop layout; the theme's 900 px media queries fix the first paint on phones.
const serverWidth = 1280;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The window's width, following resizes; `override` wins (tests, stories, a container that knows its width). */
export function useViewportWidth(override?: number): number {
  const measured = useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => serverWidth,
  );
  return override ?? measured;
}
