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
