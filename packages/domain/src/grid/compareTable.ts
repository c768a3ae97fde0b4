// The compare page's table (spec 2 §2 "Compare page: Table of items with attribute rows"): one column per item,
// one row per attribute any of them has, in the attributes' SortOrder.

export interface CompareTableRow {
  /** The attribute's name, e.g. "Memory Size". */
  key: string;
  /** Each item's value, in the items' order; null where the item has no such attribute. */
  values: (string | null)[];
  /** Whether the items' values are not all the same (designed: lets a page highlight what tells them apart). */
  isDifferent: boolean;
}

/** An item's attribute as the API sends it; SortOrder may be missing. */
export interface CompareTableAttribute {
  Key: string;
  Value: string;
  SortOrder?: number | undefined;
}

/**
 * Attribute rows of the compare table: ordered by the lowest SortOrder any item gives the key (a key without one
 * comes after those with one), then by name.
 */
export function compareTableRows(items: readonly { Attributes?: readonly CompareTableAttribute[] | null | undefined }[]): CompareTableRow[] {
  const order = new Map<string, number>();
  for (const item of items) {
    for (const attribute of item.Attributes ?? []) {
      const sortOrder = attribute.SortOrder ?? Number.POSITIVE_INFINITY;
      const known = order.get(attribute.Key);
      if (known === undefined || sortOrder < known) order.set(attribute.Key, sortOrder);
    }
  }
  const keys = [...order.keys()].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0) || a.localeCompare(b));
  return keys.map((key) => {
    const values = items.map((item) => item.Attributes?.find((attribute) => attribute.Key === key)?.Value ?? null);
    return { key, values, isDifferent: new Set(values).size > 1 };
  });
}
