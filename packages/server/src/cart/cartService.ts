// The cart: lines are stored per session (one row, written in one statement); prices are always worked out
// from the catalogue index, never taken from the client (issue 5 item 5).
import type { Db } from '../db/openDatabase.ts';
import type { DatabaseTables } from '../db/schema.ts';
import type { PromotionsTable, StoredCartLine, StoredKitChild } from '../db/schema.ts';
import type { QueryCreator, Selectable } from 'kysely';
import type { CatalogueSnapshot } from '../catalogue/catalogueIndex.ts';
import { dispatchBlockOf } from '../catalogue/dispatchBlock.ts';
import { siteStockAvailabilities } from '@rigkit/domain/availability';
import { type Coupon, couponCartTotals, couponLinePrice, isCouponRunning } from '@rigkit/domain/cart';
import { dollarsFromCents } from '@rigkit/domain/money';
import type { Schema } from '../contract/schemas.ts';

export interface CartState {
  lines: StoredCartLine[];
  couponCodes: string[];
}

import { ensureSession } from '../identity/sessions.ts';

export type PromotionRow = Selectable<PromotionsTable>;

export async function loadCart(db: Db, sessionGuid: string): Promise<CartState> {
  const row = await db.selectFrom('carts').select(['lines', 'coupon_codes']).where('customer_session_guid', '=', sessionGuid).executeTakeFirst();
  return { lines: row?.lines ?? [], couponCodes: row?.coupon_codes ?? [] };
}

export async function saveCart(db: Db, sessionGuid: string, state: CartState, now: Date): Promise<void> {
  const values = { lines: JSON.stringify(state.lines), coupon_codes: JSON.stringify(state.couponCodes), updated_at: now };
  // A visitor's session is written when the first thing is stored in it (issue 14 item 8).
  await ensureSession(db, sessionGuid);
  await db
    .insertInto('carts')
    .values({ customer_session_guid: sessionGuid, ...values })
    .onConflict((conflict) => conflict.column('customer_session_guid').doUpdateSet(values))
    .execute();
}

/** Empties a cart that exists (an order's): no session to create first, as saveCart must allow for. */
/** Empties the session's cart: a statement of its own, or a part of the order's (placeOrder.ts). */
export function clearCart(db: QueryCreator<DatabaseTables>, sessionGuid: string, now: Date) {
  return db.updateTable('carts').set({ lines: '[]', coupon_codes: '[]', updated_at: now }).where('customer_session_guid', '=', sessionGuid);
}

export async function couponPromotions(db: Db, codes: readonly string[]): Promise<PromotionRow[]> {
  if (codes.length === 0) return [];
  return db.selectFrom('promotions').selectAll().where('coupon_code', 'in', [...codes]).execute();
}

/** A stored promotion with a coupon code, as the domain's coupon rules read it. */
export function toCoupon(promotion: PromotionRow, snapshot: CatalogueSnapshot): Coupon {
  return {
    promotionId: promotion.promotion_id,
    promotionName: promotion.public_promotion_name,
    code: promotion.coupon_code ?? '',
    type: promotion.coupon_type,
    startsAt: promotion.promotion_start_at,
    finishesAt: promotion.promotion_finish_at,
    minimumSpendCents: promotion.minimum_spend_cents,
    amountCents: promotion.coupon_price_cents,
    itemPrices: snapshot.promotionItems.get(promotion.promotion_id) ?? new Map(),
  };
}

/** The promotions behind the codes that are running now, as the domain's coupon rules read them. */
export async function runningCoupons(db: Db, snapshot: CatalogueSnapshot, codes: readonly string[], now: Date): Promise<Coupon[]> {
  return (await couponPromotions(db, codes)).map((promotion) => toCoupon(promotion, snapshot)).filter((coupon) => isCouponRunning(coupon, now) && codes.includes(coupon.code));
}

export interface PricedCart {
  ShoppingCart: Schema<'Cart'>;
  subtotalCents: number;
  discountCents: number;
  freeShipping: boolean;
}

function childUnitCents(snapshot: CatalogueSnapshot, child: StoredKitChild): number {
  return snapshot.items.get(child.InventoryItemId)?.priceCents ?? 0;
}

/** Prices the stored lines from the catalogue and applies the cart's running coupons. */
export function priceCart(snapshot: CatalogueSnapshot, state: CartState, promotions: readonly PromotionRow[], now: Date): PricedCart {
  const running = promotions
    .map((promotion) => toCoupon(promotion, snapshot))
    .filter((coupon) => isCouponRunning(coupon, now) && state.couponCodes.includes(coupon.code));
  let subtotalCents = 0;
  const flags = new Set<Schema<'CartFlag'>>();
  const items = state.lines.flatMap((line): Schema<'CartLine'>[] => {
    const item = snapshot.items.get(line.InventoryItemId);
    if (!item) return [];
    let catalogueUnitCents = item.priceCents;
    if (item.typeCode === 'KIT') {
      catalogueUnitCents = line.KitChildren.reduce((sum, child) => sum + childUnitCents(snapshot, child) * child.Quantity, 0);
      flags.add('CustomBuild');
    }
    const { unitCents, couponCode } = couponLinePrice({ itemId: item.id, catalogueUnitCents, addedByCouponCode: line.CouponCode ?? null }, running);
    const uv = line.UvPrintDesignCode !== null || line.KitChildren.some((child) => child.UvPrintDesignCode !== null || child.InventoryItemId === 663936);
    if (uv) flags.add('UvPrint');
    const extended = unitCents * line.Quantity;
    subtotalCents += extended;
    return [
      {
        InventoryItemId: item.id,
        LineNumber: line.LineNumber,
        ItemDescription: item.description,
        Quantity: line.Quantity,
        UnitCost: dollarsFromCents(unitCents),
        ExtendedCost: dollarsFromCents(extended),
        ItemTypeCode: item.typeCode,
        CouponCode: couponCode,
        CustomerWishlistItemId: line.CustomerWishlistItemId ?? null,
        // The contract has no null source: a part stored without one is sent without one.
        KitChildren: line.KitChildren.map(({ AddToCartSource, ...child }) => (AddToCartSource === null ? child : { ...child, AddToCartSource })),
        KitId: item.typeCode === 'KIT' ? item.id : null,
        UvPrintEnabled: uv,
        UvPrintDesignCode: line.UvPrintDesignCode,
        // Kits are built to order from their parts, so they carry no stock lines of their own.
        Availabilities: item.typeCode === 'KIT' ? [] : siteStockAvailabilities(item.stock, line.Quantity),
        PrimaryImageId: item.id,
        ...dispatchBlockOf(item),
        ...(line.AddToCartSource ? { AddToCartSource: line.AddToCartSource } : {}),
      },
    ];
  });
  const { discountCents, freeShipping, applied } = couponCartTotals(subtotalCents, running);
  return {
    ShoppingCart: {
      ShoppingCartItems: items,
      ShippingOptions: [],
      ContainsB2B: items.some((line) => line.ItemTypeCode === 'B2B'),
      CartFlags: [...flags],
      ShoppingCartPromotions: applied.map(({ coupon, discountCents: discount }) => ({
        PromotionId: coupon.promotionId,
        PromotionName: coupon.promotionName,
        CouponCode: coupon.code,
        DiscountIncTax: dollarsFromCents(discount),
      })),
    },
    subtotalCents,
    discountCents,
    freeShipping,
  };
}
