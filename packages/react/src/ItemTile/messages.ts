// The tile's own words. Spec 1 §2 names "Customise" and "Add to Cart"; the free-shipping marker's text is designed
// (the spec names the marker, not its words). Stock texts come from @rigkit/domain/availability.
export const itemTileMessages = {
  addToCart: 'Add to Cart',
  addingToCart: 'Adding…',
  customise: 'Customise',
  freeShipping: 'Free Shipping',
  badges: 'Badges',
  normalPrice: 'Normal price',
  price: 'Price',
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/ItemTile exported it. Use `itemTileMessages`. */
export const ITEM_TILE_TEXT = itemTileMessages;
