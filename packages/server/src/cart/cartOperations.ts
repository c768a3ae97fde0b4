// fetchCart, updateCart, applyCouponToCart, fetchShipping (spec 1 §7, spec 2 §7). The client sends lines
// (item, quantity, kit children); prices, availability and promotions always come from the catalogue.
import type { CatalogueSnapshot } from '../catalogue/catalogueIndex.ts';
import { couponFailureMessage, cartErrors, orderableItem } from './cartMessages.ts';
import { couponPromotions, loadCart, priceCart, saveCart, toCoupon, type CartState } from './cartService.ts';
import { couponVerdict, orderabilityErrors } from '@rigkit/domain/cart';
import { shippingOptions } from './shipping.ts';
import type { Schema } from '../contract/schemas.ts';
import type { CustomerRow, StoredCartLine } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { kitChoiceErrors, loadKitDefinitions } from '../kit/kitRules.ts';
import { SoftFailure, type OperationContext } from '../http/operation.ts';
import type { Services } from '../http/services.ts';
import { pricedCartFor } from '../session/sessionBundle.ts';
import { changedReadOnlyLines, sharedCartCouponCodes, sharedCartLineCoupon, wishlistCartLineErrors, wishlistIdToStore, wishlistItemOwners } from './wishlistCartLines.ts';
import { unusableUvDesignErrors } from './uvDesignLines.ts';

async function snapshotOf(services: Services): Promise<CatalogueSnapshot> {
  return (await services.catalogue()).refreshIfStale();
}

/** Checks every line against the catalogue and returns the lines to store, numbered 1, 2, 3 ... */
async function checkedLines(services: Services, snapshot: CatalogueSnapshot, input: readonly Schema<'AddToCartLine'>[], customer: CustomerRow | null, existing: CartState): Promise<CartState> {
  const isCompany = customer?.is_company ?? false;
  const customerId = customer?.customer_id ?? null;
  const errors: string[] = [];
  // Wishlist lines (spec 2 §3, §5): which ids may be stored, and which stored lines the caller may not change.
  const storedWishlistIds = existing.lines.flatMap((line) => (line.CustomerWishlistItemId == null ? [] : [line.CustomerWishlistItemId]));
  const sentWishlistIds = input.flatMap((line) => (line.CustomerWishlistItemId == null ? [] : [line.CustomerWishlistItemId]));
  const owners = await wishlistItemOwners(services.db, [...storedWishlistIds, ...sentWishlistIds]);
  const wishlistContext = { storedIds: new Set(storedWishlistIds), owners, customerId };
  const badWishlistIds: string[] = [];
  // A shared cart's lines bring its coupons (issue 17 defect 6). An offer's line (FREEMAT) keeps its code only when no
  // other line carries it, so the offer is still had once per cart, as applyCouponToCart allows.
  const couponCodes = [...new Set([...existing.couponCodes, ...sharedCartCouponCodes(input, owners)])];
  const linesWithCoupon = new Set(input.flatMap((line) => (line.CouponCode ? [line.CouponCode] : [])));
  const kitIds = input.filter((line) => snapshot.items.get(line.InventoryItemId)?.typeCode === 'KIT').map((line) => line.InventoryItemId);
  const kits = await loadKitDefinitions(services.db, [...new Set(kitIds)]);
  const lines = input.map((line, index): StoredCartLine => {
    const item = snapshot.items.get(line.InventoryItemId);
    if (!item) {
      errors.push(cartErrors.unknownItem(line.InventoryItemId));
    } else {
      errors.push(...orderabilityErrors(orderableItem(item), line.Quantity, { isCompany }));
      const children = line.KitChildren ?? [];
      if (item.typeCode !== 'KIT' && children.length > 0) errors.push(cartErrors.notAKit(item.id));
      const kit = kits.get(item.id);
      if (item.typeCode === 'KIT' && kit) {
        const choices = children.map((child) => ({ KitCategoryId: child.KitCategoryId, InventoryItemId: child.InventoryItemId, Quantity: child.Quantity }));
        errors.push(...kitChoiceErrors(item.id, kit, choices));
      }
    }
    // A coupon-added line keeps its coupon only while the cart still carries that coupon.
    let couponCode = line.CouponCode && couponCodes.includes(line.CouponCode) ? line.CouponCode : null;
    const sharedCoupon = couponCode === null ? sharedCartLineCoupon(line, owners) : null;
    if (sharedCoupon !== null && couponCodes.includes(sharedCoupon) && !linesWithCoupon.has(sharedCoupon)) {
      couponCode = sharedCoupon;
      linesWithCoupon.add(sharedCoupon);
    }
    const wishlist = wishlistIdToStore(line, wishlistContext);
    if (!wishlist.ok) badWishlistIds.push(wishlist.error);
    return {
      LineNumber: index + 1,
      InventoryItemId: line.InventoryItemId,
      Quantity: line.Quantity,
      AddToCartSource: line.AddToCartSource ?? null,
      UvPrintDesignCode: line.UvPrintDesignCode ?? null,
      KitChildren: (line.KitChildren ?? [])
        .filter((child) => child.Quantity > 0)
        .map((child) => ({
          InventoryItemId: child.InventoryItemId,
          Quantity: child.Quantity,
          KitCategoryId: child.KitCategoryId,
          UvPrintDesignCode: child.UvPrintDesignCode ?? null,
          // A part sent without its source is a kit child (spec 2 §3 AddToCartSource values); the cart answers
          // with a source on every part, as the contract's KitChildLine has no null for it.
          AddToCartSource: child.AddToCartSource ?? 'viewItemKitChild',
        })),
      CouponCode: couponCode,
      CustomerWishlistItemId: wishlist.ok ? wishlist.id : null,
    };
  });
  if (badWishlistIds.length > 0) throw new ApiError(400, [...new Set(badWishlistIds)]);
  errors.push(...(await unusableUvDesignErrors(services.db, input, customerId)));
  for (const line of changedReadOnlyLines(existing.lines, lines, owners, customerId)) {
    errors.push(wishlistCartLineErrors.readOnly(snapshot.items.get(line.InventoryItemId)?.description ?? `Item ${line.InventoryItemId}`));
  }
  if (errors.length > 0) throw new ApiError(422, [...new Set(errors)]);
  return { lines, couponCodes };
}

