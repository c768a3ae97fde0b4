// Cart lines as a wishlist keeps them (spec 2 §2 "Add to wishlist" and /wishlist/{code}; spec 3 §3 "Wishlist"):
// checked against the catalogue and the kit rules, and wishlist items answered with catalogue prices.
import type { CatalogueSnapshot, IndexedItem } from '../catalogue/catalogueIndex.ts';
import { cartErrors } from '../cart/cartMessages.ts';
import type { Schema } from '../contract/schemas.ts';
import type { StoredKitChild } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { Services } from '../http/services.ts';
import { kitChoiceErrors, loadKitDefinitions } from '../kit/kitRules.ts';
import type { CurrentWishlistItemsTable } from './wishlistTables.ts';
import type { Selectable } from 'kysely';
import { dollarsFromCents } from '@rigkit/domain/money';
import { couponLinePrice, type Coupon } from '@rigkit/domain/cart';

/** The same ceiling as a line added to an order (and the CHECK of migration 0008). */
export const maximumWishlistQuantity = 999;

export const wishlistLineErrors = {
  tooMany: (description: string) => `${description}: at most ${maximumWishlistQuantity} on a wishlist`,
} as const;

export interface WishlistLine {
  InventoryItemId: number;
  Quantity: number;
  UvPrintDesignCode: string | null;
  KitChildren: StoredKitChild[];
}

/**
 * The lines to keep, or 422 with every reason: an unknown item, kit parts on an item that is not a custom build, a
 * custom build's parts against its own categories (spec 2 §5), a quantity above the ceiling. Availability is not
 * checked: a wishlist may hold what cannot be bought today.
 */
export async function checkedWishlistLines(services: Services, snapshot: CatalogueSnapshot, input: readonly Schema<'AddToCartLine'>[]): Promise<WishlistLine[]> {
  const errors: string[] = [];
  const kitIds = input.filter((line) => snapshot.items.get(line.InventoryItemId)?.typeCode === 'KIT' && (line.KitChildren ?? []).length > 0).map((line) => line.InventoryItemId);
  const kits = await loadKitDefinitions(services.db, [...new Set(kitIds)]);
  const lines = input.map((line): WishlistLine => {
    const children = (line.KitChildren ?? []).filter((child) => child.Quantity > 0);
    const item = snapshot.items.get(line.InventoryItemId);
    if (!item) {
      errors.push(cartErrors.unknownItem(line.InventoryItemId));
    } else {
      if (line.Quantity > maximumWishlistQuantity) errors.push(wishlistLineErrors.tooMany(item.description));
      if (item.typeCode !== 'KIT' && children.length > 0) errors.push(cartErrors.notAKit(item.id));
      const kit = kits.get(item.id);
      if (kit) errors.push(...kitChoiceErrors(item.id, kit, children.map((child) => ({ KitCategoryId: child.KitCategoryId, InventoryItemId: child.InventoryItemId, Quantity: child.Quantity }))));
    }
    return {
      InventoryItemId: line.InventoryItemId,
      Quantity: line.Quantity,
      UvPrintDesignCode: line.UvPrintDesignCode ?? null,
      KitChildren: children.map((child) => ({
        InventoryItemId: child.InventoryItemId,
        Quantity: child.Quantity,
        KitCategoryId: child.KitCategoryId,
        UvPrintDesignCode: child.UvPrintDesignCode ?? null,
        AddToCartSource: child.AddToCartSource ?? null,
      })),
    };
  });
  if (errors.length > 0) throw new ApiError(422, [...new Set(errors)]);
  return lines;
}

/** A custom build with chosen parts costs its parts (as the cart prices it); anything else its catalogue price. */
function unitCents(snapshot: CatalogueSnapshot, item: IndexedItem, children: readonly StoredKitChild[], pick: (item: IndexedItem) => number): number {
  if (item.typeCode !== 'KIT' || children.length === 0) return pick(item);
  return children.reduce((sum, child) => {
    const part = snapshot.items.get(child.InventoryItemId);
    return sum + (part ? pick(part) : 0) * child.Quantity;
  }, 0);
}

/**
 * A wishlist item with today's catalogue prices (spec 3 §3 "Wishlist" items), lowered by the running coupons a shared
 * cart carries exactly as the cart prices a line (issue 17 defect 6): the line a coupon added costs the coupon price.
 */
export function wishlistItemDto(snapshot: CatalogueSnapshot, row: Selectable<CurrentWishlistItemsTable>, coupons: readonly Coupon[]) {
  const item = snapshot.items.get(row.inventory_item_id);
  const base = {
    CustomerWishlistItemId: row.customer_wishlist_item_id,
    InventoryItemId: row.inventory_item_id,
    Quantity: row.quantity,
    // A part's AddToCartSource is kept only when the cart line had one (the contract has no null for it).
    KitChildren: row.kit_children.map(({ AddToCartSource, ...child }) => (AddToCartSource === null ? child : { ...child, AddToCartSource })),
    UvPrintDesignCode: row.uv_print_design_code,
  };
  if (!item) return { ...base, PrimaryImageId: null };
  const catalogueUnitCents = unitCents(snapshot, item, row.kit_children, (part) => part.priceCents);
  const price = couponLinePrice({ itemId: item.id, catalogueUnitCents, addedByCouponCode: row.coupon_code }, coupons);
  return {
    ...base,
    ItemCode: item.code,
    ItemDescription: item.description,
    ItemTypeCode: item.typeCode,
    CustomerPriceIncTax: dollarsFromCents(price.unitCents),
    CouponCode: price.couponCode,
    RetailPriceIncTax: dollarsFromCents(unitCents(snapshot, item, row.kit_children, (part) => part.normalPriceCents)),
    PrimaryImageId: item.id,
    ManufacturerName: item.manufacturerName,
  };
}
