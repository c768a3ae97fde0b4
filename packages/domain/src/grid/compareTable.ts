// The compare page's table (spec 2 §2 "Compare page: Table of items with attribute rows"): one column per item,
// one row per attribute any of them has, in the attributes' SortOrder.
import type { GridItemAttribute } from './item.ts';

export interface CompareTableRow {
  /** The attribute's name, e.g. "Memory Size". */
  key: string;
  /** Each item's value, in the items' order; null where the item has no such attribute. */
  values: (string | null)[];
  /** Whether the items' values are not all the same (designed: lets a page highlight what tells them apart). */
  isDifferent: boolean;
}

/** Attribute rows of the compare table: ordered by the lowest SortOrder any item gives the key, then by name. */
export function compareTableRows(items: readonly { Attributes?: readonly GridItemAttribute[] | null }[]): CompareTableRow[] {
  const order = new Map<string, number>();
  for (const item of items) {
    for (const attribute of item.Attributes ?? []) {
      const known = order.get(attribute.Key);
      if (known === undefined || attribute.SortOrder < known) order.set(attribute.Key, attribute.SortOrder);
    }
  }
  const keys = [...order.keys()].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0) || a.localeCompare(b));
  return keys.map((key) => {
    const values = items.map((item) => item.Attributes?.find((attribute) => attribute.Key === key)?.Value ?? null);
    return { key, values, isDifferent: new Set(values).size > 1 };
  });
}
