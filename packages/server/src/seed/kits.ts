// Custom builds (KIT items in Desktop Computers / Custom Build, spec 2 §2): per kit, one kit category per
// component with its options, a default, a MaximumQuantity and AllowNone (spec 2 §3 "Kit category").
// Options are compatible by construction: one socket platform per kit, memory of the board's type.
import type { KitCategoriesTable, KitCategoryOptionsTable } from '../db/schema.ts';
import { SpecialItemIds, distinctProducts, firstKitItemId, type SeedItem } from './catalogue.ts';
import type { Random } from './random.ts';
import { CategoryIds, houseBrandId, sisterBrandId } from './reference.ts';

export interface SeedKits {
  kitItems: SeedItem[];
  kitCategories: KitCategoriesTable[];
  kitOptions: KitCategoryOptionsTable[];
}

const attributeOf = (item: SeedItem, key: string): string | undefined => item.attributes.find((attribute) => attribute.Key === key)?.Value;

interface KitCategoryPlan {
  name: string;
  group: string;
  categoryId: number;
  maximumQuantity: number;
  allowNone: boolean;
  filter?: (item: SeedItem, socket: string, memoryType: string) => boolean;
}

// "Core PC" is the core component group key (spec 1 §9).
const plans: KitCategoryPlan[] = [
  { name: 'CPU', group: 'Core PC', categoryId: CategoryIds.cpu, maximumQuantity: 1, allowNone: false, filter: (item, socket) => attributeOf(item, 'Socket') === socket },
  { name: 'CPU Cooler', group: 'Core PC', categoryId: CategoryIds.cpuCooler, maximumQuantity: 1, allowNone: false },
  { name: 'Motherboard', group: 'Core PC', categoryId: CategoryIds.motherboard, maximumQuantity: 1, allowNone: false, filter: (item, socket) => attributeOf(item, 'Socket') === socket },
  { name: 'Memory', group: 'Core PC', categoryId: CategoryIds.memory, maximumQuantity: 2, allowNone: false, filter: (item, _socket, memoryType) => attributeOf(item, 'Memory Type') === memoryType },
  { name: 'Graphics Card', group: 'Core PC', categoryId: CategoryIds.graphicsCard, maximumQuantity: 1, allowNone: true },
  { name: 'OS Drive', group: 'Storage', categoryId: CategoryIds.osDrive, maximumQuantity: 1, allowNone: false },
  { name: 'Storage Drive', group: 'Storage', categoryId: CategoryIds.storageDrive, maximumQuantity: 4, allowNone: true },
  { name: 'Case', group: 'Case and Power', categoryId: CategoryIds.case, maximumQuantity: 1, allowNone: false, filter: (item) => !/Mini-ITX Case$/.test(item.description) },
  { name: 'Power Supply', group: 'Case and Power', categoryId: CategoryIds.powerSupply, maximumQuantity: 1, allowNone: false, filter: (item) => Number(attributeOf(item, 'Wattage (W)')) >= 750 },
  { name: 'Cooling Fans', group: 'Case and Power', categoryId: CategoryIds.coolingFans, maximumQuantity: 6, allowNone: true },
  { name: 'UV Printing', group: 'Personalise', categoryId: CategoryIds.uvPrinting, maximumQuantity: 4, allowNone: true },
  { name: 'Operating System', group: 'Software', categoryId: CategoryIds.operatingSystem, maximumQuantity: 1, allowNone: true },
  { name: 'Licensing', group: 'Software', categoryId: CategoryIds.licensing, maximumQuantity: 1, allowNone: true },
];

const platforms = [
  { socket: 'AM5', memoryType: 'DDR5', title: 'AMD Ryzen AM5 Gaming PC' },
  { socket: 'LGA1851', memoryType: 'DDR5', title: 'Intel Core Ultra Gaming PC' },
  { socket: 'LGA1700', memoryType: 'DDR5', title: 'Intel Core Creator PC' },
  { socket: 'AM4', memoryType: 'DDR4', title: 'AMD Ryzen AM4 Value PC' },
] as const;

const maximumOptionsPerCategory = 15;

