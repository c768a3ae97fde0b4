import type { AddToCartLine } from '../cart/types.ts';
import { centsFromDollars } from '../money/cents.ts';

// The build tile (spec 1 §2 "Build tile", §9): two option pickers, "1. Choose your colour" for the Core PC and
// "2. Choose your graphics card"; a choice changes the picture and the total; key component icons.

/** The tile's picker texts (spec 1 §2), in the order they are shown. */
export const buildTileMessages = {
  chooseColour: '1. Choose your colour',
  chooseGraphicsCard: '2. Choose your graphics card',
} as const;

/** Option group keys the two pickers read: "Core PC" is the kit core component key (spec 1 §9). */
export const BuildTilePickerKeys = {
  corePc: 'Core PC',
  graphicsCard: 'Graphics Card',
} as const;
export type BuildTilePickerKey = (typeof BuildTilePickerKeys)[keyof typeof BuildTilePickerKeys];

/** Categories drawn as key component icons, in this order (spec 1 §9 "Attribute icon categories"). */
export const BUILD_COMPONENT_ICON_CATEGORIES = [
  'Base PC',
  'CPU',
  'CPU Cooler',
  'Motherboard',
  'Memory',
  'Graphics Card',
  'OS Drive',
  'Storage Drive',
  'Case',
  'Operating System',
  'Licensing',
] as const;
export type BuildComponentIconCategory = (typeof BUILD_COMPONENT_ICON_CATEGORIES)[number];

/** One choice of a picker (contract KitOption); PriceModifier is dollars added to the tile's price. */
export interface BuildTileOption {
  InventoryItemId: number;
  Value: string;
  PriceModifier?: number | null;
  ImageId?: number | null;
}

/** An option group of a tile (contract KitOptionGroup). */
export interface BuildTileOptionGroup {
  Key: string;
  InventoryKitCategoryId: number;
  LinkedInventoryItemId?: number | null;
  ImageId?: number | null;
  KitOptions: readonly BuildTileOption[];
}

export interface BuildTilePicker {
  key: BuildTilePickerKey;
  label: string;
  group: BuildTileOptionGroup;
}

/** Chosen option per kit category id. */
export type BuildTileSelection = Readonly<Record<number, number>>;

export interface BuildTilePricedItem {
  InventoryItemId: number;
  CustomerPriceIncTax: number;
  RRPPriceIncTax?: number | null;
  NormalPrice?: number | null;
  PrimaryImageId?: number | null;
}

const pickerLabels: Record<BuildTilePickerKey, string> = {
  [BuildTilePickerKeys.corePc]: buildTileMessages.chooseColour,
  [BuildTilePickerKeys.graphicsCard]: buildTileMessages.chooseGraphicsCard,
};

/**
 * The pickers a tile shows: the Core PC group as "1. Choose your colour", then the Graphics Card group as "2. Choose
 * your graphics card". A group with no options has nothing to pick and is left out; other groups are not pickers.
 */
export function buildTilePickers(groups: readonly BuildTileOptionGroup[] | null | undefined): BuildTilePicker[] {
  const keys = [BuildTilePickerKeys.corePc, BuildTilePickerKeys.graphicsCard] as const;
  return keys.flatMap((key) => {
    const group = (groups ?? []).find((candidate) => candidate.Key === key && candidate.KitOptions.length > 0);
    return group ? [{ key, label: pickerLabels[key], group }] : [];
  });
}

/** Designed: each picker starts on its first option (the tile's advertised price is the one without extras). */
export function defaultBuildTileSelection(pickers: readonly BuildTilePicker[]): Record<number, number> {
  const selection: Record<number, number> = {};
  for (const picker of pickers) {
    const first = picker.group.KitOptions[0];
    if (first) selection[picker.group.InventoryKitCategoryId] = first.InventoryItemId;
  }
  return selection;
}

