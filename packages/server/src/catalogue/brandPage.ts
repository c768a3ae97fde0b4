// What the brand page reads beyond the brand's own items (spec 2 §2 "Brand page"): the desktop computers built with
// the brand's components, its promotion banners and its page content.

/** The banner group of a brand's promotion banners (designed: the spec names the section, not its group). */
export function brandBannerGroup(manufacturerId: number): string {
  return `Brand${manufacturerId}`;
}

// A prebuilt names its parts by product family, not always by maker ("GeForce RTX 5070", "Ryzen 7 9700X").
const familiesOf: Readonly<Record<string, readonly string[]>> = {
  NVIDIA: ['GeForce'],
  AMD: ['Ryzen', 'Radeon'],
  Intel: ['Core Ultra', 'Core i3', 'Core i5', 'Core i7', 'Core i9', 'Arc'],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What the rule reads of an indexed item. */
export interface DesktopCandidate {
  categoryIds: readonly number[];
  manufacturerId: number;
  description: string;
  attributes: readonly { Value: string }[];
}

/**
 * "Desktop Computers with the brand's components" (spec 2 §2): the PCs (category 100) made by the brand or whose
 * listed parts name it or one of its product families, as whole words (so "Arctic" is not found in "Antarctic").
 */
export function isDesktopWithBrandParts(item: DesktopCandidate, manufacturerId: number, manufacturerName: string, desktopCategoryId: number): boolean {
  if (!item.categoryIds.includes(desktopCategoryId)) return false;
  if (item.manufacturerId === manufacturerId) return true;
  const names = [manufacturerName, ...(familiesOf[manufacturerName] ?? [])];
  const pattern = new RegExp(`(^|[^A-Za-z0-9])(${names.map(escapeRegExp).join('|')})(?![A-Za-z0-9])`, 'i');
  return [item.description, ...item.attributes.map((attribute) => attribute.Value)].some((text) => pattern.test(text));
}
