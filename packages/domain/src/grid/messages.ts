// Texts of the item grid quoted by spec 1 §2, kept in one place for widgets and tests.

export const gridMessages = {
  /** An empty result (spec 1 §2). */
  noItemsFound: 'No items found',
  /** The action on kit tiles (spec 1 §2). */
  customise: 'Customise',
} as const;

/** Kit tiles show a "Customise" action (spec 1 §2). */
export function isCustomiseShown(item: { ItemTypeCode: string }): boolean {
  return item.ItemTypeCode === 'KIT';
}
