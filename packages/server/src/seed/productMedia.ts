// What the product pages show beyond the item row (migration 0010; spec 2 §2 product page, §3 "Item (detail)"):
// pictures (prebuilt desktops have 8, so the image grid's positions 2 to 7 show), prebuilt bundles sold as build
// tiles (a KIT of a "Core PC" in two colours and a "Graphics Card", spec 1 §2 "Build tile", §9 "Core PC"), presets
// (every prebuilt desktop lists the bundles as its Bundles) and attachments (spec sheets as PDF, warranty text).
// Chosen from the generated catalogue without the random stream, so adding them changes no other row; the new items
// take fixed ids above the custom builds.
import type { KitCategoriesTable, KitCategoryOptionsTable } from '../db/schema.ts';
import type { SeedItem } from './catalogue.ts';
import { simplePdf } from './pdf.ts';
import { CategoryIds, houseBrandId } from './reference.ts';

export interface ItemImagesTable {
  image_id: number;
  inventory_item_id: number;
  sort_order: number;
  image_type: string | null;
  caption: string | null;
}

export interface ItemBundlesTable {
  inventory_item_id: number;
  bundle_inventory_item_id: number;
  sort_order: number;
}

export interface ItemAttachmentsTable {
  binary_object_id: number;
  inventory_item_id: number;
  original_filename: string;
  content_type: string;
  content: Uint8Array;
  sort_order: number;
}

export type KitCategoryOptionsWithLabel = KitCategoryOptionsTable & { option_label: string | null };

/** Migration 0010's tables (typed here until db/schema.ts lists them). */
export type ProductMediaTables = {
  item_images: ItemImagesTable;
  item_bundles: ItemBundlesTable;
  item_attachments: ItemAttachmentsTable;
  kit_category_options: KitCategoryOptionsWithLabel;
};

/** Fixed ids of the seeded bundles (README "Seeded ids"). */
export const productMediaIds = {
  /** Bundle KITs 710001 to 710004, one per of the first four prebuilt desktops. */
  firstBundleItemId: 710001,
  /** Core PCs 710101 up: 710101 + 2n is bundle n's Black, 710102 + 2n its White. */
  firstCorePcItemId: 710101,
  /** Bundle n's kit categories: 9101 + 2n "Core PC", 9102 + 2n "Graphics Card" (custom builds use 9001 up and 10001 up). */
  firstBundleKitCategoryId: 9101,
} as const;
export const bundleCount = 4;
/** What White costs over Black (dollars 49, the contract's KitOption example). */
export const whiteCorePcExtraCents = 4900;
const graphicsCardOptions = 4;

/** An item's first picture is its PrimaryImageId (the item id); positions 2 up have ids of their own. */
export const itemImageId = (itemId: number, sortOrder: number): number => (sortOrder === 1 ? itemId : 10_000_000 + itemId * 10 + sortOrder);
/** Attachment n (1 up) of an item. */
export const itemAttachmentId = (itemId: number, position: number): number => itemId * 10 + position;

export const desktopImageCaptions = ['Front', 'Left side', 'Right side', 'Rear', 'Top', 'Inside', 'Rear ports', 'Lit up'] as const;
const partImageCaptions = ['Front', 'Angle', 'Rear', 'In the box'] as const;
/** Cases are shown from several angles too (issue 17), as their pictures are drawn per view (seed/pictures). */
export const caseImageCaptions = ['Front', 'Angle', 'Left side', 'Rear', 'Top'] as const;
const picturedCases = 10;

export interface ProductMedia {
  /** The Core PCs (STK) and the bundle KITs. */
  items: SeedItem[];
  kitCategories: KitCategoriesTable[];
  kitOptions: KitCategoryOptionsWithLabel[];
  images: ItemImagesTable[];
  bundles: ItemBundlesTable[];
  attachments: ItemAttachmentsTable[];
}

const attributeOf = (item: SeedItem, key: string): string => item.attributes.find((attribute) => attribute.Key === key)?.Value ?? '';
const byId = (a: SeedItem, b: SeedItem): number => a.id - b.id;
/** Whole dollars ending in 9 (the store's way), at most `cents`. */
const storePrice = (cents: number): number => Math.max(900, Math.floor(cents / 1000) * 1000 - 100);

