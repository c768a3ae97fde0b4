// The cart: lines are stored per session (one row, written in one statement); prices are always worked out
// from the catalogue index, never taken from the client (issue 5 item 5).
import type { Db } from '../db/openDatabase.ts';
import type { PromotionsTable, StoredCartLine, StoredKitChild } from '../db/schema.ts';
import type { Selectable } from 'kysely';
import type { CatalogueSnapshot, IndexedItem } from '../catalogue/catalogueIndex.ts';
import { availabilityMessages } from '@rigkit/domain/availability';
import { isVicWarehouse } from '@rigkit/domain/region';

export interface CartState {
  lines: StoredCartLine[];
  couponCodes: string[];
}

export type PromotionRow = Selectable<PromotionsTable>;

export async function loadCart(db: Db, sessionGuid: string): Promise<CartState> {
  const row = await db.selectFrom('carts').select(['lines', 'coupon_codes']).where('customer_session_guid', '=', sessionGuid).executeTakeFirst();
  return { lines: row?.lines ?? [], couponCodes: row?.coupon_codes ?? [] };
}

export async function saveCart(db: Db, sessionGuid: string, state: CartState, now: Date): Promise<void> {
  const values = { lines: JSON.stringify(state.lines), coupon_codes: JSON.stringify(state.couponCodes), updated_at: now };
  await db
    .insertInto('carts')
    .values({ customer_session_guid: sessionGuid, ...values })
    .onConflict((conflict) => conflict.column('customer_session_guid').doUpdateSet(values))
    .execute();
}

export async function couponPromotions(db: Db, codes: readonly string[]): Promise<PromotionRow[]> {
  if (codes.length === 0) return [];
  return db.selectFrom('promotions').selectAll().where('coupon_code', 'in', [...codes]).execute();
}

export const isPromotionRunning = (promotion: Pick<PromotionRow, 'promotion_start_at' | 'promotion_finish_at'>, now: Date): boolean =>
  promotion.promotion_start_at <= now && now < promotion.promotion_finish_at;

const dollars = (cents: number): number => cents / 100;

/** Stock of a line at each warehouse that can serve it (spec 2 §3 "Cart line" Availabilities). */
export function lineAvailabilities(item: IndexedItem, quantity: number) {
  if (item.typeCode === 'KIT') return [];
  const byState = (state: string) => item.stock.filter((stock) => stock.State === state && stock.InventoryWarehouseId > 0).reduce((sum, stock) => sum + stock.Quantity, 0);
  const supplier = item.stock.find((stock) => stock.InventoryWarehouseId === 0);
  return [1, 2, 3, 4, 5, 6, 9].map((warehouseId) => {
    const here = item.stock.find((stock) => stock.InventoryWarehouseId === warehouseId)?.Quantity ?? 0;
    const state = isVicWarehouse(warehouseId) ? 'VIC' : 'WA';
    const available = here >= quantity;
    const afterTransfer = available || byState(state) >= quantity;
    const comment = available
      ? availabilityMessages.inStock
      : afterTransfer
        ? availabilityMessages.availableAfterTransfer
        : (supplier?.Quantity ?? 0) >= quantity
          ? availabilityMessages.inStockAtSupplier
          : availabilityMessages.outOfStock;
    return {
      InventoryWarehouseId: warehouseId,
      Available: available,
      AvailableAfterTransfer: afterTransfer,
      AvailabilityComment: comment,
      ETA: !afterTransfer && supplier?.ETA ? `${supplier.ETA}T00:00:00.000Z` : null,
    };
  });
}

export interface PricedCart {
  ShoppingCart: {
    ShoppingCartItems: Record<string, unknown>[];
    ShippingOptions: never[];
    ContainsB2B: boolean;
    CartFlags: string[];
    ShoppingCartPromotions: { PromotionId: number; PromotionName: string; CouponCode: string | null; DiscountIncTax: number }[];
  };
  subtotalCents: number;
  discountCents: number;
  freeShipping: boolean;
}

