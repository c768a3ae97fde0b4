// The price block's own words. "Add to Cart" is the store's default button text (spec 1 §2) when the item has no
// BuyButtonText (spec 2 §3); "until promotion stock is exhausted" comes from @rigkit/domain/availability. The rest
// is designed: the spec names the parts (price, struck RRP, discount line, promotions, quantity) but not their words.
export const productPriceMessages = {
  price: 'Price', // designed
  wasPrice: 'RRP', // designed
  addToCart: 'Add to Cart',
  adding: 'Adding…', // designed
  buyNow: 'Buy Now',
  quantity: 'Quantity', // designed
  promotions: 'Promotions', // designed
  promotionPrice: 'Promotion price', // designed
  normalPrice: 'Normal price', // designed
  endsIn: 'Ends in', // designed
  runs: 'Runs', // designed: "Runs until promotion stock is exhausted"
  freeShipping: 'Free Shipping', // designed, as on the tiles
  limitPerTransaction: (limit: number) => `Limit ${limit} per order`, // designed
  saving: (amount: string, percent: number) => `Save ${amount} (${percent}%)`, // designed
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/ProductPrice exported it. Use `productPriceMessages`. */
export const PRODUCT_PRICE_TEXT = productPriceMessages;
