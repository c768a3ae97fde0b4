// Kit texts. The toast is quoted from spec 2 §4/§8; the blocking message wording is DESIGNED (the spec says buy is
// disabled while blocking messages exist, spec 2 §4 §5, without quoting them).
export const kitMessages = {
  uvPrintingSelectionRemoved: 'UV Printing Selection Removed',
  addedToCart: 'Added to cart',
  /** Designed wording. */
  selectionRequired: (categoryName: string) => `Please select a ${categoryName}`,
} as const;
