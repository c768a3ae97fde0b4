// Image ids on the canvas (spec 1 §5): the background is 999, design images are below 999.
import { BACKGROUND_IMAGE_ID } from './constants.ts';

export function isBackgroundImageId(id: number): boolean {
  return id === BACKGROUND_IMAGE_ID;
}

export function isDesignImageId(id: number): boolean {
  return Number.isInteger(id) && id >= 0 && id < BACKGROUND_IMAGE_ID;
}

/** The id for a new design image: one above the highest in use, else the lowest free; null when all are taken. */
export function nextDesignImageId(usedIds: readonly number[]): number | null {
  const designIds = usedIds.filter(isDesignImageId);
  const highest = designIds.length === 0 ? -1 : Math.max(...designIds);
  if (highest + 1 < BACKGROUND_IMAGE_ID) return highest + 1;
  const used = new Set(designIds);
  for (let id = 0; id < BACKGROUND_IMAGE_ID; id += 1) if (!used.has(id)) return id;
  return null;
}