/** The prebuilt desktops: STK items of the house or sister brand in Ready to go, by id. */
export function prebuiltDesktops(items: readonly SeedItem[]): SeedItem[] {
  return items.filter((item) => item.typeCode === 'STK' && item.primaryCategoryId === CategoryIds.readyToGo && item.availableOnline).sort(byId);
}

function corePc(base: SeedItem, id: number, colour: 'Black' | 'White', priceCents: number): SeedItem {
  const tier = attributeOf(base, 'Base PC');
  const title = `${tier} Core PC ${attributeOf(base, 'CPU')} ${attributeOf(base, 'Memory')} ${attributeOf(base, 'OS Drive')} ${colour}`;
  return {
    ...base,
    id,
    code: `PLE-${id}`,
    description: title,
    model: `${base.model} CORE ${colour.toUpperCase()}`,
    priceCents,
    rrpCents: priceCents,
    // The Core PC is the prebuilt without its graphics card, in a colour.
    attributes: [...base.attributes.filter((attribute) => attribute.Key !== 'Graphics Card'), { Key: 'Colour', Value: colour, SortOrder: base.attributes.length + 1, Group: 'Specifications', AttributeType: 'Standard', ShowOnWeb: true }],
    websiteSpotlight: false,
    shortDescription: `${attributeOf(base, 'CPU')}, ${attributeOf(base, 'Memory')}, ${colour}`,
    keySellingPoints: [attributeOf(base, 'CPU'), `${attributeOf(base, 'Memory')} memory`, `${colour} case`],
  };
}

function pictures(item: SeedItem, captions: readonly string[]): ItemImagesTable[] {
  return captions.map((caption, index) => ({
    image_id: itemImageId(item.id, index + 1),
    inventory_item_id: item.id,
    sort_order: index + 1,
    image_type: index === 0 ? 'Transparent' : 'Nonremovable',
    caption,
  }));
}

const fileStem = (item: SeedItem): string => item.code.toLowerCase();

function specSheet(item: SeedItem, position: number): ItemAttachmentsTable {
  const lines = item.attributes.filter((attribute) => attribute.ShowOnWeb).map((attribute) => `${attribute.Key}: ${attribute.Value}`);
  return {
    binary_object_id: itemAttachmentId(item.id, position),
    inventory_item_id: item.id,
    original_filename: `${fileStem(item)}-spec-sheet.pdf`,
    content_type: 'application/pdf',
    content: simplePdf(item.description, [`Item code ${item.code}`, ...lines]),
    sort_order: position,
  };
}

function warrantyText(item: SeedItem, position: number): ItemAttachmentsTable {
  const warranty = item.manufacturerId === houseBrandId ? '3 Year Parts and Labour' : '1 Year Manufacturer';
  return {
    binary_object_id: itemAttachmentId(item.id, position),
    inventory_item_id: item.id,
    original_filename: `${fileStem(item)}-warranty.txt`,
    content_type: 'text/plain; charset=utf-8',
    content: new TextEncoder().encode(`${item.description}\nItem code: ${item.code}\nWarranty: ${warranty}\nKeep your invoice: it is your proof of purchase.\n`),
    sort_order: position,
  };
}

/**
 * The bundles, their Core PCs, pictures, presets and attachments. `kits` are the custom builds (they get pictures
 * too); `byCategory` gives the graphics cards a bundle offers (four, spread from the cheapest up, ties by id).
 */
