// Deterministic test data for grid items (no Math.random): `makeItem` fills every required field from the item id,
// and `makeItems` builds a reproducible list from a seeded generator for benches and property-style tests.
import type { GridItem, GridItemAvailability } from './item.ts';

/** A complete grid item; fields not given are derived from InventoryItemId so two calls agree. */
export function makeItem(partial: Partial<GridItem> = {}): GridItem {
  const id = partial.InventoryItemId ?? 100000;
  return {
    InventoryItemId: id,
    ItemDescription: `Test Item ${id}`,
    ItemUrl: `/products/${id}/test-item-${id}`,
    ItemTypeCode: 'STK',
    ManufacturerName: 'Acme',
    ManufacturerId: 1,
    ManufacturerModel: `MODEL-${id}`,
    CustomerPriceIncTax: 100,
    RRPPriceIncTax: null,
    NormalPrice: null,
    AvailableOnline: true,
    Attributes: [],
    Categories: [],
    Availabilities: [],
    PopularityRank: id,
    AgeRank: id,
    Relevance: 0,
    ...partial,
  };
}

/** Stock line for one warehouse; the state follows spec 1 §9 (4 and 9 are VIC). */
export function makeAvailability(warehouseId: number, inStock: number | boolean = 1): GridItemAvailability {
  return {
    InventoryWarehouseId: warehouseId,
    State: warehouseId === 4 || warehouseId === 9 ? 'VIC' : 'WA',
    Location: warehouseId === 0 ? 'Supplier' : `Warehouse ${warehouseId}`,
    InStock: inStock,
  };
}

/** Mulberry32: a tiny seeded generator returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export const testAttributeValues: Readonly<Record<string, readonly [string, ...string[]]>> = {
  Chipset: ['B650', 'X670', 'Z790', 'B760', 'H610', 'A620', 'X870', 'Z890'],
  'Memory Size': ['8GB', '16GB', '32GB', '64GB', '96GB', '128GB'],
  Colour: ['Black', 'White', 'Silver', 'Red', 'Blue'],
  'Form Factor': ['ATX', 'Micro-ATX', 'Mini-ITX', 'E-ATX'],
};

const words = ['Gaming', 'Pro', 'Ultra', 'RGB', 'Wireless', 'Silent', 'Elite', 'Core', 'Max', 'Plus', 'Mini', 'Turbo'] as const;
const products = ['Motherboard', 'Memory Kit', 'Graphics Card', 'Power Supply', 'Case', 'Cooler', 'SSD', 'Monitor'] as const;

/**
 * `count` varied items from `seed`: 40 brands, 60 categories (1 to 3 each), the four attributes above (each present
 * on 90 % of items), stock at warehouses 0–6 and 9, and 5 % B2B and 5 % KIT items.
 */
export function makeItems(count: number, seed = 1): GridItem[] {
  const random = seededRandom(seed);
  const pick = <Value>(list: readonly [Value, ...Value[]]): Value => list[Math.floor(random() * list.length)] ?? list[0];
  const items: GridItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const brandId = 1 + Math.floor(random() * 40);
    const brand = `Brand ${brandId}`;
    const categories = new Set<number>();
    const categoryCount = 1 + Math.floor(random() * 3);
    while (categories.size < categoryCount) categories.add(1000 + Math.floor(random() * 60));
    const attributes = Object.entries(testAttributeValues)
      .filter(() => random() < 0.9)
      .map(([Key, values], SortOrder) => ({ Key, Value: pick(values), SortOrder }));
    const price = Math.round(random() * 300000) / 100;
    const kind = random();
    const availabilities = [0, 1, 2, 3, 4, 5, 6, 9]
      .filter(() => random() < 0.3)
      .map((warehouseId) => makeAvailability(warehouseId, 1 + Math.floor(random() * 5)));
    items.push(
      makeItem({
        InventoryItemId: 500000 + index,
        ItemDescription: `${brand} ${pick(words)} ${pick(products)} ${pick(words)} ${index}`,
        ManufacturerName: brand,
        ManufacturerId: brandId,
        ManufacturerModel: `${brand.slice(0, 1)}${brandId}-${(index * 7919) % 100000}`,
        CustomerPriceIncTax: price,
        RRPPriceIncTax: random() < 0.3 ? Math.round(price * 115) / 100 : null,
        ItemTypeCode: kind < 0.05 ? 'B2B' : kind < 0.1 ? 'KIT' : 'STK',
        Categories: [...categories],
        Attributes: attributes,
        Availabilities: availabilities,
        PopularityRank: 1 + Math.floor(random() * count),
        AgeRank: 1 + Math.floor(random() * count),
        Relevance: Math.floor(random() * 100),
      }),
    );
  }
  return items;
}
