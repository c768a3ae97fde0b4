// /Products/{id or item guid}/{slug?}/{kitConfigId?} and /Products/{id}/Bundle (spec 2 §2): the product page in the
// layout its item calls for (standard, prebuilt, kit, custom build, default; storefront/app/product). The address is
// corrected to the item's canonical URL, or sent to the server's RedirectUrl when it is a path on this site, by the
// domain rule; a custom build opens its build page (spec 2 §2 variants). Structured data is in the server HTML.
import { isItemGuid, productAddressCorrection } from '@rigkit/domain/product';
import { useEffect, useMemo } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/product';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { LazyStoreErrorPage } from '../components/LazyStoreErrorPage.tsx';
import { serverApi } from '../lib/api.server.ts';
import { sanitiseCmsBanners, sanitiseCmsHtml } from '../lib/cms.server.ts';
import { useStickyTopStyle } from '../lib/stickyOffset.ts';
import { imageUrl } from '../lib/images.ts';
import { pageMeta, plainText } from '../lib/meta.ts';
import { notFound, rethrowAsNotFound } from '../lib/notFound.ts';
import { productJsonLd } from '../lib/productJsonLd.ts';
import { pageUrl } from '../lib/requestUrl.ts';
import { BundleProduct } from '../product/BundleProduct.tsx';
import { DefaultProduct } from '../product/DefaultProduct.tsx';
import { KitProduct } from '../product/KitProduct.tsx';
import { loadGamePerformance, loadKitDefaults, loadPurchaseSettings } from '../product/loaders.server.ts';
import { pageShopper } from '../lib/session.server.ts';
import { PrebuiltProduct } from '../product/PrebuiltProduct.tsx';
import { StandardProduct } from '../product/StandardProduct.tsx';
import type { ProductPageData } from '../product/types.ts';
import { customBuildConfigurationPath, productLayout } from '../product/variant.ts';
import { categoryPath } from '@rigkit/domain/paths';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/product.css';

// Path words that name a page form, not a kit configuration key (spec 2 §2 /Products/{id}/Bundle, /Build).
const pageForms = new Set(['bundle', 'build']);

export async function loader(args: Route.LoaderArgs) {
  const rawId = args.params.id ?? '';
  const usedGuid = isItemGuid(rawId);
  if (!usedGuid && !/^\d{1,10}$/.test(rawId)) notFound();
  const url = pageUrl(args.request);
  const segments = (args.params['*'] ?? '').split('/').filter((segment) => segment !== '');
  const isPageForm = pageForms.has((segments[0] ?? '').toLowerCase());
  const kitConfigId = url.searchParams.get('kitConfigId') ?? (isPageForm ? undefined : segments[1]) ?? null;
  const { client } = serverApi(args);
  const body = usedGuid ? { InventoryItemId: null, InventoryItemGuid: rawId } : { InventoryItemId: Number(rawId) };
  const item = await client
    .POST('/fetchItem', { body, signal: args.request.signal })
    .then(({ data }) => data.data)
    .catch(rethrowAsNotFound);
  if (!item) notFound();
  const layout = productLayout(item, (segments[0] ?? '').toLowerCase() === 'bundle');
  if (!isPageForm) {
    const correction = productAddressCorrection({ item: { InventoryItemId: item.InventoryItemId, ItemDescription: item.ItemDescription, ItemUrl: item.ItemUrl ?? null, RedirectUrl: item.RedirectUrl ?? null }, currentPath: url.pathname, usedGuid, kitConfigId });
    // The server's RedirectUrl (a same-site path, by the domain's rule) leaves the page whatever its layout.
    if (correction?.kind === 'redirect') throw redirect(correction.url, 302);
    // A custom build is drawn by the build page (spec 2 §2), in one hop rather than via its canonical address.
    const configuredBuild = customBuildConfigurationPath(layout, item.InventoryItemId, kitConfigId, (item.InventoryKitCategoryItems ?? []).length > 0);
    if (configuredBuild) throw redirect(configuredBuild, 302);
    if (correction) throw redirect(`${correction.url}${url.search}`, 301);
  }
  const signal = args.request.signal;
  const [peopleAlsoBought, gamePerformance, kitDefaults, purchase] = await Promise.all([
    layout === 'bundle' || layout === 'default'
      ? []
      : client
          .POST('/getItemGrid', { body: { PeopleAlsoBought: true, InventoryItemIds: [item.InventoryItemId] }, signal })
          .then(({ data }) => data.data?.Items ?? [])
          .catch(() => []),
    layout === 'prebuilt' ? loadGamePerformance(client, item, signal) : null,
    item.ItemTypeCode === 'KIT' && (layout === 'kit' || layout === 'customBuild' || layout === 'bundle') ? loadKitDefaults(client, item, signal) : [],
    loadPurchaseSettings(client, pageShopper(args), signal),
  ]);
  const data: ProductPageData = {
    item,
    layout,
    peopleAlsoBought,
    gamePerformance,
    kitDefaults,
    descriptionHtml: sanitiseCmsHtml(item.MarketingDescription),
    featuresHtml: sanitiseCmsHtml(item.ProductFeatures),
    banners: sanitiseCmsBanners(item.Banners ?? []),
    featureBanners: sanitiseCmsBanners(item.FeatureBanners ?? []),
    purchase,
    now: new Date().toISOString(),
  };
  return data;
}

export function meta(args: Route.MetaArgs) {
  const item = args.loaderData?.item;
  if (!item) return pageMeta(args, {});
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as { site?: { origin: string; siteName: string } } | undefined;
  const canonicalPath = item.ItemUrl ?? args.location.pathname;
  const image = item.PrimaryImageId ? imageUrl(item.PrimaryImageId, 1200) : undefined;
  return [
    ...pageMeta(args, {
      title: item.ItemDescription,
      description: item.ShortDescription ?? plainText(item.MarketingDescription),
      image,
      canonicalPath,
    }),
    {
      'script:ld+json': productJsonLd(item, {
        origin: root?.site?.origin ?? '',
        canonicalPath,
        imageUrl: image ?? '',
        sellerName: root?.site?.siteName ?? 'rigkit',
      }),
    },
  ];
}

// spec 2 §2, §8: a product fetch failure shows the error page with the automatic redirect.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LazyStoreErrorPage error={error} autoRedirect />;
}

const layouts = {
  standard: StandardProduct,
  prebuilt: PrebuiltProduct,
  kit: KitProduct,
  customBuild: KitProduct,
  default: DefaultProduct,
  bundle: BundleProduct,
} as const;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { item, layout } = loaderData;
  // Loads the cart writes once the page has hydrated, so an add does not wait for them.
  useEffect(() => {
    void import('../lib/cartLines.ts');
  }, []);
  const now = useMemo(() => new Date(loaderData.now), [loaderData.now]);
  const category = item.Categories?.[0];
  const Layout = layouts[layout];
  // The prebuilt page's anchor bar sits below the sticky site header (lib/stickyOffset.ts).
  const stickyTop = useStickyTopStyle();
  return (
    <article className="product-page" data-variant={layout} style={stickyTop}>
      <div className="product-page__wide">
        <Breadcrumbs trail={[...(category ? [{ label: category.CategoryName, href: category.Url ?? categoryPath(category.InventoryCategoryId, category.CategoryName) }] : []), { label: item.ItemDescription }]} />
      </div>
      <Layout data={loaderData} now={now} />
    </article>
  );
}
