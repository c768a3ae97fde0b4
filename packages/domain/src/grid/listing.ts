// Which items a grid lists and which filter choices it offers: rules the grid hook used to hold itself (issue 13).
import { isCategoryShownInFeatureList } from '../region/display.ts';
import type { GridType } from './layout.ts';

/**
 * The items a grid lists (spec 1 §6): in a feature list a WA shopper is not shown items of the categories hidden
 * from WA (1390), so they leave the list and its counts; every other case lists every item.
 */
export function listedGridItems<T extends { Categories?: readonly number[] | null | undefined }>(
  items: readonly T[],
  options: { isWa: boolean; gridType: GridType },
): readonly T[] {
  if (!options.isWa || options.gridType !== 'featurelist') return items;
  return items.filter((item) => (item.Categories ?? []).every((categoryId) => isCategoryShownInFeatureList(categoryId, true)));
}

/** A filter choice with nothing behind it is left out, unless the shopper has it on (it must stay removable). */
export function isFilterOptionShown(option: { count: number; isSelected: boolean }): boolean {
  return option.count > 0 || option.isSelected;
}
