// An item's pictures, presets, attachments and build-tile pickers (migration 0010), read once per catalogue snapshot
// (spec 2 §3 "Item (detail)" Images, Bundles, Attachments; spec 1 §3 "Kit option group").
import type { Db } from '../db/openDatabase.ts';
import type { Schema } from '../contract/schemas.ts';
import type { ProductMediaTables } from '../seed/productMedia.ts';
import { dollarsFromCents } from '@rigkit/domain/money';

export interface IndexedImage {
  ImageId: number;
  ImageType: string | null;
  Caption: string | null;
  /** 1 is the primary picture. */
  SortOrder: number;
  InventoryItemId: number;
}

export interface IndexedAttachment {
  BinaryObjectId: number;
  OriginalFilename: string;
}

export type TileKitOption = Schema<'KitOption'>;

export type TileKitOptionGroup = Schema<'KitOptionGroup'>;

export interface ItemMedia {
  imagesOf: Map<number, IndexedImage[]>;
  imageById: Map<number, IndexedImage>;
  bundlesOf: Map<number, number[]>;
  attachmentsOf: Map<number, IndexedAttachment[]>;
  kitOptionsOf: Map<number, TileKitOptionGroup[]>;
  /** What such a kit costs now: its default choices at their current prices, as the cart prices a kit. */
  kitPriceCentsOf: Map<number, number>;
}

/** The kit categories a build tile picks (spec 1 §2: "1. Choose your colour" for the Core PC, "2. Choose your graphics card"). */
export const tilePickerCategoryNames = ['Core PC', 'Graphics Card'] as const;

const push = <T>(map: Map<number, T[]>, key: number, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * Reads the media tables. Build-tile pickers go to KITs whose every category is a picker category, so the pickers
 * make the whole kit and a tile's Add (its picks as KitChildren) is a complete kit; PriceModifier is the option's
 * price over the category default's, in dollars. Such a kit is advertised at its default choices' current prices
 * (a part on sale lowers it), which is what the cart charges for the tile's Add.
 */
export async function loadItemMedia(db: Db, priceCentsOf: (itemId: number) => number | undefined): Promise<ItemMedia> {
  const media = db.withTables<ProductMediaTables>();
  const [imageRows, bundleRows, attachmentRows, categoryRows, optionRows] = await Promise.all([
    media.selectFrom('item_images').select(['image_id', 'inventory_item_id', 'sort_order', 'image_type', 'caption']).orderBy('inventory_item_id').orderBy('sort_order').execute(),
    media.selectFrom('item_bundles').select(['inventory_item_id', 'bundle_inventory_item_id']).orderBy('inventory_item_id').orderBy('sort_order').execute(),
    media.selectFrom('item_attachments').select(['binary_object_id', 'inventory_item_id', 'original_filename']).orderBy('inventory_item_id').orderBy('sort_order').orderBy('binary_object_id').execute(),
    db.selectFrom('kit_categories').select(['inventory_kit_category_id', 'kit_inventory_item_id', 'category_name', 'default_inventory_item_id']).orderBy('kit_inventory_item_id').orderBy('sort_order').execute(),
    media.selectFrom('kit_category_options').select(['inventory_kit_category_id', 'inventory_item_id', 'option_label']).where('option_label', 'is not', null).orderBy('inventory_kit_category_id').orderBy('sort_order').execute(),
  ]);
  const imagesOf = new Map<number, IndexedImage[]>();
  const imageById = new Map<number, IndexedImage>();
  for (const row of imageRows) {
    const image = { ImageId: row.image_id, ImageType: row.image_type, Caption: row.caption, SortOrder: row.sort_order, InventoryItemId: row.inventory_item_id };
    push(imagesOf, row.inventory_item_id, image);
    imageById.set(image.ImageId, image);
  }
  const bundlesOf = new Map<number, number[]>();
  for (const row of bundleRows) push(bundlesOf, row.inventory_item_id, row.bundle_inventory_item_id);
  const attachmentsOf = new Map<number, IndexedAttachment[]>();
  for (const row of attachmentRows) push(attachmentsOf, row.inventory_item_id, { BinaryObjectId: row.binary_object_id, OriginalFilename: row.original_filename });
  const optionsOf = new Map<number, { inventory_item_id: number; option_label: string | null }[]>();
  for (const row of optionRows) push(optionsOf, row.inventory_kit_category_id, row);
  const categoriesOf = new Map<number, (typeof categoryRows)[number][]>();
  for (const row of categoryRows) push(categoriesOf, row.kit_inventory_item_id, row);
  const pickerNames: readonly string[] = tilePickerCategoryNames;
  const kitOptionsOf = new Map<number, TileKitOptionGroup[]>();
  const kitPriceCentsOf = new Map<number, number>();
  for (const [kitId, categories] of categoriesOf) {
    if (!categories.every((category) => pickerNames.includes(category.category_name))) continue;
    kitPriceCentsOf.set(kitId, categories.reduce((sum, category) => sum + (category.default_inventory_item_id === null ? 0 : (priceCentsOf(category.default_inventory_item_id) ?? 0)), 0));
    const groups = categories.flatMap((category): TileKitOptionGroup[] => {
      const options = optionsOf.get(category.inventory_kit_category_id) ?? [];
      const baseCents = category.default_inventory_item_id === null ? 0 : (priceCentsOf(category.default_inventory_item_id) ?? 0);
      const kitOptions = options.flatMap((option) => {
        const cents = priceCentsOf(option.inventory_item_id);
        return cents === undefined ? [] : [{ InventoryItemId: option.inventory_item_id, Value: option.option_label ?? '', PriceModifier: dollarsFromCents(cents - baseCents), ImageId: option.inventory_item_id }];
      });
      if (kitOptions.length === 0) return [];
      return [{ Key: category.category_name, InventoryKitCategoryId: category.inventory_kit_category_id, LinkedInventoryItemId: null, ImageId: kitOptions[0]?.ImageId ?? null, KitOptions: kitOptions }];
    });
    if (groups.length > 0) kitOptionsOf.set(kitId, groups);
  }
  return { imagesOf, imageById, bundlesOf, attachmentsOf, kitOptionsOf, kitPriceCentsOf };
}
