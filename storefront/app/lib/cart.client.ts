// Add to Cart from the browser (spec 1 §2, spec 2 §4): read the cart, add 1 (or 1 more to the matching line) with
// the domain's addOneToCart, send the lines back with updateCart. The caller revalidates so the header count follows;
// other tabs hear of it through the cross-tab channel.
import type { components } from '@rigkit/api-client';
import type { AddToCartSource, CartLine } from '@rigkit/domain/cart';
import { addOneToCart } from '@rigkit/domain/cart';
import { browserApi } from './api.client.ts';
import { announceSessionChange } from './crossTab.ts';

type ContractCartLine = components['schemas']['CartLine'];
type ContractLineInput = components['schemas']['AddToCartLine'];

// The contract leaves most line fields optional; the domain rule wants them all present.
function toDomainLine(line: ContractCartLine): CartLine {
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
    Availabilities: [],
    PrimaryImageId: line.PrimaryImageId ?? null,
    BlockInvoicesUntil: line.BlockInvoicesUntil ?? null,
    BlockSalesOrdersUntil: line.BlockSalesOrdersUntil ?? null,
    AddToCartSource: line.AddToCartSource ?? null,
  };
}

function toLineInput(line: CartLine): ContractLineInput {
  return {
    InventoryItemId: line.InventoryItemId,
    LineNumber: line.LineNumber,
    Quantity: line.Quantity,
    KitChildren: [...line.KitChildren],
    UvPrintDesignCode: line.UvPrintDesignCode,
    CouponCode: line.CouponCode,
    CustomerWishlistItemId: line.CustomerWishlistItemId,
    ...(line.AddToCartSource ? { AddToCartSource: line.AddToCartSource } : {}),
  };
}

export async function addOneItemToCart(inventoryItemId: number, source: AddToCartSource): Promise<void> {
  const client = browserApi();
  const { data } = await client.GET('/fetchCart');
  const lines = (data.data?.ShoppingCartItems ?? []).map(toDomainLine);
  const next = addOneToCart(lines, { InventoryItemId: inventoryItemId, AddToCartSource: source });
  await client.POST('/updateCart', { body: { ShoppingCart: { ShoppingCartItems: next.map(toLineInput) } } });
  announceSessionChange();
}
