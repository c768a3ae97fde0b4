// Mouse-wheel zoom in steps of 10 (spec 1 §4 §9): the width changes by 10 px per notch, the height follows the
// aspect ratio, the centre stays put, and the result is kept inside the printable area.
import { ZOOM_STEP } from './constants.ts';
import type { CanvasRect } from './geometry.ts';
import { clampMove } from './placement.ts';

export type ZoomDirection = 'in' | 'out';

/** Wheel delta to direction: scrolling up (negative deltaY) zooms in. */
export function zoomDirectionFromWheel(deltaY: number): ZoomDirection | null {
  if (deltaY < 0) return 'in';
  if (deltaY > 0) return 'out';
  return null;
}

/** One zoom step; the image never shrinks below one step wide nor grows beyond the area. */
export function zoomImage(rect: CanvasRect, direction: ZoomDirection, area: CanvasRect): CanvasRect {
  if (rect.width <= 0 || rect.height <= 0) return rect;
  const aspect = rect.height / rect.width;
  let width = Math.max(ZOOM_STEP, rect.width + (direction === 'in' ? ZOOM_STEP : -ZOOM_STEP));
  width = Math.min(width, area.width, area.height / aspect);
  const height = width * aspect;
  const centreX = rect.x + rect.width / 2;
  const centreY = rect.y + rect.height / 2;
  return clampMove({ x: centreX - width / 2, y: centreY - height / 2, width, height }, area);
}
