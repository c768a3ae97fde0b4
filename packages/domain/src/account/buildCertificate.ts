// Build certificate page /MyBuild/:buildId (spec 3 §2.10 §3).
export const BUILD_CERTIFICATE_CATEGORY_ORDER = [
  'Base PC',
  'CPU',
  'CPU Cooler',
  'Memory',
  'Graphics Card',
  'OS Drive',
  'Storage Drive',
  'Motherboard',
  'Case',
  'Power Supply',
  'Licensing',
  'Mousemat',
] as const;

export type BuildItem = { CategoryName: string; OrderQuantity: number; ItemDescription: string };

function rank(categoryName: string): number {
  const index = (BUILD_CERTIFICATE_CATEGORY_ORDER as readonly string[]).indexOf(categoryName);
  return index === -1 ? BUILD_CERTIFICATE_CATEGORY_ORDER.length : index;
}

/** The component list in the fixed category order; other categories follow in their own order. */
export function sortBuildItems<T extends BuildItem>(items: readonly T[]): T[] {
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => rank(a.item.CategoryName) - rank(b.item.CategoryName) || a.position - b.position)
    .map(({ item }) => item);
}

/** The line for one component: "2 x Corsair 16GB" when more than 1, else the description alone. */
export function buildItemLabel(item: BuildItem): string {
  return item.OrderQuantity > 1 ? `${item.OrderQuantity} x ${item.ItemDescription}` : item.ItemDescription;
}

/** The company name a builder without an alias is shown as (designed: the kit's own name; a store passes its own). */
export const DEFAULT_BUILDER_COMPANY_NAME = 'rigkit';

/** The builder alias, or the company name when the builder has none (spec 3 §2.10). */
export function builderAlias(aliasName: string | null | undefined, companyName: string): string {
  const alias = aliasName?.trim() ?? '';
  return alias === '' ? companyName : alias;
}
