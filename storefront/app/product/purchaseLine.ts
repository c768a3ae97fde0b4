// The line Buy sends on the prebuilt, kit and bundle pages (spec 2 §2 "Buy adds one unit"; §7 "KitChildren for
// bundles and kits"): one unit; a kit goes with its default parts (the kit rules' add line), and cannot be bought
// from here when its parts are unknown.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { kitAddToCartLine } from '@rigkit/domain/kit';
import type { ProductPageData } from './types.ts';

export function purchaseLine(data: Pick<ProductPageData, 'item' | 'kitDefaults'>, line: AddToCartLine): AddToCartLine | null {
  if (data.item.ItemTypeCode !== 'KIT') return { ...line, Quantity: 1 };
  return data.kitDefaults.length > 0 ? kitAddToCartLine(data.item.InventoryItemId, data.kitDefaults, 1) : null;
}

/** Whether Buy can add the item from this page: a kit needs its default parts, none of them missing. */
export function canBuyHere(data: Pick<ProductPageData, 'item' | 'kitDefaults'>): boolean {
  if (data.item.ItemTypeCode !== 'KIT') return true;
  return data.kitDefaults.length > 0 && data.kitDefaults.every((selection) => selection.AllowNone || selection.SelectedInventoryItemId !== null);
}
