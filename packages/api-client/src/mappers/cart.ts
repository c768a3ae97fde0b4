// Cart lines between the contract and the domain (spec 2 §4, §5): the contract leaves most line fields optional,
// the domain's cart rules want them all present; updateCart takes a line as its identity only (item, quantity, kit
// children, UV design, coupon, wishlist origin) and prices it itself.
import type { AddToCartLine, CartLine, CartLineAvailability } from '@rigkit/domain/cart';
import type { components } from '../generated/schema.ts';

type ContractCartLine = components['schemas']['CartLine'];
type ContractLineInput = components['schemas']['AddToCartLine'];
type ContractAvailability = components['schemas']['CartLineAvailability'];

/**
 * A line's stock at one warehouse. The contract says whether the whole quantity is there (now, or after a transfer);
 * the domain counts units, so "all of it" is the line's quantity and "not all" is 0, which the domain's rules
 * (storeItemAvailability: enough for the quantity?) read exactly as the contract's yes and no.
 */
function toDomainAvailability(availability: ContractAvailability, quantity: number): CartLineAvailability {
  return {
    InventoryWarehouseId: availability.InventoryWarehouseId,
    Available: availability.Available === true ? quantity : 0,
    AvailableAfterTransfer: availability.AvailableAfterTransfer === true ? quantity : 0,
    AvailabilityComment: availability.AvailabilityComment ?? null,
    ETA: availability.ETA ?? null,
  };
}

/** A cart line as the server sent it, with every field the domain's rules read. */
export function toDomainLine(line: ContractCartLine): CartLine {
  return {
    InventoryItemId: line.InventoryItemId,
    LineNumber: line.LineNumber,
    ItemDescription: line.ItemDescription ?? '',
    Quantity: line.Quantity,
    UnitCost: line.UnitCost ?? 0,
    ExtendedCost: line.ExtendedCost ?? 0,
    ItemTypeCode: line.ItemTypeCode ?? 'STK',
    CouponCode: line.CouponCode ?? null,
    CustomerWishlistItemId: line.CustomerWishlistItemId ?? null,
    KitChildren: line.KitChildren ?? [],
    KitId: line.KitId ?? null,
    UvPrintEnabled: line.UvPrintEnabled ?? false,
    UvPrintDesignCode: line.UvPrintDesignCode ?? null,
    Availabilities: (line.Availabilities ?? []).map((availability) => toDomainAvailability(availability, line.Quantity)),
    PrimaryImageId: line.PrimaryImageId ?? null,
    BlockInvoicesUntil: line.BlockInvoicesUntil ?? null,
    BlockSalesOrdersUntil: line.BlockSalesOrdersUntil ?? null,
    AddToCartSource: line.AddToCartSource ?? null,
  };
}

/** What updateCart needs of a line the cart holds (a domain line, or a contract line as the server sent it). */
export function toLineInput(line: CartLine | ContractCartLine): ContractLineInput {
  return {
    InventoryItemId: line.InventoryItemId,
    LineNumber: line.LineNumber,
    Quantity: line.Quantity,
    KitChildren: [...(line.KitChildren ?? [])],
    UvPrintDesignCode: line.UvPrintDesignCode ?? null,
    CouponCode: line.CouponCode ?? null,
    CustomerWishlistItemId: line.CustomerWishlistItemId ?? null,
    ...(line.AddToCartSource ? { AddToCartSource: line.AddToCartSource } : {}),
  };
}

/** The domain's add-to-cart line (a build with its kit children, an item from a page) as updateCart's line. */
export function toCartLineInput(line: AddToCartLine): ContractLineInput {
  return {
    InventoryItemId: line.InventoryItemId,
    Quantity: line.Quantity,
    ...(line.AddToCartSource ? { AddToCartSource: line.AddToCartSource } : {}),
    KitChildren: (line.KitChildren ?? []).map((child) => ({
      InventoryItemId: child.InventoryItemId,
      Quantity: child.Quantity,
      KitCategoryId: child.KitCategoryId,
      UvPrintDesignCode: child.UvPrintDesignCode ?? null,
      ...(child.AddToCartSource ? { AddToCartSource: child.AddToCartSource } : {}),
    })),
    UvPrintDesignCode: line.UvPrintDesignCode ?? null,
    ...(line.CustomerWishlistItemId != null ? { CustomerWishlistItemId: line.CustomerWishlistItemId } : {}),
  };
}