function childUnitCents(snapshot: CatalogueSnapshot, child: StoredKitChild): number {
  return snapshot.items.get(child.InventoryItemId)?.priceCents ?? 0;
}

/** Prices the stored lines from the catalogue and applies the cart's running coupons. */
export function priceCart(snapshot: CatalogueSnapshot, state: CartState, coupons: readonly PromotionRow[], now: Date): PricedCart {
  const running = coupons.filter((promotion) => isPromotionRunning(promotion, now) && state.couponCodes.includes(promotion.coupon_code ?? ''));
  let subtotalCents = 0;
  const flags = new Set<string>();
  const items = state.lines.flatMap((line) => {
    const item = snapshot.items.get(line.InventoryItemId);
    if (!item) return [];
    let unitCents = item.priceCents;
    let couponCode: string | null = null;
    if (item.typeCode === 'KIT') {
      unitCents = line.KitChildren.reduce((sum, child) => sum + childUnitCents(snapshot, child) * child.Quantity, 0);
      flags.add('CustomBuild');
    }
    const addedBy = line.CouponCode ? running.find((promotion) => promotion.coupon_code === line.CouponCode && promotion.coupon_type === 'AddItem') : undefined;
    if (addedBy && addedBy.coupon_price_cents !== null) {
      unitCents = addedBy.coupon_price_cents;
      couponCode = line.CouponCode ?? null;
    }
    for (const promotion of running.filter((candidate) => candidate.coupon_type === 'ItemPrice')) {
      const price = snapshot.promotionItems.get(promotion.promotion_id)?.get(item.id);
      if (price !== undefined && price < unitCents) {
        unitCents = price;
        couponCode = promotion.coupon_code;
      }
    }
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
        UnitCost: dollars(unitCents),
        ExtendedCost: dollars(extended),
        ItemTypeCode: item.typeCode,
        CouponCode: couponCode,
        CustomerWishlistItemId: null,
        KitChildren: line.KitChildren,
        KitId: item.typeCode === 'KIT' ? item.id : null,
        UvPrintEnabled: uv,
        UvPrintDesignCode: line.UvPrintDesignCode,
        Availabilities: lineAvailabilities(item, line.Quantity),
        PrimaryImageId: item.id,
        BlockInvoicesUntil: null,
        BlockSalesOrdersUntil: null,
        ...(line.AddToCartSource ? { AddToCartSource: line.AddToCartSource } : {}),
      },
    ];
  });
  const promotions: PricedCart['ShoppingCart']['ShoppingCartPromotions'] = [];
  let discountCents = 0;
  let freeShipping = false;
  for (const promotion of running) {
    if (promotion.coupon_type === 'CartDiscount' && subtotalCents >= promotion.minimum_spend_cents) {
      const discount = Math.min(promotion.coupon_price_cents ?? 0, subtotalCents - discountCents);
      discountCents += discount;
      promotions.push({ PromotionId: promotion.promotion_id, PromotionName: promotion.public_promotion_name, CouponCode: promotion.coupon_code, DiscountIncTax: dollars(discount) });
    } else if (promotion.coupon_type === 'FreeShipping' && subtotalCents >= promotion.minimum_spend_cents) {
      freeShipping = true;
      promotions.push({ PromotionId: promotion.promotion_id, PromotionName: promotion.public_promotion_name, CouponCode: promotion.coupon_code, DiscountIncTax: 0 });
    } else if (promotion.coupon_type === 'AddItem' || promotion.coupon_type === 'ItemPrice') {
      promotions.push({ PromotionId: promotion.promotion_id, PromotionName: promotion.public_promotion_name, CouponCode: promotion.coupon_code, DiscountIncTax: 0 });
    }
  }
  return {
    ShoppingCart: {
      ShoppingCartItems: items,
      ShippingOptions: [],
      ContainsB2B: items.some((line) => line.ItemTypeCode === 'B2B'),
      CartFlags: [...flags],
      ShoppingCartPromotions: promotions,
    },
    subtotalCents,
    discountCents,
    freeShipping,
  };
}
