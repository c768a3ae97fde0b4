// Start-up work that costs tens of milliseconds on a phone (a carousel engine measuring its slides) runs one piece
// per idle period instead of all in the task that wanted it: three sliders starting together made one long task of
// the home page's hydration (about 110 ms at 4x CPU, embla's share of the blocking time in a CPU profile), and a
// long task is what Total Blocking Time counts. A shopper who reaches for the part does not wait for idle time.
import { useEffect, useState } from 'react';

const waiting: (() => void)[] = [];
let isScheduled = false;

function scheduleNext(): void {
  if (isScheduled || waiting.length === 0) return;
  isScheduled = true;
  const runOne = () => {
    isScheduled = false;
    waiting.shift()?.();
    scheduleNext();
  };
  // Safari has no requestIdleCallback; a timeout still gives each piece a task of its own.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(runOne, { timeout: 1000 });
  else setTimeout(runOne, 1);
}

/** Runs `task` in an idle period of its own, after those queued before it. Returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  waiting.push(task);
  scheduleNext();
  return () => {
    const index = waiting.indexOf(task);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * False until the caller's turn has come: an idle period of its own once `isWanted`, or at once when `isUrgent`
 * (the shopper is pointing at or focused in the part). True from then on.
 */
export function useIdleTurn(isWanted: boolean, isUrgent = false): boolean {
  const [hasTurn, setTurn] = useState(false);
  // Reaching for the part is its turn: state adjusted while rendering, React's pattern for state derived from props.
  if (isUrgent && !hasTurn) setTurn(true);
  useEffect(() => {
    if (hasTurn || !isWanted) return;
    return whenIdle(() => setTurn(true));
  }, [hasTurn, isWanted]);
  return hasTurn || isUrgent;
}
