// /promotion/{promotionId} (spec 2 §2): banner, period in AWST, coupon code, terms and the participating items.
// An unknown or missing promotion is the not-found page. Above the full grid, the big item list (spec 1 §2) lets the
// shopper browse the participating items by category or brand when they fall into several tiles.
import { PromotionCountdown } from '@rigkit/react/PromotionCountdown';
import { useMemo } from 'react';
import { couponLinkPath } from '@rigkit/domain/paths';
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/promotion';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { PromotionBigItemList } from '../components/PromotionBigItemList.tsx';
import { serverApi } from '../lib/api.server.ts';
import { skipRevalidationForQueryChanges } from '../lib/revalidation.ts';
import { pageGridColumnCount } from '../lib/gridSettings.ts';
import { pageMeta, plainText } from '../lib/meta.ts';
import { idParam, notFound, rethrowAsNotFound } from '../lib/notFound.ts';
import { promotionBigItemList } from '../lib/promotionBigItemList.ts';
import type { RootData } from '../root.tsx';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/promotion.css';

const promotionGridSettings = { ColumnCount: pageGridColumnCount };
const noItems: never[] = [];

// spec 2 §9: promotion times are displayed in AWST.
const awst = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Perth', dateStyle: 'medium', timeStyle: 'short' });

export const shouldRevalidate = skipRevalidationForQueryChanges;

export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const { client } = serverApi(args);
  const promotion = await client
    .GET('/fetchPromotion/{promotionId}', { params: { path: { promotionId: id } }, signal: args.request.signal, retries: 0 })
    .then(({ data }) => data.data)
    .catch(rethrowAsNotFound);
  if (!promotion) notFound();
  // The countdown's first render uses the server's clock, so the hydrated page says the same (spec 2 §4).
  return { promotion, now: new Date().toISOString() };
}

export function meta(args: Route.MetaArgs) {
  const promotion = args.loaderData?.promotion;
  if (!promotion) return pageMeta(args, {});
  return pageMeta(args, {
    title: promotion.PublicPromotionName ?? promotion.PromotionName,
    description: plainText(promotion.PromotionDescription),
    canonicalPath: `/promotion/${promotion.PromotionId}`,
  });
}

export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const { promotion } = loaderData;
  const now = useMemo(() => new Date(loaderData.now), [loaderData.now]);
  const name = promotion.PublicPromotionName ?? promotion.PromotionName;
  const items = promotion.ItemList ?? noItems;
  const categoryTree = useRouteLoaderData<RootData>('root')?.categoryTree;
  // Null when the items make fewer than 2 tiles in both views (designed: a single tile only repeats the full grid).
  const bigList = useMemo(() => promotionBigItemList(items, categoryTree ?? []), [items, categoryTree]);
  return (
    <article className="promotion-page">
      <Breadcrumbs trail={[{ label: name }]} />
      <header className="promotion-header">
        <h1>{name}</h1>
        <p>
          {promotion.PromotionStartDate ? awst.format(new Date(promotion.PromotionStartDate)) : null}
          {' – '}
          {promotion.PromotionFinishDate ? awst.format(new Date(promotion.PromotionFinishDate)) : null} AWST
        </p>
        {promotion.PromotionFinishDate ? <PromotionCountdown className="promotion-countdown" finish={new Date(promotion.PromotionFinishDate)} now={now} /> : null}
        {promotion.CouponCode ? (
          <p>
            Coupon code: <span className="promotion-coupon">{promotion.CouponCode}</span>{' '}
            <Link to={couponLinkPath(promotion.CouponCode)}>Apply to my cart</Link>
          </p>
        ) : null}
      </header>
      {promotion.PromotionDescription ? (
        <section className="page-section" aria-labelledby="promotion-terms">
          <h2 id="promotion-terms">Terms</h2>
          <p>{plainText(promotion.PromotionDescription, 2000)}</p>
        </section>
      ) : null}
      {bigList ? (
        <>
          <PromotionBigItemList items={items} list={bigList} headingId="promotion-shop-by" />
          {/* The full grid stays below, with its sort and filters: the tiles help to narrow down, the grid shows everything on sale. */}
          <section className="page-section" aria-labelledby="promotion-all-items">
            <h2 id="promotion-all-items">All participating products</h2>
            <ProductGrid items={items} label={`${name} items`} gridSettings={promotionGridSettings} />
          </section>
        </>
      ) : (
        <ProductGrid items={items} label={`${name} items`} hiddenHeading="Participating products" gridSettings={promotionGridSettings} />
      )}
      <p>
        <Link to="/">Back to the homepage</Link>
      </p>
    </article>
  );
}
