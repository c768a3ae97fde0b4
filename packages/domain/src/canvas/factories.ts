// Deterministic factory for canvas images, for tests and stories of the editor widgets.
import type { ImageTarget } from './geometry.ts';

/** A 100 x 50 design image with id 0 at (150, 100), order 0, not selected, overridden by `overrides`. */
export function makeImageTarget(overrides: Partial<ImageTarget> = {}): ImageTarget {
  return { id: 0, x: 150, y: 100, width: 100, height: 50, order: 0, selected: false, ...overrides };
}
