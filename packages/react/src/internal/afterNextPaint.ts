// Work a press causes that the shopper does not wait to see (an address rewrite) leaves the press's frame: it runs
// once that frame has been painted, when the page is next idle. history.replaceState alone took 3.5 ms of main thread
// (14 ms at 4× CPU slowdown) and a router's navigation renders its whole tree; a task queued behind them (the next
// input, a frame's own callbacks) waited for them (issues 7 and 21, interaction latency).
import { drawsFrames } from './nextPaint.ts';
import { whenIdle } from './useIdleTurn.ts';

/** Runs `task` in an idle period after the next frame is painted; after the current task when the page draws no frames. */
export function afterNextPaint(task: () => void): void {
  if (drawsFrames()) requestAnimationFrame(() => whenIdle(task));
  else setTimeout(task, 0);
}
