import { centsFromDollars, dollarsFromCents } from '../money/cents.ts';
import { KitCategoryNames, KitItemIds, UV_NONE_ITEM_CODE } from './constants.ts';
import type { KitCategory, KitConfiguration, KitOptionItem, KitSelection } from './types.ts';

/** A quantity a category accepts: a whole number from 1 up to MaximumQuantity (spec 2 §5). */
export function clampKitQuantity(category: Pick<KitCategory, 'MaximumQuantity'>, quantity: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(whole, category.MaximumQuantity));
}

/** "None" in a category: no item, quantity 0, no cost. */
export function emptyKitSelection(category: KitCategory): KitSelection {
  return {
    InventoryKitCategoryId: category.InventoryKitCategoryId,
    SelectedInventoryItemId: null,
    SelectedQuantity: 0,
    ItemCode: null,
    ItemDescription: null,
    ManufacturerModel: null,
    UnitCostIncTax: 0,
    ExtendedCostIncTax: 0,
    RetailUnitCostIncTax: null,
    ImageId: null,
    AllowNone: category.AllowNone,
    CategoryName: category.CategoryName,
    UvPrintDesignCode: null,
  };
}

/** The selection of one option at a quantity (clamped to MaximumQuantity); ExtendedCostIncTax = unit × quantity. */
export function kitSelectionForItem(
  category: KitCategory,
  item: KitOptionItem,
  quantity: number,
  uvPrintDesignCode: string | null = null,
): KitSelection {
  const SelectedQuantity = clampKitQuantity(category, quantity);
  return {
    InventoryKitCategoryId: category.InventoryKitCategoryId,
    SelectedInventoryItemId: item.InventoryItemId,
    SelectedQuantity,
    ItemCode: item.ItemCode,
    ItemDescription: item.ItemDescription,
    ManufacturerModel: item.ManufacturerModel,
    UnitCostIncTax: item.UnitCostIncTax,
    ExtendedCostIncTax: dollarsFromCents(centsFromDollars(item.UnitCostIncTax) * SelectedQuantity),
    RetailUnitCostIncTax: item.RetailUnitCostIncTax,
    ImageId: item.ImageId,
    AllowNone: category.AllowNone,
    CategoryName: category.CategoryName,
    UvPrintDesignCode: uvPrintDesignCode,
  };
}

/** The same selection at another quantity, cost recalculated (spec 2 §4 "Changing quantity recalculates"). */
export function withKitQuantity(category: KitCategory, selection: KitSelection, quantity: number): KitSelection {
  if (selection.SelectedInventoryItemId === null) return selection;
  const SelectedQuantity = clampKitQuantity(category, quantity);
  return {
    ...selection,
    SelectedQuantity,
    ExtendedCostIncTax: dollarsFromCents(centsFromDollars(selection.UnitCostIncTax) * SelectedQuantity),
  };
}

/** A selection of an item whose option list has not arrived yet: id and quantity known, details blank. */
function pendingKitSelection(category: KitCategory, inventoryItemId: number, quantity: number): KitSelection {
  return {
    ...emptyKitSelection(category),
    SelectedInventoryItemId: inventoryItemId,
    SelectedQuantity: clampKitQuantity(category, quantity),
  };
}

/** UV Printing reset to the None item 602206 (PLE-602206) at zero price (spec 2 §4). */
export function uvNoneKitSelection(category: KitCategory, quantity: number): KitSelection {
  const listed = category.Items.find((item) => item.InventoryItemId === KitItemIds.uvNone);
  return {
    ...pendingKitSelection(category, KitItemIds.uvNone, Math.max(quantity, 1)),
    ItemCode: UV_NONE_ITEM_CODE,
    ItemDescription: listed?.ItemDescription ?? 'None',
    ImageId: listed?.ImageId ?? null,
    UnitCostIncTax: 0,
    ExtendedCostIncTax: 0,
  };
}

/** True for a selection that is a real UV print (anything but none and the 602206 placeholder). */
export function isRealUvPrintSelection(selection: KitSelection | undefined): boolean {
  return (
    selection !== undefined &&
    selection.SelectedInventoryItemId !== null &&
    selection.SelectedInventoryItemId !== KitItemIds.uvNone
  );
}

export function isUvPrintingCategory(category: Pick<KitCategory, 'CategoryName'>): boolean {
  return category.CategoryName === KitCategoryNames.uvPrinting;
}

export function isCaseCategory(category: Pick<KitCategory, 'CategoryName'>): boolean {
  return category.CategoryName === KitCategoryNames.case;
}

/** Categories in display order (SortOrder, then id so equal orders stay stable). */
export function sortKitCategories<T extends Pick<KitCategory, 'SortOrder' | 'InventoryKitCategoryId'>>(
  categories: readonly T[],
): T[] {
  return [...categories].sort(
    (a, b) => a.SortOrder - b.SortOrder || a.InventoryKitCategoryId - b.InventoryKitCategoryId,
  );
}

/**
 * The initial selections (spec 2 §4 "initial default selections"): DefaultInventoryItemId at DefaultQuantity, or
 * none when a category has no default. A default whose option list has not been fetched yet is kept by id, with
 * its details filled in when the options arrive.
 */
export function defaultKitSelections(categories: readonly KitCategory[]): KitSelection[] {
  return sortKitCategories(categories).map((category) => {
    const defaultId = category.DefaultInventoryItemId;
    if (defaultId === null) return emptyKitSelection(category);
    const item = category.Items.find((option) => option.InventoryItemId === defaultId);
    const quantity = category.DefaultQuantity > 0 ? category.DefaultQuantity : 1;
    return item ? kitSelectionForItem(category, item, quantity) : pendingKitSelection(category, defaultId, quantity);
  });
}

/**
 * Selections from a saved configuration (fetchKitConfig). Categories the configuration does not mention keep their
 * defaults; quantities are clamped to MaximumQuantity. PriceIncTax is read as the unit price when the option list
 * does not hold the item.
 */
export function kitSelectionsFromConfiguration(
  categories: readonly KitCategory[],
  configuration: KitConfiguration,
): KitSelection[] {
  const defaults = defaultKitSelections(categories);
  return sortKitCategories(categories).map((category, index) => {
    const saved = configuration.KitConfigurationItems.find(
      (entry) => entry.KitCategoryId === category.InventoryKitCategoryId,
    );
    if (!saved) return defaults[index] ?? emptyKitSelection(category);
    if (saved.SelectedInventoryItemId === null || saved.Quantity <= 0) return emptyKitSelection(category);
    const item = category.Items.find((option) => option.InventoryItemId === saved.SelectedInventoryItemId);
    if (item) return kitSelectionForItem(category, item, saved.Quantity, saved.UvPrintDesignCode);
    return kitSelectionForItem(
      category,
      {
        InventoryItemId: saved.SelectedInventoryItemId,
        ItemCode: '',
        ItemDescription: saved.ItemDescription,
        ManufacturerModel: null,
        UnitCostIncTax: saved.PriceIncTax,
        RetailUnitCostIncTax: null,
        ImageId: saved.PrimaryImageId,
        Attributes: [],
      },
      saved.Quantity,
      saved.UvPrintDesignCode,
    );
  });
}