/** The chosen option of each picker; an unknown or missing choice falls back to the picker's first option. */
export function chosenBuildTileOptions(pickers: readonly BuildTilePicker[], selection: BuildTileSelection): { picker: BuildTilePicker; option: BuildTileOption }[] {
  return pickers.flatMap((picker) => {
    const options = picker.group.KitOptions;
    const wanted = selection[picker.group.InventoryKitCategoryId];
    const option = options.find((candidate) => candidate.InventoryItemId === wanted) ?? options[0];
    return option ? [{ picker, option }] : [];
  });
}

export interface BuildTileTotals {
  /** What the shopper pays with the chosen options. */
  priceCents: number;
  /** The struck-through RRP with the same options (the higher of RRP and normal price plus the modifiers). */
  retailCents: number;
  /** Whether the RRP is struck through: it is above the price. */
  showsRetail: boolean;
}

/** The tile's total: its price plus every chosen option's PriceModifier; the RRP moves by the same amount. */
export function buildTileTotals(item: BuildTilePricedItem, pickers: readonly BuildTilePicker[], selection: BuildTileSelection): BuildTileTotals {
  const modifiers = chosenBuildTileOptions(pickers, selection).reduce((sum, { option }) => sum + centsFromDollars(option.PriceModifier ?? 0), 0);
  const priceCents = centsFromDollars(item.CustomerPriceIncTax) + modifiers;
  const baseRetail = Math.max(centsFromDollars(item.RRPPriceIncTax ?? 0), centsFromDollars(item.NormalPrice ?? 0));
  const retailCents = baseRetail > 0 ? baseRetail + modifiers : 0;
  return { priceCents, retailCents, showsRetail: retailCents > priceCents };
}

/**
 * The picture for the choices: the chosen colour's image, else the chosen graphics card's, else the Core PC
 * group's, else the item's primary image; null when there is none.
 */
export function buildTileImageId(item: BuildTilePricedItem, pickers: readonly BuildTilePicker[], selection: BuildTileSelection): number | null {
  const chosen = chosenBuildTileOptions(pickers, selection);
  for (const { option } of chosen) if (option.ImageId != null) return option.ImageId;
  for (const { picker } of chosen) if (picker.group.ImageId != null) return picker.group.ImageId;
  return item.PrimaryImageId ?? null;
}

/**
 * What Add sends (spec 2 §3 AddToCartSource bundleTile, §7 "KitChildren for bundles and kits"): one of the item,
 * with each chosen option as a kit child under its kit category.
 */
export function buildTileAddToCartLine(item: BuildTilePricedItem, pickers: readonly BuildTilePicker[], selection: BuildTileSelection): AddToCartLine {
  const children = chosenBuildTileOptions(pickers, selection).map(({ picker, option }) => ({
    InventoryItemId: option.InventoryItemId,
    Quantity: 1,
    KitCategoryId: picker.group.InventoryKitCategoryId,
    AddToCartSource: 'bundleTile' as const,
  }));
  return {
    InventoryItemId: item.InventoryItemId,
    Quantity: 1,
    AddToCartSource: 'bundleTile',
    ...(children.length > 0 ? { KitChildren: children } : {}),
  };
}

export interface BuildComponent {
  category: BuildComponentIconCategory;
  value: string;
}

/**
 * The key component icons: entries named after an icon category, in the spec's order, first entry per category;
 * values that say "None" (an empty drive bay) are not components.
 */
export function buildComponents(entries: readonly { Key: string; Value: string }[] | null | undefined): BuildComponent[] {
  const known: readonly string[] = BUILD_COMPONENT_ICON_CATEGORIES;
  const byCategory = new Map<string, string>();
  for (const entry of entries ?? []) {
    const value = entry.Value.trim();
    if (!known.includes(entry.Key) || byCategory.has(entry.Key) || value === '' || value.toLowerCase() === 'none') continue;
    byCategory.set(entry.Key, value);
  }
  return BUILD_COMPONENT_ICON_CATEGORIES.flatMap((category) => {
    const value = byCategory.get(category);
    return value === undefined ? [] : [{ category, value }];
  });
}
