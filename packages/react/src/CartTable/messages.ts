// Texts of the cart's item table. Quoted ones come from the domain (spec 2 §2, §8); the rest are designed.
import { cartMessages } from '@rigkit/domain/cart';

export const cartTableMessages = {
  empty: cartMessages.empty,
  continueShopping: 'Continue shopping', // designed
  caption: 'Items in your cart', // designed
  item: 'Item',
  quantity: 'Qty',
  total: 'Total',
  remove: 'Remove', // designed
  removing: 'Removing',
  clearAll: 'Clear All',
  clearAllQuestion: 'Remove every item from your cart?', // designed
  confirmClearAll: 'Yes, clear my cart', // designed
  keepItems: 'Keep my items', // designed
  clearing: 'Clearing', // designed
  quantityLabel: (description: string) => `Quantity of ${description}`, // designed
  showQuantities: 'Show quantities', // designed
  each: (price: string) => `${price} each`, // designed
  fromWishlist: 'From your wishlist', // designed
  kitComponents: (description: string) => `Components of ${description}`, // designed
  kitChild: (inventoryItemId: number) => `Item ${inventoryItemId}`, // designed: the cart line carries only the id
  uvPrinting: 'Edit your UV print design', // designed
  /** A line carrying a UV print design (designed): its code, linking to the designer with that design. */
  uvDesign: (code: string) => `UV print design ${code}`,
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/CartTable exported it. Use `cartTableMessages`. */
export const CART_TABLE_TEXT = cartTableMessages;
