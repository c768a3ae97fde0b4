// Coupons (spec 1 §8 applyCouponToCart, spec 2 §7 coupon box and offers). The specs name the coupon box, its
// failure alert and the mouse-mat offers by coupon code, but not how a promotion's coupon prices a cart: the four
// kinds below are designed, and every server and client that prices a cart asks these functions.

/**
 * How a coupon changes the cart (designed):
 * - `AddItem` adds its promotion's item as a new line at the coupon price (the mouse-mat offers);
 * - `ItemPrice` lowers participating items to their promotion price;
 * - `CartDiscount` takes a fixed amount off a cart that meets the minimum spend;
 * - `FreeShipping` makes delivery free for a cart that meets the minimum spend (express couriers excepted).
 */
export const couponTypes = ['AddItem', 'ItemPrice', 'CartDiscount', 'FreeShipping'] as const;
export type CouponType = (typeof couponTypes)[number];

export interface Coupon {
  promotionId: number;
  promotionName: string;
  code: string;
  /** A type outside `couponTypes` (a stored promotion of another kind) never applies. */
  type: string | null;
  startsAt: Date;
  /** Exclusive: the coupon stops at this instant. */
  finishesAt: Date;
  minimumSpendCents: number;
  /** The AddItem line's price or the CartDiscount amount. */
  amountCents: number | null;
  /** Participating items and their promotion prices, in cents. Empty means the whole cart participates. */
  itemPrices: ReadonlyMap<number, number>;
}

export const isCouponRunning = (coupon: Pick<Coupon, 'startsAt' | 'finishesAt'>, now: Date): boolean =>
  coupon.startsAt <= now && now < coupon.finishesAt;

export interface CouponCart {
  /** Item ids of the cart's lines. */
  itemIds: readonly number[];
  /** Coupon codes already attached to lines (an AddItem coupon adds its line once). */
  lineCouponCodes: readonly (string | null)[];
  /** The cart priced without coupons, in cents. */
  subtotalCents: number;
}

export type CouponVerdict =
  | { applies: true; addItemId: number | null }
  | { applies: false };

const refused: CouponVerdict = { applies: false };

/** Whether a coupon applies to a cart now, and for AddItem coupons which item it adds. */
export function couponVerdict(coupon: Coupon, cart: CouponCart, now: Date): CouponVerdict {
  if (!isCouponRunning(coupon, now)) return refused;
  const participates = (id: number) => coupon.itemPrices.has(id);
  switch (coupon.type) {
    case 'AddItem': {
      const [itemId] = coupon.itemPrices.keys();
      if (itemId === undefined || cart.lineCouponCodes.includes(coupon.code)) return refused;
      return { applies: true, addItemId: itemId };
    }
    case 'ItemPrice':
      return cart.itemIds.some(participates) ? { applies: true, addItemId: null } : refused;
    case 'CartDiscount':
    case 'FreeShipping': {
      if (cart.itemIds.length === 0 || cart.subtotalCents < coupon.minimumSpendCents) return refused;
      if (coupon.itemPrices.size > 0 && !cart.itemIds.some(participates)) return refused;
      return { applies: true, addItemId: null };
    }
    default:
      return refused;
  }
}

export interface CouponLinePrice {
  unitCents: number;
  /** The coupon that set the price, shown on the line. */
  couponCode: string | null;
}

/**
 * A line's unit price under the running coupons: a line an AddItem coupon added costs the coupon price; an
 * ItemPrice coupon lowers a participating item to its promotion price when that is cheaper.
 */
export function couponLinePrice(
  line: { itemId: number; catalogueUnitCents: number; addedByCouponCode: string | null },
  runningCoupons: readonly Coupon[],
): CouponLinePrice {
  let price: CouponLinePrice = { unitCents: line.catalogueUnitCents, couponCode: null };
  const addedBy = line.addedByCouponCode === null ? undefined : runningCoupons.find((coupon) => coupon.code === line.addedByCouponCode && coupon.type === 'AddItem');
  if (addedBy && addedBy.amountCents !== null) price = { unitCents: addedBy.amountCents, couponCode: addedBy.code };
  for (const coupon of runningCoupons) {
    if (coupon.type !== 'ItemPrice') continue;
    const promotionPrice = coupon.itemPrices.get(line.itemId);
    if (promotionPrice !== undefined && promotionPrice < price.unitCents) price = { unitCents: promotionPrice, couponCode: coupon.code };
  }
  return price;
}

export interface AppliedCoupon {
  coupon: Coupon;
  discountCents: number;
}

export interface CouponCartTotals {
  discountCents: number;
  freeShipping: boolean;
  /** Every running coupon that shapes the cart, in the order given (the cart's ShoppingCartPromotions). */
  applied: AppliedCoupon[];
}

/**
 * The cart-level effect of the running coupons on a subtotal already priced line by line: fixed discounts (never
 * below zero) and free shipping for carts that meet their minimum spend.
 */
export function couponCartTotals(subtotalCents: number, runningCoupons: readonly Coupon[]): CouponCartTotals {
  let discountCents = 0;
  let freeShipping = false;
  const applied: AppliedCoupon[] = [];
  for (const coupon of runningCoupons) {
    const meetsSpend = subtotalCents >= coupon.minimumSpendCents;
    if (coupon.type === 'CartDiscount' && meetsSpend) {
      const discount = Math.min(coupon.amountCents ?? 0, subtotalCents - discountCents);
      discountCents += discount;
      applied.push({ coupon, discountCents: discount });
    } else if (coupon.type === 'FreeShipping' && meetsSpend) {
      freeShipping = true;
      applied.push({ coupon, discountCents: 0 });
    } else if (coupon.type === 'AddItem' || coupon.type === 'ItemPrice') {
      applied.push({ coupon, discountCents: 0 });
    }
  }
  return { discountCents, freeShipping, applied };
}
