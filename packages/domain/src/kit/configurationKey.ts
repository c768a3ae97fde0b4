import { defaultKitSelections } from './selection.ts';
import type { KitCategory, KitConfigurationItem, KitSelection, UpdateKitConfigRequest } from './types.ts';
import { kitConfigurationPath } from '../paths/paths.ts';

// Spec 2 §4: changing any selection away from the defaults saves a configuration under a new key and rewrites the
// address to include it; reset returns to defaults. Key generation (a server or random id) is injected; the rules
// here decide WHEN a key is needed and WHAT is saved.

type SignedSelection = Pick<
  KitSelection,
  'InventoryKitCategoryId' | 'SelectedInventoryItemId' | 'SelectedQuantity' | 'UvPrintDesignCode'
>;

/**
 * A deterministic text for a set of selections: "categoryId=itemId×quantity" per category, a "#design" suffix for a
 * UV design, "none" for no selection, sorted by category id and joined with ";". Two selections are the same
 * configuration exactly when their signatures are equal.
 */
export function kitSelectionSignature(selections: readonly SignedSelection[]): string {
  return [...selections]
    .sort((a, b) => a.InventoryKitCategoryId - b.InventoryKitCategoryId)
    .map((selection) => {
      if (selection.SelectedInventoryItemId === null) return `${selection.InventoryKitCategoryId}=none`;
      const design = selection.UvPrintDesignCode ? `#${selection.UvPrintDesignCode}` : '';
      return `${selection.InventoryKitCategoryId}=${selection.SelectedInventoryItemId}x${selection.SelectedQuantity}${design}`;
    })
    .join(';');
}

export function isDefaultKitSelection(categories: readonly KitCategory[], selections: readonly SignedSelection[]): boolean {
  return kitSelectionSignature(selections) === kitSelectionSignature(defaultKitSelections(categories));
}

/**
 * True when the current selections must be saved under a new key: they differ from the defaults and from what the
 * current key already holds (savedSignature, null when the address has no key).
 */
export function needsNewKitConfigurationKey(options: {
  categories: readonly KitCategory[];
  selections: readonly SignedSelection[];
  savedSignature: string | null;
}): boolean {
  if (isDefaultKitSelection(options.categories, options.selections)) return false;
  return kitSelectionSignature(options.selections) !== options.savedSignature;
}

/** The body of updateKitConfig for a kit, a freshly generated key and the selections (spec 2 §7). */
export function updateKitConfigRequest(
  kitInventoryItemId: number,
  keyStringId: string,
  selections: readonly SignedSelection[],
): UpdateKitConfigRequest {
  return {
    KitInventoryItemId: kitInventoryItemId,
    KeyStringId: keyStringId,
    KitConfigurationItems: selections.map((selection) => ({
      KitCategoryId: selection.InventoryKitCategoryId,
      SelectedInventoryItemId: selection.SelectedInventoryItemId,
      Quantity: selection.SelectedQuantity,
      UvPrintDesignCode: selection.UvPrintDesignCode,
    })),
  };
}

/**
 * Decides the save after a change: null when nothing must be saved, else the request under a key from the
 * injected generator (called only when a key is needed).
 */
export function planKitConfigurationSave(options: {
  kitInventoryItemId: number;
  categories: readonly KitCategory[];
  selections: readonly SignedSelection[];
  savedSignature: string | null;
  generateKey: () => string;
}): { request: UpdateKitConfigRequest; signature: string; path: string } | null {
  if (!needsNewKitConfigurationKey(options)) return null;
  const keyStringId = options.generateKey();
  return {
    request: updateKitConfigRequest(options.kitInventoryItemId, keyStringId, options.selections),
    signature: kitSelectionSignature(options.selections),
    path: kitConfigurationPath(options.kitInventoryItemId, keyStringId),
  };
}

// The address lives with the store's other addresses (@rigkit/domain/paths); kit callers keep importing it here.
export { kitConfigurationPath };

/** The selections as KitConfigurationItems (spec 2 §3), e.g. for a summary; PriceIncTax is the unit price. */
export function kitConfigurationItems(
  categories: readonly KitCategory[],
  selections: readonly KitSelection[],
): KitConfigurationItem[] {
  return selections.map((selection) => {
    const category = categories.find((entry) => entry.InventoryKitCategoryId === selection.InventoryKitCategoryId);
    return {
      CategoryName: selection.CategoryName,
      ItemDescription: selection.ItemDescription ?? '',
      PriceIncTax: selection.UnitCostIncTax,
      SelectedInventoryItemId: selection.SelectedInventoryItemId,
      SortOrder: category?.SortOrder ?? 0,
      PrimaryImageId: selection.ImageId,
      Quantity: selection.SelectedQuantity,
      KitCategoryId: selection.InventoryKitCategoryId,
      UvPrintDesignCode: selection.UvPrintDesignCode,
    };
  });
}
