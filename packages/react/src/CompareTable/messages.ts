// Spec 2 §2 "Compare page: Table of items with attribute rows"; every word below is designed (the spec shows none).
export const compareTableMessages = {
  label: 'Compare items', // designed
  productHeader: 'Product', // designed
  priceHeader: 'Price', // designed
  differencesOnly: 'Show only differences', // designed
  remove: 'Remove', // designed
  removeLabel: (description: string) => `Remove ${description} from the comparison`, // designed
  addToCart: 'Add to Cart', // the tiles' own wording (spec 1 §2)
  notListed: 'Not listed', // designed: an item without the row's attribute
  empty: 'Choose at least two items to compare.', // designed
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/CompareTable exported it. Use `compareTableMessages`. */
export const COMPARE_TABLE_TEXT = compareTableMessages;
