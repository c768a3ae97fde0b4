// Brand page settings and content (migration 0033, spec 2 §2 "Brand page"): one brand fills every section of the
// fuller layout (its HTML here, its promotion banners in seed/content.ts, PCs built with its cases), and one small
// brand shows only the few sections its items fill, with its All Products grid switched off.
import type { Insertable } from 'kysely';
import type { BrandPagesTable } from '../db/schema.ts';
import { seedManufacturers } from './reference.ts';

function brandNamed(name: string): { id: number; name: string } {
  const found = seedManufacturers.find((manufacturer) => manufacturer.name === name);
  if (!found) throw new Error(`unknown manufacturer ${name}`);
  return found;
}

/** Cases and fans, in the prebuilt desktops' cases: every section has data (e2e brand-category-pages). */
export const brandWithEverySection = brandNamed('Lian Li');
/** A few business-networking items in one category: no builds, promotions, content or grid. */
export const brandWithFewSections = brandNamed('Ubiquiti');

export const seedBrandPages: Insertable<BrandPagesTable>[] = [
  {
    manufacturer_id: brandWithEverySection.id,
    above_grid_html: `<p>${brandWithEverySection.name} builds cases and fans for airflow and looks: the O11 Dynamic and Lancool lines sit in many of our own gaming PCs.</p>`,
    below_grid_html: `<h3>Why ${brandWithEverySection.name}?</h3><p>Tool-less panels, room for 360 mm radiators and a 2-year local warranty, handled by our stores in WA and VIC.</p>`,
    show_product_grid: true,
  },
  { manufacturer_id: brandWithFewSections.id, above_grid_html: null, below_grid_html: null, show_product_grid: false },
];
