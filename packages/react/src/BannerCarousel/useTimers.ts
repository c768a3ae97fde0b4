import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `callback` once `delay` ms after the last change of `restartKey` (or of the delay); nothing while `delay`
 * is null. Autoplay re-arms it on every slide change, so a slide chosen by hand also gets its full time.
 */
export function useRestartingTimeout(callback: () => void, delay: number | null, restartKey: unknown): void {
  const onTimeout = useEffectEvent(callback);
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => onTimeout(), delay);
    return () => clearTimeout(timer);
  }, [delay, restartKey]);
}

/** Calls `callback` every `delay` ms; nothing while `delay` is null. */
export function useInterval(callback: () => void, delay: number | null): void {
  const onTick = useEffectEvent(callback);
  useEffect(() => {
    if (delay === null) return;
    const timer = setInterval(() => onTick(), delay);
    return () => clearInterval(timer);
  }, [delay]);
}