/**
 * The custom build whose CPU and motherboard categories offer two socket families (AM5 and LGA1700), so the
 * configurator's socket filter (spec 2 §5) and the compatibility verdicts can be tried end to end: a CPU change
 * filters the motherboards and flags the chosen board. A fixed id, below the generated kits, for tests and links.
 */
export const mixedSocketKitItemId = 700000;
/** Its kit categories take 9001 up (generated kits use 10001 up). */
const firstMixedSocketKitCategoryId = 9001;
export const mixedSockets = ['AM5', 'LGA1700'] as const;
const mixedOptionsPerSocket = 4;

const cheapestFirst = (a: SeedItem, b: SeedItem): number => a.priceCents - b.priceCents || a.id - b.id;

function defaultFor(plan: KitCategoryPlan, options: readonly SeedItem[]): SeedItem | undefined {
  if (plan.categoryId === CategoryIds.uvPrinting) return options.find((item) => item.id === SpecialItemIds.uvNone);
  const optional = plan.allowNone && plan.categoryId !== CategoryIds.graphicsCard && plan.categoryId !== CategoryIds.operatingSystem;
  return optional ? undefined : options[Math.min(1, options.length - 1)];
}

function kitItem(id: number, description: string, model: string, socketLabel: string, priceCents: number, brand: number, spotlight: boolean): SeedItem {
  return {
    id,
    code: `KIT-${id}`,
    description,
    typeCode: 'KIT',
    manufacturerId: brand,
    model,
    primaryCategoryId: CategoryIds.customBuild,
    categoryIds: [CategoryIds.customBuild, CategoryIds.desktopComputers],
    priceCents,
    rrpCents: priceCents,
    attributes: [{ Key: 'Platform', Value: socketLabel, SortOrder: 1, Group: 'Specifications', AttributeType: 'Chief', ShowOnWeb: true }],
    availableOnline: true,
    freeShipping: true,
    isClearance: false,
    isExDemo: false,
    websiteSpotlight: spotlight,
    weightGrams: 15000,
    shortDescription: `Choose every part of your ${socketLabel} build`,
    keySellingPoints: ['Built and tested by our technicians', 'Choose every part'],
  };
}

/**
 * The mixed-socket kit (no randomness, so adding it changes nothing else the seed generates). CPU and motherboard
 * offer the cheapest boards and processors of each socket in `mixedSockets`; the defaults are an AM5 pair, so the
 * default build is compatible. Memory is DDR5, which both sockets' boards take.
 */
export function generateMixedSocketKit(byCategory: Map<number, SeedItem[]>): { kitItem: SeedItem; kitCategories: KitCategoriesTable[]; kitOptions: KitCategoryOptionsTable[] } {
  const kitCategories: KitCategoriesTable[] = [];
  const kitOptions: KitCategoryOptionsTable[] = [];
  let priceCents = 0;
  plans.forEach((plan, planIndex) => {
    const candidates = distinctProducts((byCategory.get(plan.categoryId) ?? [])
      .filter((item) => item.availableOnline)
      .filter((item) => plan.categoryId !== CategoryIds.uvPrinting || item.id === SpecialItemIds.uvNone || item.id === SpecialItemIds.uvPanelPrint));
    const bySocket = plan.categoryId === CategoryIds.cpu || plan.categoryId === CategoryIds.motherboard;
    const options = bySocket
      ? mixedSockets.flatMap((socket) =>
          candidates
            .filter((item) => attributeOf(item, 'Socket') === socket && attributeOf(item, 'Form Factor') !== 'Mini-ITX')
            .sort(cheapestFirst)
            .slice(0, mixedOptionsPerSocket),
        )
      : candidates
          .filter((item) => plan.filter?.(item, mixedSockets[0], 'DDR5') ?? true)
          .sort(cheapestFirst)
          .slice(0, maximumOptionsPerCategory);
    if (options.length === 0) return;
    // CPU and board default to the first socket's second-cheapest part, like the generated kits' defaults.
    const firstSocket = options.filter((item) => attributeOf(item, 'Socket') === mixedSockets[0]);
    const defaultItem = bySocket ? (firstSocket[Math.min(1, firstSocket.length - 1)] ?? options[0]) : defaultFor(plan, options);
    const kitCategoryId = firstMixedSocketKitCategoryId + planIndex;
    kitCategories.push({
      inventory_kit_category_id: kitCategoryId,
      kit_inventory_item_id: mixedSocketKitItemId,
      category_name: plan.name,
      category_group: plan.group,
      sort_order: planIndex + 1,
      default_inventory_item_id: defaultItem?.id ?? null,
      default_quantity: defaultItem ? 1 : 0,
      maximum_quantity: plan.maximumQuantity,
      allow_none: plan.allowNone,
      none_image_url: plan.allowNone ? `/api/images/none/${encodeURIComponent(plan.name)}.svg` : null,
    });
    options.forEach((item, sortOrder) => kitOptions.push({ inventory_kit_category_id: kitCategoryId, inventory_item_id: item.id, sort_order: sortOrder + 1 }));
    if (defaultItem) priceCents += defaultItem.priceCents;
  });
  const kit = kitItem(mixedSocketKitItemId, 'Rigkit Custom AMD or Intel Gaming PC', 'CB-AM5-LGA1700', mixedSockets.join(' or '), priceCents, houseBrandId, false);
  return { kitItem: kit, kitCategories, kitOptions };
}

