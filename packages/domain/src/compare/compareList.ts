// The items a shopper has chosen to compare (issue 17 defect 14; spec 2 §2 "/Compare?inventoryItemIds=comma list").
// Designed: the spec names the page, not how items are chosen; a tile or product page toggles an item in, at most 4
// (the compare table stays readable on a laptop), and a 5th is refused with a message saying what to do.
import { INVENTORY_ITEM_IDS_PARAMETER } from '../grid/chosenItems.ts';

/** An item as the compare tray lists it. */
export interface CompareItem {
  InventoryItemId: number;
  ItemDescription: string;
}

export const maximumCompareItems = 4;

export const compareMessages = {
  full: `You can compare up to ${maximumCompareItems} items. Remove one to add another.`, // designed
} as const;

export type CompareToggleOutcome = 'added' | 'removed' | 'full';

/** Adds the item, or removes it when already chosen; a 5th item is refused and the list stays as it was. */
export function toggleCompareItem(items: readonly CompareItem[], item: CompareItem): { items: CompareItem[]; outcome: CompareToggleOutcome } {
  if (items.some((chosen) => chosen.InventoryItemId === item.InventoryItemId)) {
    return { items: items.filter((chosen) => chosen.InventoryItemId !== item.InventoryItemId), outcome: 'removed' };
  }
  if (items.length >= maximumCompareItems) return { items: [...items], outcome: 'full' };
  return { items: [...items, { InventoryItemId: item.InventoryItemId, ItemDescription: item.ItemDescription }], outcome: 'added' };
}

/** The compare page of the items: /Compare?inventoryItemIds=612345,598812 (spec 2 §2). */
export function comparePath(items: readonly Pick<CompareItem, 'InventoryItemId'>[]): string {
  return `/Compare?${INVENTORY_ITEM_IDS_PARAMETER}=${items.map((item) => item.InventoryItemId).join(',')}`;
}

/** A stored list read back (sessionStorage): anything malformed is dropped, and at most 4 items are kept. */
export function parseStoredCompareItems(text: string | null): CompareItem[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (entry): entry is CompareItem =>
          typeof entry === 'object' && entry !== null && Number.isInteger((entry as CompareItem).InventoryItemId) && typeof (entry as CompareItem).ItemDescription === 'string',
      )
      .slice(0, maximumCompareItems)
      .map(({ InventoryItemId, ItemDescription }) => ({ InventoryItemId, ItemDescription }));
  } catch {
    return [];
  }
}