export function generateProductMedia(items: readonly SeedItem[], kits: readonly SeedItem[], byCategory: Map<number, SeedItem[]>): ProductMedia {
  const prebuilts = prebuiltDesktops(items);
  const cards = (byCategory.get(CategoryIds.graphicsCard) ?? [])
    .filter((item) => item.availableOnline && item.typeCode === 'STK' && !item.isExDemo)
    .sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
  const offered = cards.length === 0 ? [] : [...new Set(Array.from({ length: graphicsCardOptions }, (_, index) => cards[Math.floor((index * cards.length) / graphicsCardOptions)]))].filter((card) => card !== undefined);
  const newItems: SeedItem[] = [];
  const kitCategories: KitCategoriesTable[] = [];
  const kitOptions: KitCategoryOptionsWithLabel[] = [];
  const bundleItems: SeedItem[] = [];
  const corePcs: SeedItem[] = [];
  if (offered.length > 0) {
    prebuilts.slice(0, bundleCount).forEach((base, index) => {
      const blackPrice = storePrice(base.priceCents * 0.6);
      const black = corePc(base, productMediaIds.firstCorePcItemId + index * 2, 'Black', blackPrice);
      const white = corePc(base, productMediaIds.firstCorePcItemId + index * 2 + 1, 'White', blackPrice + whiteCorePcExtraCents);
      corePcs.push(black, white);
      const bundleId = productMediaIds.firstBundleItemId + index;
      const coreCategoryId = productMediaIds.firstBundleKitCategoryId + index * 2;
      const cardCategoryId = coreCategoryId + 1;
      const defaultCard = offered[0] as SeedItem;
      kitCategories.push(
        { inventory_kit_category_id: coreCategoryId, kit_inventory_item_id: bundleId, category_name: 'Core PC', category_group: 'Core PC', sort_order: 1, default_inventory_item_id: black.id, default_quantity: 1, maximum_quantity: 1, allow_none: false, none_image_url: null },
        { inventory_kit_category_id: cardCategoryId, kit_inventory_item_id: bundleId, category_name: 'Graphics Card', category_group: 'Core PC', sort_order: 2, default_inventory_item_id: defaultCard.id, default_quantity: 1, maximum_quantity: 1, allow_none: false, none_image_url: null },
      );
      kitOptions.push(
        { inventory_kit_category_id: coreCategoryId, inventory_item_id: black.id, sort_order: 1, option_label: 'Black' },
        { inventory_kit_category_id: coreCategoryId, inventory_item_id: white.id, sort_order: 2, option_label: 'White' },
        ...offered.map((card, sortOrder) => ({ inventory_kit_category_id: cardCategoryId, inventory_item_id: card.id, sort_order: sortOrder + 1, option_label: card.description.replace(/ Graphics Card$/, '') })),
      );
      const tier = attributeOf(base, 'Base PC');
      const priceCents = black.priceCents + defaultCard.priceCents;
      bundleItems.push({
        ...base,
        id: bundleId,
        code: `BUNDLE-${bundleId}`,
        description: `${tier} Gaming PC Bundle ${attributeOf(base, 'CPU')} with your choice of graphics card`,
        typeCode: 'KIT',
        model: `${base.model} BUNDLE`,
        priceCents,
        rrpCents: priceCents,
        attributes: base.attributes.filter((attribute) => attribute.Key !== 'Graphics Card'),
        websiteSpotlight: false,
        shortDescription: `${attributeOf(base, 'CPU')}, ${attributeOf(base, 'Memory')}, Black or White, your graphics card`,
        keySellingPoints: [attributeOf(base, 'CPU'), 'Black or White', 'Choose your graphics card'],
      });
    });
  }
  newItems.push(...corePcs, ...bundleItems);
  const images = [
    ...[...prebuilts, ...corePcs, ...bundleItems].flatMap((item) => pictures(item, desktopImageCaptions)),
    ...kits.flatMap((kit) => pictures(kit, desktopImageCaptions.slice(0, 4))),
    ...cards.slice(0, 10).sort(byId).flatMap((card) => pictures(card, partImageCaptions)),
    ...(byCategory.get(CategoryIds.case) ?? []).filter((item) => item.availableOnline && !item.isExDemo).slice(0, picturedCases).flatMap((item) => pictures(item, caseImageCaptions)),
  ];
  // Presets: every prebuilt lists the bundles, the one built from it first; a bundle lists the other bundles.
  const bundles: ItemBundlesTable[] = [
    ...prebuilts.flatMap((prebuilt) => {
      const own = bundleItems.findIndex((_, index) => prebuilts[index]?.id === prebuilt.id);
      const ordered = own < 0 ? bundleItems : [bundleItems[own] as SeedItem, ...bundleItems.filter((_, index) => index !== own)];
      return ordered.map((bundle, index) => ({ inventory_item_id: prebuilt.id, bundle_inventory_item_id: bundle.id, sort_order: index + 1 }));
    }),
    ...bundleItems.flatMap((bundle) =>
      bundleItems.filter((other) => other.id !== bundle.id).map((other, index) => ({ inventory_item_id: bundle.id, bundle_inventory_item_id: other.id, sort_order: index + 1 })),
    ),
  ];
  const attachments = [
    ...[...prebuilts, ...corePcs].flatMap((item) => [specSheet(item, 1), warrantyText(item, 2)]),
    ...[...bundleItems, ...cards.slice(0, 10)].map((item) => specSheet(item, 1)),
  ];
  return { items: newItems, kitCategories, kitOptions, images, bundles, attachments };
}
