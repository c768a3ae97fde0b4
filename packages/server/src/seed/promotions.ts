// Promotions with coupon codes, periods and participating items (issue 5 item 3). Periods are relative to the
// seed's `now` so a fresh store always has a running sale, one ending within 14 days (countdown, spec 2 §4),
// an expired one and a future one. Mouse-mat coupons carry the prices of spec 2 §9.
import type { Insertable } from 'kysely';
import type { PromotionItemsTable, PromotionsTable as PromotionsTableColumns } from '../db/schema.ts';

type PromotionsTable = Insertable<PromotionsTableColumns>;
import type { SeedItem } from './catalogue.ts';
import { prebuiltDesktops } from './productMedia.ts';
import { CategoryIds } from './reference.ts';

export const CouponTypes = {
  /** Adds the promotion's first item to the cart at CouponPriceIncTax (the mouse-mat offers). */
  addItem: 'AddItem',
  /** Participating items in the cart are priced at their promotion price. */
  itemPrice: 'ItemPrice',
  /** CouponPriceIncTax off the cart when it reaches the minimum spend. */
  cartDiscount: 'CartDiscount',
  /** Free delivery. */
  freeShipping: 'FreeShipping',
} as const;

const day = 86_400_000;

export function generatePromotions(items: readonly SeedItem[], now: Date): { promotions: PromotionsTable[]; promotionItems: PromotionItemsTable[] } {
  const at = (days: number) => new Date(now.getTime() + days * day);
  const promotion = (row: Partial<PromotionsTable> & Pick<PromotionsTable, 'promotion_id' | 'promotion_name'>): PromotionsTable => ({
    public_promotion_name: row.promotion_name,
    promotion_description: `${row.promotion_name}: while stocks last.`,
    promotion_start_at: at(-7),
    promotion_finish_at: at(30),
    coupon_code: null,
    coupon_type: null,
    coupon_price_cents: null,
    minimum_spend_cents: 0,
    free_shipping: false,
    promotion_fulfillment: 'While stocks last',
    ...row,
  });
  const mats = items.filter((item) => item.code.startsWith('PLE-MAT-'));
  const gpus = items.filter((item) => item.primaryCategoryId === CategoryIds.graphicsCard && item.availableOnline).slice(0, 20);
  const am5 = items.filter((item) => item.primaryCategoryId === CategoryIds.cpu && item.attributes.some((a) => a.Key === 'Socket' && a.Value === 'AM5'));
  // The prebuilt page's Promotions section (spec 2 §2) needs a running sale on desktops: the first five, about 8% off.
  const desktops = prebuiltDesktops(items).slice(0, 5);
  const monitors = items.filter((item) => item.primaryCategoryId === CategoryIds.monitors).slice(0, 10);
  const matOffers = [
    ['FREEMAT', 'Free Standard Mousepad', 0],
    ['LARGEMAT', 'Large Mousepad for $10', 1000],
    ['WIDEMAT', 'Wide Mousepad for $15', 1500],
    ['DESKMAT', 'Desk Mat for $29', 2900],
  ] as const;
  const promotions: PromotionsTable[] = [
    ...matOffers.map(([code, name, cents], index) =>
      promotion({ promotion_id: 101 + index, promotion_name: name, coupon_code: code, coupon_type: CouponTypes.addItem, coupon_price_cents: cents, promotion_finish_at: at(365) }),
    ),
    promotion({ promotion_id: 201, promotion_name: 'Graphics Card Frenzy', promotion_finish_at: at(10), promotion_fulfillment: 'Until promotion stock is exhausted' }),
    promotion({ promotion_id: 202, promotion_name: 'AM5 Upgrade Bonus', coupon_code: 'RYZEN50', coupon_type: CouponTypes.cartDiscount, coupon_price_cents: 5000, minimum_spend_cents: 50000 }),
    promotion({ promotion_id: 203, promotion_name: 'Monitor Madness', coupon_code: 'SCREEN10', coupon_type: CouponTypes.itemPrice }),
    promotion({ promotion_id: 204, promotion_name: 'Free Delivery Weekend', coupon_code: 'FREESHIP', coupon_type: CouponTypes.freeShipping, free_shipping: true, minimum_spend_cents: 10000 }),
    promotion({ promotion_id: 205, promotion_name: 'Gaming PC Week', promotion_finish_at: at(12), free_shipping: true, promotion_fulfillment: 'While stocks last' }),
    promotion({ promotion_id: 301, promotion_name: 'Last Year Sale', coupon_code: 'EXPIRED10', coupon_type: CouponTypes.cartDiscount, coupon_price_cents: 1000, promotion_start_at: at(-60), promotion_finish_at: at(-30) }),
    promotion({ promotion_id: 302, promotion_name: 'Coming Soon Sale', coupon_code: 'SOON20', coupon_type: CouponTypes.cartDiscount, coupon_price_cents: 2000, promotion_start_at: at(20), promotion_finish_at: at(40) }),
  ];
  const promotionItems: PromotionItemsTable[] = [
    ...matOffers.flatMap(([, , cents], index) => {
      const mat = mats[index];
      return mat ? [{ promotion_id: 101 + index, inventory_item_id: mat.id, promotion_price_cents: cents }] : [];
    }),
    ...gpus.map((item) => ({ promotion_id: 201, inventory_item_id: item.id, promotion_price_cents: Math.round((item.priceCents * 0.9) / 100) * 100 })),
    ...am5.map((item) => ({ promotion_id: 202, inventory_item_id: item.id, promotion_price_cents: item.priceCents })),
    ...desktops.map((item) => ({ promotion_id: 205, inventory_item_id: item.id, promotion_price_cents: Math.floor((item.priceCents * 0.92) / 1000) * 1000 - 100 })),
    ...monitors.map((item) => ({ promotion_id: 203, inventory_item_id: item.id, promotion_price_cents: Math.round((item.priceCents * 0.9) / 100) * 100 })),
  ];
  return { promotions, promotionItems };
}