export function generateKits(random: Random, byCategory: Map<number, SeedItem[]>, kitCount: number): SeedKits {
  const kitItems: SeedItem[] = [];
  const kitCategories: KitCategoriesTable[] = [];
  const kitOptions: KitCategoryOptionsTable[] = [];
  for (let index = 0; index < kitCount; index += 1) {
    const platform = platforms[index % platforms.length] ?? platforms[0];
    const kitId = firstKitItemId + index;
    let priceCents = 0;
    plans.forEach((plan, planIndex) => {
      const candidates = distinctProducts((byCategory.get(plan.categoryId) ?? [])
        .filter((item) => item.availableOnline && (plan.filter?.(item, platform.socket, platform.memoryType) ?? true))
        .filter((item) => plan.categoryId !== CategoryIds.uvPrinting || item.id === SpecialItemIds.uvNone || item.id === SpecialItemIds.uvPanelPrint));
      // A different slice of the options for each kit, cheapest first, so kits differ but stay deterministic.
      const offset = candidates.length > maximumOptionsPerCategory ? random.integer(0, candidates.length - maximumOptionsPerCategory) : 0;
      const options = candidates.slice(offset, offset + maximumOptionsPerCategory).sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
      if (options.length === 0) return;
      const defaultItem = defaultFor(plan, options);
      const defaultQuantity = 1;
      const kitCategoryId = 10000 + index * 20 + planIndex + 1;
      kitCategories.push({
        inventory_kit_category_id: kitCategoryId,
        kit_inventory_item_id: kitId,
        category_name: plan.name,
        category_group: plan.group,
        sort_order: planIndex + 1,
        default_inventory_item_id: defaultItem?.id ?? null,
        default_quantity: defaultItem ? defaultQuantity : 0,
        maximum_quantity: plan.maximumQuantity,
        allow_none: plan.allowNone,
        none_image_url: plan.allowNone ? `/api/images/none/${encodeURIComponent(plan.name)}.svg` : null,
      });
      options.forEach((item, sortOrder) => kitOptions.push({ inventory_kit_category_id: kitCategoryId, inventory_item_id: item.id, sort_order: sortOrder + 1 }));
      if (defaultItem) priceCents += defaultItem.priceCents * defaultQuantity;
    });
    const brand = index % 5 === 4 ? sisterBrandId : houseBrandId;
    const brandName = brand === houseBrandId ? 'Rigkit' : 'Ember Systems';
    kitItems.push(kitItem(kitId, `${brandName} Custom ${platform.title} ${index + 1}`, `CB-${platform.socket}-${index + 1}`, platform.socket, priceCents, brand, index < 4));
  }
  return { kitItems, kitCategories, kitOptions };
}
