// Placing and keeping images inside the printable area (spec 1 §4 §5).
import { MAX_INITIAL_IMAGE_RATIO } from './constants.ts';
import type { CanvasRect, CanvasSize } from './geometry.ts';

/** A new image's size: at most 80 % of the printable width and height, aspect ratio kept, never enlarged. */
export function initialImageSize(natural: CanvasSize, area: CanvasSize): CanvasSize {
  if (natural.width <= 0 || natural.height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(
    1,
    (area.width * MAX_INITIAL_IMAGE_RATIO) / natural.width,
    (area.height * MAX_INITIAL_IMAGE_RATIO) / natural.height,
  );
  return { width: natural.width * scale, height: natural.height * scale };
}

/** A new image sized by `initialImageSize` and centred in the printable area (the centring is designed). */
export function placeNewImage(natural: CanvasSize, area: CanvasRect): CanvasRect {
  const size = initialImageSize(natural, area);
  return {
    x: area.x + (area.width - size.width) / 2,
    y: area.y + (area.height - size.height) / 2,
    ...size,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** After a move: the same size, shifted back inside the area (an image larger than the area keeps its left/top edge on the area's). */
export function clampMove(rect: CanvasRect, area: CanvasRect): CanvasRect {
  return {
    ...rect,
    x: clamp(rect.x, area.x, Math.max(area.x, area.x + area.width - rect.width)),
    y: clamp(rect.y, area.y, Math.max(area.y, area.y + area.height - rect.height)),
  };
}

/** After a resize by an edge or corner: the part of the new rectangle that lies inside the area. */
export function clampResize(rect: CanvasRect, area: CanvasRect): CanvasRect {
  const left = clamp(Math.min(rect.x, rect.x + rect.width), area.x, area.x + area.width);
  const top = clamp(Math.min(rect.y, rect.y + rect.height), area.y, area.y + area.height);
  const right = clamp(Math.max(rect.x, rect.x + rect.width), area.x, area.x + area.width);
  const bottom = clamp(Math.max(rect.y, rect.y + rect.height), area.y, area.y + area.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** True when the rectangle lies wholly inside the area. */
export function isInsideArea(rect: CanvasRect, area: CanvasRect): boolean {
  return (
    rect.x >= area.x &&
    rect.y >= area.y &&
    rect.x + rect.width <= area.x + area.width &&
    rect.y + rect.height <= area.y + area.height
  );
}