export async function updateCart(context: OperationContext<'POST', '/updateCart'>) {
  const { services, identity, now } = context;
  const snapshot = await snapshotOf(services);
  const existing = await loadCart(services.db, identity.sessionGuid);
  const state = await checkedLines(services, snapshot, context.body.ShoppingCart.ShoppingCartItems, identity.customer ?? null, existing);
  await saveCart(services.db, identity.sessionGuid, state, now);
  return pricedCartFor(services, identity, state);
}

export async function applyCoupon(context: OperationContext<'POST', '/applyCouponToCart'>) {
  const { services, identity, now } = context;
  const code = context.body.CouponCode.trim().toUpperCase();
  const [promotion] = await couponPromotions(services.db, [code]);
  const snapshot = await snapshotOf(services);
  const cart = await loadCart(services.db, identity.sessionGuid);
  if (!promotion) return new SoftFailure(couponFailureMessage);
  const verdict = couponVerdict(toCoupon(promotion, snapshot), {
    itemIds: cart.lines.map((line) => line.InventoryItemId),
    lineCouponCodes: cart.lines.map((line) => line.CouponCode ?? null),
    subtotalCents: priceCart(snapshot, cart, [], now).subtotalCents,
  }, now);
  if (!verdict.applies) return new SoftFailure(couponFailureMessage);
  const added: StoredCartLine[] =
    verdict.addItemId === null
      ? []
      : [{ LineNumber: cart.lines.length + 1, InventoryItemId: verdict.addItemId, Quantity: 1, AddToCartSource: null, UvPrintDesignCode: null, KitChildren: [], CouponCode: code }];
  const next: CartState = { lines: [...cart.lines, ...added], couponCodes: [...new Set([...cart.couponCodes, code])] };
  await saveCart(services.db, identity.sessionGuid, next, now);
  return pricedCartFor(services, identity, next);
}

export async function fetchShipping(context: OperationContext<'POST', '/fetchShipping'>) {
  const { services, identity, now } = context;
  const snapshot = await snapshotOf(services);
  const lines = context.body.InventoryItemIds.map((id) => {
    const item = snapshot.items.get(id);
    if (!item) throw new ApiError(404, `Item ${id} was not found`);
    return { item, quantity: 1 };
  });
  const freeShipping = await cartShipsFree(services, snapshot, identity.sessionGuid, context.body.InventoryItemIds, now);
  return shippingOptions(snapshot.shippingPlaces, lines, context.body.PostCode, { freeShipping });
}

/**
 * Whether an estimate is for items of the shopper's cart and the cart carries a free-shipping coupon that applies
 * (FREESHIP with its minimum spend met): the cart page's estimate then shows the delivery the order will be charged
 * (it showed $10.75 with FREESHIP applied). A product page asking for another item is not given the cart's coupon.
 */
async function cartShipsFree(services: Services, snapshot: CatalogueSnapshot, sessionGuid: string, itemIds: readonly number[], now: Date): Promise<boolean> {
  const cart = await loadCart(services.db, sessionGuid);
  if (cart.couponCodes.length === 0) return false;
  const inCart = new Set(cart.lines.map((line) => line.InventoryItemId));
  if (!itemIds.every((id) => inCart.has(id))) return false;
  return priceCart(snapshot, cart, await couponPromotions(services.db, cart.couponCodes), now).freeShipping;
}

