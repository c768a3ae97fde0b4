// Draws the chat's messages newest first, a few rows a frame (issue 18: a 1,000-message history opens with no long
// task over 50 ms at 4× CPU slowdown). Each row is three elements the theme styles and lays out: a whole page of 50
// drawn at once cost one frame of about 70 ms of style, layout and paint (bench/chat.bench.ts), however the commit
// was split. So the newest rows, which fill the panel, are drawn first, and the rows above them, out of view, follow
// a handful at a time after each frame is painted. New replies below are drawn at once.
import { useEffect, useMemo, useState } from 'react';

/**
 * Rows drawn in one frame: about what the theme's tallest panel shows (36rem of two-line bubbles). Each row's commit,
 * style and layout is a few milliseconds at 4× CPU slowdown: 10 a frame made tasks of 25-40 ms on a busy machine.
 */
export const rowsPerFrame = 6;

export interface DrawnTail<T> {
  /** The rows to draw: a tail of `items`. */
  drawn: readonly T[];
  /** Rows of `items` above the drawn ones still to come. */
  filling: boolean;
}

/**
 * The tail of `items` drawn so far. `beforeGrow` runs just before rows are added above (after a painted frame, so
 * reading the layout there costs nothing), for the caller to hold the view still.
 */
export function useDrawnTail<T>(items: readonly T[], keyOf: (item: T) => string, beforeGrow: () => void): DrawnTail<T> {
  /** Key of the oldest row drawn; rows from it to the newest are drawn. */
  const [oldestKey, setOldestKey] = useState<string | undefined>(undefined);
  const found = useMemo(() => (oldestKey === undefined ? -1 : items.findIndex((item) => keyOf(item) === oldestKey)), [items, keyOf, oldestKey]);
  // Not found: a new conversation, or nothing drawn yet; its newest rows first.
  const start = found >= 0 ? found : Math.max(0, items.length - rowsPerFrame);
  const next = items[Math.max(0, start - rowsPerFrame)];

  useEffect(() => {
    if (start === 0 || next === undefined) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted: an animation callback runs before that frame's layout, a task queued from it
    // runs after its paint.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        beforeGrow();
        setOldestKey(keyOf(next));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [start, next, keyOf, beforeGrow]);

  const drawn = useMemo(() => (start === 0 ? items : items.slice(start)), [items, start]);
  return { drawn, filling: start > 0 };
}
