import { promotionCountdownTickMs } from '@rigkit/domain/availability';
import { useEffect, useState } from 'react';

/**
 * "Now" for a per-second promotion countdown (spec 2 §4): `initialNow` on the first render (the server renders it,
 * so hydration matches), then the clock read every second while `isTicking`.
 */
export function useTickingNow(isTicking: (now: Date) => boolean, initialNow: Date | undefined, clock: (() => Date) | undefined): Date {
  const [now, setNow] = useState(() => initialNow ?? new Date());
  const ticking = isTicking(now);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(clock ? clock() : new Date()), promotionCountdownTickMs);
    return () => clearInterval(timer);
  }, [ticking, clock]);
  return now;
}
