// The grid's sort keys (spec 1 §9), apart from the sort orders (sort.ts): the settings and the address name them
// without bringing the engine's sorting code into a page that only renders a grid.

export const gridSortKeys = [
  'price',
  'description',
  'popularity',
  'releasedate',
  'discountvalue',
  'discountpercent',
  'random',
  'relevance',
] as const;

export type GridSortKey = (typeof gridSortKeys)[number];
export type GridSortDirection = 'asc' | 'desc';
