// The big item list's words. "Category", "Brand" and "Save up to N%" are spec 1 §2's (the saving comes from
// @rigkit/domain/money); the rest is designed.
import { gridMessages } from '@rigkit/domain/grid';

export const bigItemListMessages = {
  category: 'Category',
  brand: 'Brand',
  shopBy: 'Shop by', // designed
  noItemsFound: gridMessages.noItemsFound,
} as const;

/** How many items a tile stands for, "1 item" / "12 items" (designed). */
export const groupItemCountText = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/BigItemList exported it. Use `bigItemListMessages`. */
export const BIG_ITEM_LIST_TEXT = bigItemListMessages;
