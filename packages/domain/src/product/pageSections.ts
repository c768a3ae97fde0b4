import { REQUIREMENT_NAMES } from '../software/requirements.ts';
import type { ProductImage, ProductItem } from './types.ts';

// Section rules of the product pages (spec 2 §2, §5, §9).
export const MAX_PRODUCT_THUMBNAILS = 5;
export const PREBUILT_IMAGE_GRID_MINIMUM_IMAGES = 8;
export const PEOPLE_ALSO_BOUGHT_MINIMUM_ITEMS = 2;
export const PEOPLE_ALSO_BOUGHT_SLIDES_PER_VIEW = 5;
/** The parts a game's performance depends on: the requirement names of a game (spec 2 §2, §9). */
export const GAME_PERFORMANCE_CATEGORY_NAMES = REQUIREMENT_NAMES;

/** The image slider's thumbnails: at most 5. */
export function productThumbnails<T>(images: readonly T[]): T[] {
  return images.slice(0, MAX_PRODUCT_THUMBNAILS);
}

/** Prebuilt image grid: needs at least 8 images and shows positions 2 to 7 (1-based); null hides the grid. */
export function prebuiltImageGrid<T = ProductImage>(images: readonly T[]): T[] | null {
  return images.length < PREBUILT_IMAGE_GRID_MINIMUM_IMAGES ? null : images.slice(1, 7);
}

/** Game Performance shows for an STK item whose kit categories include CPU, Memory and Graphics Card. */
export function showsGamePerformance(item: Pick<ProductItem, 'ItemTypeCode' | 'InventoryKitCategoryItems'>): boolean {
  if (item.ItemTypeCode !== 'STK') return false;
  const names = new Set(item.InventoryKitCategoryItems.map((entry) => entry.CategoryName));
  return GAME_PERFORMANCE_CATEGORY_NAMES.every((name) => names.has(name));
}

/** A preset whose price is not a number is not shown (spec 2 §2); NaN and infinities are not prices either. */
export function visiblePresets<T>(presets: readonly T[], priceOf: (preset: T) => unknown): T[] {
  return presets.filter((preset) => {
    const price = priceOf(preset);
    return typeof price === 'number' && Number.isFinite(price);
  });
}

/** People also bought: shown only with at least 2 items, as a slider of 5 per view (spec 2 §5, §9). */
export function peopleAlsoBoughtSlider<T>(items: readonly T[]): { items: T[]; slidesPerView: number } | null {
  return items.length < PEOPLE_ALSO_BOUGHT_MINIMUM_ITEMS
    ? null
    : { items: [...items], slidesPerView: PEOPLE_ALSO_BOUGHT_SLIDES_PER_VIEW };
}
