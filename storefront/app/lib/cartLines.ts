// The storefront's cart writes (spec 2 §2, §4): the whole cart goes back with updateCart and the
// server prices it, so a line is sent as its identity (item, quantity, kit children, coupon, wishlist origin) only.
import type { components, RigkitClient } from '@rigkit/api-client';
import { toDomainLine, toLineInput } from '@rigkit/api-client/mappers';
import { addAllToCartLines, type AddToCartLine } from '@rigkit/domain/cart';

export type ContractCartLine = components['schemas']['CartLine'];
export type ContractLineInput = components['schemas']['AddToCartLine'];
export type ContractCart = components['schemas']['Cart'];

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
 * The one way a page adds to the cart (item tiles, product pages, bundles, build tiles, the custom build, a shared
 * wishlist): fetch the cart first so nothing another tab added is lost, apply the domain's merge rule
 * (addAllToCartLines: an identical line grows, anything else is a new line after the highest LineNumber), then save
 * the whole cart with updateCart, which prices it.
 */
export async function addToCart(client: RigkitClient, added: readonly AddToCartLine[]): Promise<ContractCart> {
  const current = (await fetchCartLines(client)).map(toDomainLine);
  return saveCart(client, addAllToCartLines(current, added).map(toLineInput));
}

/** Every kit child's item id across the lines, once each, for naming them. */
export function kitChildItemIds(lines: readonly ContractCartLine[]): number[] {
  return [...new Set(lines.flatMap((line) => (line.KitChildren ?? []).map((child) => child.InventoryItemId)))];
}
