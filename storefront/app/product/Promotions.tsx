// The prebuilt's Promotions section (spec 2 §2): the item's running promotions with their period in AWST (spec 1
// §9 "promotion times displayed in AWST") and its promotion banners. The price block above carries the countdown.
import { centsFromDollars, formatProductPrice } from '@rigkit/domain/money';
import type { ItemDetail } from './types.ts';

// Designed: promotion dates read "16 Dec 2026" in Perth time (spec 3 §9 cards dd MMM yyyy; AWST).
// Built on first use: a time-zone formatter loads ICU's zone data, a long task on a phone for every product page
// when it was built as the module loaded, though most products carry no promotion.
let awstDateFormat: Intl.DateTimeFormat | undefined;
const awstDate = (date: Date) =>
  (awstDateFormat ??= new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Australia/Perth' })).format(date);

type Promotion = NonNullable<ItemDetail['PromotionInformation']>[number];

/** Promotions running at `now` (started, not finished). */
export function runningPromotions(item: ItemDetail, now: Date): Promotion[] {
  return (item.PromotionInformation ?? []).filter((promotion) => {
    const starts = promotion.PromotionStartTime ? Date.parse(promotion.PromotionStartTime) : Number.NEGATIVE_INFINITY;
    const finishes = promotion.PromotionFinishTime ? Date.parse(promotion.PromotionFinishTime) : Number.POSITIVE_INFINITY;
    return starts <= now.getTime() && now.getTime() < finishes;
  });
}

export function PromotionsSection({ id, item, now }: { id: string; item: ItemDetail; now: Date }) {
  const promotions = runningPromotions(item, now);
  if (promotions.length === 0) return null;
  return (
    // Named apart from the price block's own "Promotions" region (ProductPrice), so the page has no two landmarks of
    // one name (axe landmark-unique); the visible heading stays the anchor's "Promotions" (spec 2 §2).
    <section id={id} className="product-section promotions" aria-label="Promotions and their periods">
      <h2 id={`${id}-heading`}>Promotions</h2>
      <ul className="promotions__list">
        {promotions.map((promotion, index) => (
          <li key={`${promotion.PromotionStartTime ?? ''}-${index}`} className="promotions__item">
            {promotion.PromotionPrice != null ? <strong>{formatProductPrice(centsFromDollars(promotion.PromotionPrice))}</strong> : null}
            {promotion.NormalPrice != null ? <span> instead of {formatProductPrice(centsFromDollars(promotion.NormalPrice))}</span> : null}
            {promotion.PromotionFinishTime ? <span> until {awstDate(new Date(promotion.PromotionFinishTime))} (AWST)</span> : null}
            {promotion.FreeShipping ? <span className="promotions__free-shipping"> with free shipping</span> : null}
            {promotion.PromotionFulfillment ? <p className="promotions__fulfillment">{promotion.PromotionFulfillment}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
