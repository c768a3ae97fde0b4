// Keyboards by kind (issue 17 B13): nine subcategories of Keyboards, each holding the keyboards that fit it, so a
// category with more than 8 children exists in the store (spec 2 §2's second column) and each of them lists items.
// Kept free of imports from reference.ts, which lists these among the seeded categories.
import type { SeedItem } from './catalogue.ts';

const attribute = (item: SeedItem, key: string): string => item.attributes.find((entry) => entry.Key === key)?.Value ?? '';
const isTenkeyless = (item: SeedItem): boolean => /\bTKL\b/.test(item.description);
const isCompact = (item: SeedItem): boolean => /\b(Mini|60%|65%|75%)\b/.test(item.description);

export const keyboardSubcategories: readonly { id: number; name: string; holds: (item: SeedItem) => boolean }[] = [
  { id: 1171, name: 'Mechanical Keyboards', holds: (item) => attribute(item, 'Type') === 'Mechanical' },
  { id: 1172, name: 'Membrane Keyboards', holds: (item) => attribute(item, 'Type') === 'Membrane' },
  { id: 1173, name: 'Wireless Keyboards', holds: (item) => attribute(item, 'Connection') === 'Wireless' },
  { id: 1174, name: 'Wired Keyboards', holds: (item) => attribute(item, 'Connection') === 'Wired' },
  { id: 1175, name: 'Full-size Keyboards', holds: (item) => !isTenkeyless(item) && !isCompact(item) },
  { id: 1176, name: 'Tenkeyless Keyboards', holds: isTenkeyless },
  { id: 1177, name: 'Compact Keyboards', holds: (item) => isCompact(item) || isTenkeyless(item) },
  { id: 1178, name: 'RGB Keyboards', holds: (item) => /\bRGB\b/.test(item.description) },
  { id: 1179, name: 'Keyboards under $150', holds: (item) => item.priceCents < 15_000 },
];

/** The subcategories a keyboard also belongs to (none for any other item). */
export function keyboardSubcategoryIds(item: SeedItem, keyboardsCategoryId: number): number[] {
  if (item.primaryCategoryId !== keyboardsCategoryId) return [];
  return keyboardSubcategories.filter((subcategory) => subcategory.holds(item)).map((subcategory) => subcategory.id);
}
