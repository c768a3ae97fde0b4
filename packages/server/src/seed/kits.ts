// Custom builds (KIT items in Desktop Computers / Custom Build, spec 2 §2): per kit, one kit category per
// component with its options, a default, a MaximumQuantity and AllowNone (spec 2 §3 "Kit category").
// Options are compatible by construction: one socket platform per kit, memory of the board's type.
import type { KitCategoriesTable, KitCategoryOptionsTable } from '../db/schema.ts';
import { SpecialItemIds, firstKitItemId, type SeedItem } from './catalogue.ts';
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

export function generateKits(random: Random, byCategory: Map<number, SeedItem[]>, kitCount: number): SeedKits {
  const kitItems: SeedItem[] = [];
  const kitCategories: KitCategoriesTable[] = [];
  const kitOptions: KitCategoryOptionsTable[] = [];
  for (let index = 0; index < kitCount; index += 1) {
    const platform = platforms[index % platforms.length] ?? platforms[0];
    const kitId = firstKitItemId + index;
    let priceCents = 0;
    plans.forEach((plan, planIndex) => {
      const candidates = (byCategory.get(plan.categoryId) ?? [])
        .filter((item) => item.availableOnline && (plan.filter?.(item, platform.socket, platform.memoryType) ?? true))
        .filter((item) => plan.categoryId !== CategoryIds.uvPrinting || item.id === SpecialItemIds.uvNone || item.id === SpecialItemIds.uvPanelPrint);
      // A different slice of the options for each kit, cheapest first, so kits differ but stay deterministic.
      const offset = candidates.length > maximumOptionsPerCategory ? random.integer(0, candidates.length - maximumOptionsPerCategory) : 0;
      const options = candidates.slice(offset, offset + maximumOptionsPerCategory).sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
      if (options.length === 0) return;
      const isUv = plan.categoryId === CategoryIds.uvPrinting;
      const optional = plan.allowNone && !isUv && plan.categoryId !== CategoryIds.graphicsCard && plan.categoryId !== CategoryIds.operatingSystem;
      const defaultItem = isUv ? options.find((item) => item.id === SpecialItemIds.uvNone) : optional ? undefined : options[Math.min(1, options.length - 1)];
      const defaultQuantity = plan.name === 'Memory' ? 1 : 1;
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
    kitItems.push({
      id: kitId,
      code: `KIT-${kitId}`,
      description: `${brandName} Custom ${platform.title} ${index + 1}`,
      typeCode: 'KIT',
      manufacturerId: brand,
      model: `CB-${platform.socket}-${index + 1}`,
      primaryCategoryId: CategoryIds.customBuild,
      categoryIds: [CategoryIds.customBuild, CategoryIds.desktopComputers],
      priceCents,
      rrpCents: priceCents,
      attributes: [{ Key: 'Platform', Value: platform.socket, SortOrder: 1, Group: 'Specifications', AttributeType: 'Chief', ShowOnWeb: true }],
      availableOnline: true,
      freeShipping: true,
      isClearance: false,
      isExDemo: false,
      websiteSpotlight: index < 4,
      weightGrams: 15000,
      shortDescription: `Choose every part of your ${platform.socket} build`,
      keySellingPoints: ['Built and tested by our technicians', 'Choose every part'],
    });
  }
  return { kitItems, kitCategories, kitOptions };
}
