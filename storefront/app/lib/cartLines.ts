// The cart page's and the custom build's writes (spec 2 §2, §4): the whole cart goes back with updateCart and the
// server prices it, so a line is sent as its identity (item, quantity, kit children, coupon, wishlist origin) only.
import type { components, RigkitClient } from '@rigkit/api-client';

export type ContractCartLine = components['schemas']['CartLine'];
export type ContractLineInput = components['schemas']['AddToCartLine'];
export type ContractCart = components['schemas']['Cart'];

/** What updateCart needs of a line the cart already holds. */
export function toLineInput(line: ContractCartLine): ContractLineInput {
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

/** Saves the lines as the whole cart and answers with the cart the server priced. */
export async function saveCart(client: RigkitClient, lines: readonly ContractLineInput[]): Promise<ContractCart> {
  const { data } = await client.POST('/updateCart', { body: { ShoppingCart: { ShoppingCartItems: [...lines] } } });
  return data.data?.ShoppingCart ?? { ShoppingCartItems: [] };
}

/** The session's cart lines as the server holds them now. */
export async function fetchCartLines(client: RigkitClient): Promise<ContractCartLine[]> {
  const { data } = await client.GET('/fetchCart');
  return data.data?.ShoppingCartItems ?? [];
}

/**
 * Adds lines after the cart's own (a custom build, a shared cart): fetch the cart first so nothing another tab
 * added is lost, then save it with the new lines numbered after the highest LineNumber.
 */
export async function appendToCart(client: RigkitClient, added: readonly ContractLineInput[]): Promise<ContractCart> {
  const current = await fetchCartLines(client);
  const highest = current.reduce((max, line) => Math.max(max, line.LineNumber), 0);
  const numbered = added.map((line, index) => ({ ...line, LineNumber: highest + index + 1 }));
  return saveCart(client, [...current.map(toLineInput), ...numbered]);
}

/** Every kit child's item id across the lines, once each, for naming them. */
export function kitChildItemIds(lines: readonly ContractCartLine[]): number[] {
  return [...new Set(lines.flatMap((line) => (line.KitChildren ?? []).map((child) => child.InventoryItemId)))];
}
