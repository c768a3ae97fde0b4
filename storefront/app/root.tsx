import type { ReactNode } from 'react';
import { lazy, Suspense, use, useEffect } from 'react';
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { isbot } from 'isbot';
import { CompareTray } from '@rigkit/react/CompareTray';
import { RigkitProvider, type RenderLink } from '@rigkit/react/RigkitProvider';
import { defaultViewportHint, ViewportHintProvider } from '@rigkit/react/ViewportHint';
import type { Route } from './+types/root';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';
import { LazyStoreErrorPage } from './components/LazyStoreErrorPage.tsx';
import { forwardApiCookies, serverApi } from './lib/api.server.ts';
import type { SiteMeta } from './lib/meta.ts';
import { pageMeta } from './lib/meta.ts';
import { CspNonce, pageRequestContext } from './lib/page-context.ts';
import { useCouponLink } from './lib/couponLink.ts';
import { useSessionChangesFromOtherTabs } from './lib/crossTab.ts';
import { imageUrl } from './lib/images.ts';
import { footerShopLinks, headerNavigation } from './lib/navigation.ts';
import { pageUrl } from './lib/requestUrl.ts';
import { viewportHintFor } from './lib/viewportHint.ts';
import { skipRootRevalidationForQueryChanges } from './lib/revalidation.ts';
import { pageShopper } from './lib/session.server.ts';
import './theme/theme.css';
import './theme/layout.css';
// The sheets of what any page may draw: the frame's compare tray, toasts, the error page, a captcha challenge (any
// call may ask for one) and the popup. Every other widget's sheet is imported by the route or lazily loaded part that
// draws it, so a page carries only its own rules: Chromium checks every element with a data-part against every rule
// ending in [data-part=…] on the page, which made style recalculation most of a grid click (bench/README.md, issue 21).
// e2e/theme-sheets.e2e.test.ts checks that no page lost a sheet.
import './theme/widgets/captcha-challenge.css';
import './theme/widgets/compare-tray.css';
import './theme/widgets/error-page.css';
import './theme/widgets/popup.css';
import './theme/widgets/toast.css';

export const middleware: Route.MiddlewareFunction[] = [forwardApiCookies];

export const shouldRevalidate = skipRootRevalidationForQueryChanges;

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const configCall = client.GET('/configMap', { signal });
  // The site config's legacy-categories switch picks the tree's operation (spec 1 §3, §7).
  const categoriesCall = configCall.then(({ data }) => client.GET(data.data?.useLegacyCategories ? '/fetchCategoriesLegacy' : '/fetchCategories', { signal }));
  const [categories, shopper, config] = await Promise.all([categoriesCall, pageShopper(args), configCall]);
  const siteConfig = config.data.data;
  const url = pageUrl(args.request);
  const site: SiteMeta = {
    // The configured public origin: a Host header is the client's to choose (issue 14 item 8).
    origin: args.context.get(pageRequestContext).origin ?? url.origin,
    isBot: isbot(args.request.headers.get('user-agent') ?? ''),
    siteName: siteConfig?.siteName ?? 'rigkit',
    defaultTitle: siteConfig?.defaultTitle ?? 'rigkit',
    defaultDescription: siteConfig?.defaultDescription ?? '',
    defaultPreviewImage: siteConfig?.defaultPreviewImage ?? '/favicon.svg',
  };
  return {
    site,
    navigation: categories.data.data ? headerNavigation(categories.data.data) : [],
    categoryTree: categories.data.data?.Categories ?? [],
    footerLinks: footerShopLinks(),
    // Grids render for the shopper's kind of screen, so hydration lays nothing out twice (lib/viewportHint.ts).
    viewportHint: viewportHintFor(args.request.headers),
    shopper,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {});
}

// Every widget's links go through the router (client-side navigation, prefetch) and its pictures come from the
// reference API's image address, both set once for the whole store.
const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const nonce = use(CspNonce);
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <RigkitProvider renderLink={routerLink} imageUrl={imageUrl}>
        <ViewportHintProvider width={root?.viewportHint ?? defaultViewportHint}>
          <SiteHeader navigation={root?.navigation ?? []} shopper={root?.shopper ?? { isLoggedIn: false, firstName: null, cartCount: 0 }} />
          {/* A Suspense boundary splits hydration in two: React hydrates the page's frame (head, header, footer)
              first and the route's content in a render and commit of its own, instead of one commit for the whole
              page (the home page's longest task after the first paint). */}
          <main id="main">
            <Suspense fallback={null}>
              {children}
              <HydrationMarker />
            </Suspense>
          </main>
          {/* Items chosen to compare, on every page of the tab (issue 17 defect 14); empty until one is chosen. */}
          <CompareTray />
          <SiteFooter links={root?.footerLinks} />
        </ViewportHintProvider>
        </RigkitProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated it, the route's content last: end-to-end tests wait for it before
 *  they click. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return null;
}

const CouponLinkNotice = lazy(() => import('./components/CouponLinkNotice.tsx'));

export default function App() {
  useSessionChangesFromOtherTabs();
  const couponLink = useCouponLink();
  return (
    <>
      <Outlet />
      {couponLink ? (
        <Suspense fallback={null}>
          <CouponLinkNotice result={couponLink} />
        </Suspense>
      ) : null}
    </>
  );
}

// The 404, 400 and 500 pages with the spec's texts and a link home (spec 2 §2).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LazyStoreErrorPage error={error} />;
}
