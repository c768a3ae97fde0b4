import { viewportBand } from '@rigkit/domain/grid';
import { useSyncExternalStore } from 'react';
import { useViewportHint } from './ViewportHint.tsx';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * The window's width as its layout band (`viewportBand`: the widest breakpoint it reaches), following resizes; on
 * the server and while hydrating, the band of the ViewportHintProvider's width. A resize within a band, or a phone
 * 412 px wide whose server guessed 390, re-renders nothing. `override` wins (tests, stories, a container that knows
 * its width).
 */
export function useViewportWidth(override?: number): number {
  const hint = useViewportHint();
  const measured = useSyncExternalStore(
    subscribe,
    () => viewportBand(window.innerWidth),
    () => viewportBand(hint),
  );
  return override ?? measured;
}
