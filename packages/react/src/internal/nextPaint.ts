// The task after the next frame is painted: where work a press causes but does not show (a save request, a focus
// move) waits, so the press's own frame carries only what the shopper sees (issue 21, interaction latency).

/** Whether the page draws frames: a hidden page (a background tab) paints none, so nothing may wait for one. */
export const drawsFrames = () => typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible';

/** Resolves in the task after the next frame is painted (after the current task when the page draws no frames). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (drawsFrames()) requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves in the task after the frame that follows the next one, by when the next frame has been shown. Heavy work a
 * press starts (filtering and drawing a grid, a build's prices and verdicts) waits for this rather than nextPaint: run
 * straight after the press's frame was committed, it took the core the compositor needed to show that frame, which
 * then came a frame late in 3 of 100 filter toggles at 1× CPU on a 2-core machine (none of 150 once it waited; issue 21).
 */
export async function nextPaintShown(): Promise<void> {
  await nextPaint();
  await nextPaint();
}
