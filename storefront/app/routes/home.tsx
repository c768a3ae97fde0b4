// / (spec 1 §2): the configured home web page (lookupWebpage) above featured item sliders from getItemGrid.
import type { GridSettings } from '@rigkit/domain/grid';
import { footerShopLinks } from '../lib/navigation.ts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { CmsHtml } from '../components/CmsHtml.tsx';
import { StoreBanners } from '../components/StoreBanners.tsx';
import { sanitiseCmsBanners, sanitiseCmsHtml } from '../lib/cms.server.ts';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { serverApi } from '../lib/api.server.ts';
import { itemsJson, parseItemsJson } from '../lib/itemsJson.ts';
import { skipRevalidationForQueryChanges } from '../lib/revalidation.ts';
import { pageMeta } from '../lib/meta.ts';
import { signUpToNewsletter } from '../lib/engagement.client.ts';
import { NewsletterSignup } from '@rigkit/react/NewsletterSignup';
import { ReviewCarousel } from '@rigkit/react/ReviewCarousel';
import { HydrateWhenNear } from '@rigkit/react/HydrateWhenNear';
import { categoryPath } from '@rigkit/domain/paths';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/home.css';

// The featured strips of the home page (designed: the store's best sellers in its busiest categories).
const featured = [
  { categoryId: 105, name: 'Graphics Card', heading: 'Popular graphics cards' },
  { categoryId: 100, name: 'Desktop Computers', heading: 'Gaming PCs and workstations' },
  { categoryId: 101, name: 'CPU', heading: 'Processors' },
] as const;

// The home page's banner group in the CMS (designed: the specs name the call, fetchBanners, not the group).
const homeBannerGroup = 'Home';

const featuredGridSettings: Partial<GridSettings> = { ShowHeader: false, ShowAsSlider: true, MaximumItemsToRender: 12, GridType: 'grid' };

export const shouldRevalidate = skipRevalidationForQueryChanges;

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const [page, banners, reviews, ...grids] = await Promise.all([
    client
      .POST('/lookupWebpage', { body: { pageUrl: '/' }, signal })
      .then(({ data }) => data.data ?? null)
      .catch(() => null),
    client
      .POST('/fetchBanners', { body: { BannerGroup: homeBannerGroup }, signal })
      .then(({ data }) => sanitiseCmsBanners(data.data ?? []))
      .catch(() => []),
    // The newest reviews for the carousel (designed: three pages of 4); none when the call fails.
    client
      .GET('/fetchReviews', { signal })
      .then(({ data }) => (data.data ?? []).slice(0, 12))
      .catch(() => []),
    ...featured.map((strip) =>
      client
        .POST('/getItemGrid', { body: { InventoryCategoryId: strip.categoryId, SortType: 'popularity', SortDirection: 'desc' }, signal })
        .then(({ data }) => (data.data?.Items ?? []).slice(0, 12))
        .catch(() => []),
    ),
  ]);
  return {
    page,
    pageHtml: sanitiseCmsHtml(page?.HtmlText),
    // Built on the server with the domain's path builder, so the page's bundle does not carry it (designed).
    componentsHref: footerShopLinks().pcComponents,
    banners,
    reviews,
    grids: featured.map((strip, index) => ({ ...strip, itemsJson: itemsJson(grids[index] ?? []) })),
  };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  return pageMeta(args, {
    fullTitle: 'rigkit PC store: parts, gaming PCs and custom builds',
    description: page?.MetaDescription ?? undefined,
    image: page?.PreviewImageUrl ?? undefined,
    canonicalPath: '/',
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, pageHtml, componentsHref } = loaderData;
  const grids = useMemo(() => loaderData.grids.map(({ itemsJson: json, ...strip }) => ({ ...strip, items: parseItemsJson(json) })), [loaderData.grids]);
  return (
    <>
      <section className="hero" aria-label="Welcome">
        {/* The page's own heading is in its CMS HTML; the document keeps a level-one heading whatever the CMS
            page holds. */}
        <h1 className={page?.HtmlText ? 'visually-hidden' : undefined}>rigkit PC store</h1>
        <CmsHtml html={pageHtml} className="hero__html" />
        <p>
          <Link to={componentsHref} className="hero__cta">
            Shop PC components
          </Link>
        </p>
      </section>
      {grids
        .filter((strip) => strip.items.length > 0)
        .map((strip, index) => {
          const content = (
            <>
              <div className="home-strip__heading">
                <h2 id={`home-strip-${strip.categoryId}`}>{strip.heading}</h2>
                <Link to={categoryPath(strip.categoryId, strip.name)}>See all</Link>
              </div>
              <ProductGrid items={strip.items} label={strip.heading} gridSettings={featuredGridSettings} gridId={`home-${strip.categoryId}`} />
            </>
          );
          // The first strip is on a phone's first screen; the others (and the reviews below) are taken over by
          // React when the shopper scrolls to them, not while the page loads. Not the newsletter: it has a text field.
          return index === 0 ? (
            <section key={strip.categoryId} className="page-section home-strip">
              {content}
            </section>
          ) : (
            <HydrateWhenNear key={strip.categoryId} className="page-section home-strip">
              {content}
            </HydrateWhenNear>
          );
        })}
      {/* After the strips: the carousel appears once hydrated (StoreBanners), and down here that moves nothing on
          the first screen. */}
      <StoreBanners className="page-section home-banners" banners={loaderData.banners} label="Featured promotions" />
      {loaderData.reviews.length > 0 ? (
        <HydrateWhenNear className="page-section home-reviews" aria-labelledby="home-reviews-heading">
          <h2 id="home-reviews-heading">What our customers say</h2>
          <ReviewCarousel reviews={loaderData.reviews} />
        </HydrateWhenNear>
      ) : null}
      <section className="page-section home-newsletter" aria-labelledby="home-newsletter-heading">
        <NewsletterSignup onSignUp={signUpToNewsletter}>
          {/* Designed: the spec gives the box and its texts, not a heading. */}
          <h2 id="home-newsletter-heading">Deals and new arrivals in your inbox</h2>
        </NewsletterSignup>
      </section>
    </>
  );
}
