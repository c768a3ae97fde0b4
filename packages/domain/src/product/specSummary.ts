// Prebuilt spec summary ("What's in your build") in the fixed category order of spec 2 §9.
export const PREBUILT_SPEC_SUMMARY_CATEGORIES = [
  'Base PC',
  'CPU',
  'CPU Cooler',
  'Motherboard',
  'Memory',
  'Graphics Card',
  'OS Drive',
  'Storage Drive',
  'Case',
  'Power Supply',
  'Operating System',
  'Cooling Fans',
  'Licensing',
] as const;

/**
 * The summary rows: only the listed categories, in the list's order; rows of one category keep their order.
 * Other categories (UV Printing, accessories) are not part of the summary.
 */
export function prebuiltSpecSummary<T extends { CategoryName: string }>(rows: readonly T[]): T[] {
  const order: readonly string[] = PREBUILT_SPEC_SUMMARY_CATEGORIES;
  return rows
    .map((row, index) => ({ row, index, rank: order.indexOf(row.CategoryName) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.row);
}
