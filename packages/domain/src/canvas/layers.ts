// Selection, deletion and layer order of design images (spec 1 §4). Layer up/down swaps order values with the
// neighbour; the background (id 999) is not a layer and never takes part.
import type { ImageTarget } from './geometry.ts';
import { isDesignImageId } from './imageIds.ts';

export type LayerDirection = 'up' | 'down';

/** Moves an image one layer up (towards the front, higher order) or down by swapping order with its neighbour. */
export function moveLayer<T extends ImageTarget>(targets: readonly T[], id: number, direction: LayerDirection): T[] {
  const layers = targets.filter((target) => isDesignImageId(target.id)).sort((a, b) => a.order - b.order);
  const index = layers.findIndex((target) => target.id === id);
  const neighbour = layers[direction === 'up' ? index + 1 : index - 1];
  const current = layers[index];
  if (current === undefined || neighbour === undefined) return [...targets];
  return targets.map((target) => {
    if (target.id === current.id) return { ...target, order: neighbour.order };
    if (target.id === neighbour.id) return { ...target, order: current.order };
    return target;
  });
}

/** Marks one image selected and every other not; null clears the selection. */
export function selectImage<T extends ImageTarget>(targets: readonly T[], id: number | null): T[] {
  return targets.map((target) => ({ ...target, selected: target.id === id }));
}

/** The delete button removes the selected design image; the background stays. */
export function deleteSelectedImage<T extends ImageTarget>(targets: readonly T[]): T[] {
  return targets.filter((target) => !(target.selected && isDesignImageId(target.id)));
}

/** The targets in drawing order (back to front). */
export function inDrawingOrder<T extends ImageTarget>(targets: readonly T[]): T[] {
  return [...targets].sort((a, b) => a.order - b.order);
}
