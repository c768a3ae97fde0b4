// Grid layouts and tile image sizes (spec 1 §2 Item grid, §9).

/** The grid types a shopper can pick (spec 1 §9); "build" is the PC build tile layout (spec 1 §2). */
export const gridTypes = ['compactlist', 'featurelist', 'grid', 'largegrid', 'build'] as const;
export type GridType = (typeof gridTypes)[number];

/** "legacy" maps to the compact list; unknown types fall back to `fallback`. */
export function normalizeGridType(value: string | null | undefined, fallback: GridType = 'grid'): GridType {
  if (value === 'legacy') return 'compactlist';
  return (gridTypes as readonly string[]).includes(value ?? '') ? (value as GridType) : fallback;
}

/** Tile image widths in px per layout (spec 1 §9). */
export const tileImageSizes = {
  grid: 350,
  compactlist: 50,
  featurelist: 200,
  largegrid: 750,
  slider: 350,
  legacy: 200,
} as const;

export type TileImageLayout = keyof typeof tileImageSizes;

/** The image width a layout asks for; the build layout uses the grid's size. */
export function tileImageSize(layout: TileImageLayout | GridType): number {
  return layout === 'build' ? tileImageSizes.grid : tileImageSizes[layout];
}

/** Columns of the compact list (spec 1 §2); "Normal Price" only when some item has one. */
export function compactListColumns(items: readonly { NormalPrice?: number | null }[]): string[] {
  const hasNormalPrice = items.some((item) => item.NormalPrice != null && item.NormalPrice > 0);
  return ['Image', 'Description', 'Model', ...(hasNormalPrice ? ['Normal Price'] : []), 'Price'];
}
