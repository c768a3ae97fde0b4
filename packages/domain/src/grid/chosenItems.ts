// Pages of items chosen in the address (spec 2 §2): /Compare?inventoryItemIds=comma list and
// /ItemGrid?inventoryItemIds=comma list, showTitle, showAttributes.

/** The query parameter both pages read, spelt as spec 2 §2 writes it. */
export const INVENTORY_ITEM_IDS_PARAMETER = 'inventoryItemIds';

// Ids are stored as 32-bit integers by the reference server; a larger number is not an item id.
const largestItemId = 2_147_483_647;

/**
 * The ids of a comma list ("612345, 598812"), in order and without repeats; an empty or missing list gives [].
 * Undefined when any entry is not a whole positive id: the address is malformed (the 400 page).
 */
export function parseInventoryItemIds(value: string | null | undefined): number[] | undefined {
  if (value == null || value.trim() === '') return [];
  const ids: number[] = [];
  for (const entry of value.split(',')) {
    const text = entry.trim();
    if (text === '') continue;
    if (!/^\d{1,10}$/.test(text)) return undefined;
    const id = Number(text);
    if (id < 1 || id > largestItemId) return undefined;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** A yes/no address flag such as showTitle or showAttributes: "true", "1" or "yes" (any case), or present and empty. */
export function isAddressFlagOn(value: string | null | undefined): boolean {
  if (value == null) return false;
  return ['', 'true', '1', 'yes'].includes(value.trim().toLowerCase());
}
