// A KIT outside Desktop Computers (spec 2 §2 "Other KIT: kit page"): every other seeded KIT is a desktop, which
// opens on its custom build page, so without this one the kit page could not be reached. A gaming desk kit in
// Peripherals: keyboard, mouse, headset and mousepad, each a kit category (spec 2 §3 "Kit category") offering the
// catalogue's own peripherals. Chosen without the random stream and given fixed ids, so adding it changes no
// other row (designed: what the kit holds, its name and price are not in the spec).
import type { KitCategoriesTable, KitCategoryOptionsTable } from '../db/schema.ts';
import { distinctProducts, type SeedItem } from './catalogue.ts';
import { CategoryIds, houseBrandId } from './reference.ts';

/** The desk kit's item id (README "Seeded ids"), clear of the custom builds (700000 up) and bundles (710001 up). */
export const deskKitItemId = 720001;
/** Its kit categories take 9201 up, in the kit's order (custom builds use 9001 up, bundles 9101 up). */
export const firstDeskKitCategoryId = 9201;
const optionsPerCategory = 4;

interface DeskKitPlan {
  name: string;
  group: string;
  categoryId: number;
}

// Two groups, as a shopper would sort a desk: what the hands use, then what sits around them.
const plans: readonly DeskKitPlan[] = [
  { name: 'Keyboard', group: 'Keyboard and Mouse', categoryId: CategoryIds.keyboards },
  { name: 'Mouse', group: 'Keyboard and Mouse', categoryId: CategoryIds.mice },
  { name: 'Headset', group: 'Audio and Desk', categoryId: CategoryIds.headsets },
  { name: 'Mousepad', group: 'Audio and Desk', categoryId: CategoryIds.mouseMats },
];

const cheapestFirst = (a: SeedItem, b: SeedItem): number => a.priceCents - b.priceCents || a.id - b.id;

export interface SeedDeskKit {
  kitItem: SeedItem;
  kitCategories: KitCategoriesTable[];
  kitOptions: KitCategoryOptionsTable[];
}

/**
 * The desk kit: per category the cheapest new peripherals sold online (no ex-demo, no print-your-own mousepad, which
 * needs a design), the second cheapest by default, and the kit priced at its defaults, as the cart prices a kit from
 * its parts. Null when the catalogue has none of some category (a tiny `--items` seed).
 */
export function generateDeskKit(byCategory: Map<number, SeedItem[]>): SeedDeskKit | null {
  const kitCategories: KitCategoriesTable[] = [];
  const kitOptions: KitCategoryOptionsTable[] = [];
  const defaults: SeedItem[] = [];
  for (const [index, plan] of plans.entries()) {
    const options = distinctProducts(
      (byCategory.get(plan.categoryId) ?? []).filter((item) => item.typeCode === 'STK' && item.availableOnline && !item.isExDemo && item.priceCents > 0 && !item.categoryIds.includes(CategoryIds.uvPrinting)),
    )
      .sort(cheapestFirst)
      .slice(0, optionsPerCategory);
    const defaultItem = options[Math.min(1, options.length - 1)];
    if (!defaultItem) return null;
    const kitCategoryId = firstDeskKitCategoryId + index;
    defaults.push(defaultItem);
    kitCategories.push({
      inventory_kit_category_id: kitCategoryId,
      kit_inventory_item_id: deskKitItemId,
      category_name: plan.name,
      category_group: plan.group,
      sort_order: index + 1,
      default_inventory_item_id: defaultItem.id,
      default_quantity: 1,
      maximum_quantity: 1,
      allow_none: false,
      none_image_url: null,
    });
    options.forEach((item, sortOrder) => kitOptions.push({ inventory_kit_category_id: kitCategoryId, inventory_item_id: item.id, sort_order: sortOrder + 1 }));
  }
  const priceCents = defaults.reduce((sum, item) => sum + item.priceCents, 0);
  const kitItem: SeedItem = {
    id: deskKitItemId,
    code: `KIT-${deskKitItemId}`,
    description: 'Rigkit Gaming Desk Kit with Keyboard, Mouse, Headset and Mousepad',
    typeCode: 'KIT',
    manufacturerId: houseBrandId,
    model: 'KIT-DESK-1',
    primaryCategoryId: CategoryIds.peripherals,
    categoryIds: [CategoryIds.peripherals],
    priceCents,
    rrpCents: priceCents,
    attributes: [{ Key: 'Contents', Value: plans.map((plan) => plan.name).join(', '), SortOrder: 1, Group: 'Specifications', AttributeType: 'Chief', ShowOnWeb: true }],
    availableOnline: true,
    freeShipping: false,
    isClearance: false,
    isExDemo: false,
    websiteSpotlight: false,
    weightGrams: defaults.reduce((sum, item) => sum + item.weightGrams, 0),
    shortDescription: 'Everything for the desk in one box: keyboard, mouse, headset and mousepad',
    keySellingPoints: ['Keyboard, mouse, headset and mousepad', 'Swap any part for another on the list'],
  };
  return { kitItem, kitCategories, kitOptions };
}
