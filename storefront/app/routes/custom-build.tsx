// /Products/{id}/Build and /products/{kitId}/build/{keyStringId} (spec 2 §2 "Custom build page", §4, §5): the
// configurator on the kit's categories, at the defaults without a key or when the key's build cannot be read. Leaving the defaults saves the build (updateKitConfig) and rewrites the
// address to its key without a reload; Buy adds the kit with its children to the cart and goes to /cart. Around it:
// the kit's image gallery with its modal, the 'CustomBuildFeatures' banners, the attachments and the Christmas cut-off
// notice (spec 2 §2).
import type { KitConfigurationSavePlan } from '@rigkit/react/KitConfigurator';
import { ADD_TO_CART_TOAST_MS } from '@rigkit/domain/cart';
import type { AddToCartLine } from '@rigkit/domain/cart';
import { christmas2024CutoffMessage } from '@rigkit/domain/region';
import { KitConfigurator } from '@rigkit/react/KitConfigurator';
import { useEffect } from 'react';
import { redirect, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/custom-build';
import { BuildFeatureBanners } from '../configurator/BuildFeatureBanners.tsx';
import { loadBuildPageExtras } from '../configurator/buildPageExtras.server.ts';
import { loadKit } from '../configurator/loadKit.server.ts';
import { LazyStoreErrorPage } from '../components/LazyStoreErrorPage.tsx';
import { browserApi } from '../lib/api.client.ts';
import { addLineToCart } from '../lib/cart.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound, rethrowAsNotFound } from '../lib/notFound.ts';
import { ProductAttachments } from '../product/ProductAttachments.tsx';
import { ProductImages } from '../product/ProductImages.tsx';
import { kitConfigurationPath, productPath } from '@rigkit/domain/paths';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/custom-build.css';


export async function loader(args: Route.LoaderArgs) {
  const params: Readonly<Record<string, string | undefined>> = args.params;
  const rawId = params['kitId'] ?? params['id'] ?? '';
  if (!/^\d{1,10}$/.test(rawId)) notFound();
  const kitId = Number(rawId);
  const keyStringId = params['keyStringId'] ?? null;
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const item = await client
    .POST('/fetchItem', { body: { InventoryItemId: kitId }, signal })
    .then(({ data }) => data.data)
    .catch(rethrowAsNotFound);
  if (!item || item.ItemTypeCode !== 'KIT') notFound();
  const kitCategoryItems = item.InventoryKitCategoryItems ?? [];
  // A kit without categories has nothing to configure: its product page shows it.
  if (kitCategoryItems.length === 0) throw redirect(productPath(kitId, null), 302);
  const [kit, extras] = await Promise.all([
    loadKit(client, { InventoryItemId: kitId, InventoryKitCategoryItems: kitCategoryItems }, keyStringId, signal),
    loadBuildPageExtras(client, kitId, new Date(), signal),
  ]);
  return {
    item: {
      InventoryItemId: item.InventoryItemId,
      ItemDescription: item.ItemDescription,
      BuyButtonText: item.BuyButtonText ?? null,
      Images: item.Images ?? [],
      PrimaryImageId: item.PrimaryImageId ?? null,
      Attachments: item.Attachments ?? [],
    },
    ...kit,
    ...extras,
  };
}

export function meta(args: Route.MetaArgs) {
  const item = args.loaderData?.item;
  return pageMeta(args, item ? { title: item.ItemDescription, canonicalPath: kitConfigurationPath(item.InventoryItemId, null) } : {});
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LazyStoreErrorPage error={error} />;
}

export default function CustomBuildPage({ loaderData }: Route.ComponentProps) {
  const { item, categories, configuration, isConfigurationFailed, initialCompatibility, banners, isChristmasNoticeShown } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // Loads the cart writes once the page has hydrated, so an add does not wait for them.
  useEffect(() => {
    void import('../lib/cartLines.ts');
  }, []);

  // The server issues the key it stored the build under; the address takes that key (replace: Back leaves the page).
  // The configurator calls this after the change's frame is painted; a shopper who has left the page by the time
  // the key comes back keeps the address they went to.
  const saveConfiguration = (plan: KitConfigurationSavePlan) => {
    const buildPage = window.location.pathname;
    void browserApi()
      .POST('/updateKitConfig', { body: { ...plan.request, KitConfigurationItems: [...plan.request.KitConfigurationItems] } })
      .then(({ data }) => {
        if (window.location.pathname !== buildPage) return;
        const key = data.data?.KeyStringId ?? plan.request.KeyStringId;
        window.history.replaceState(window.history.state, '', kitConfigurationPath(item.InventoryItemId, key));
      })
      .catch(() => undefined);
  };

  // Back at the defaults (Reset): the keyless address, where the defaults live, so a reload shows what is on screen.
  const restoreDefaultsAddress = (path: string) => {
    if (window.location.pathname.toLowerCase().startsWith(kitConfigurationPath(item.InventoryItemId, null).toLowerCase())) window.history.replaceState(window.history.state, '', path);
  };

  const buy = async (line: AddToCartLine) => {
    await addLineToCart(line);
    await revalidator.revalidate();
    // The configurator shows "Added to cart" once this resolves; the shopper sees it before the cart opens (spec 2 §4).
    setTimeout(() => void navigate('/cart'), ADD_TO_CART_TOAST_MS);
  };

  return (
    <div className="custom-build-page">
      <KitConfigurator.Root
        key={item.InventoryItemId}
        kitInventoryItemId={item.InventoryItemId}
        categories={categories}
        configuration={configuration}
        initialCompatibility={initialCompatibility}
        isConfigurationFailed={isConfigurationFailed}
        onConfigurationChange={saveConfiguration}
        onDefaultsRestored={restoreDefaultsAddress}
        onBuy={buy}
      >
        <div className="custom-build-page__main rk-kit-main">
          <div className="custom-build-page__gallery">
            <ProductImages item={item} />
          </div>
          <KitConfigurator.CategoryGroups />
          <BuildFeatureBanners banners={banners} />
          <ProductAttachments item={item} />
          <KitConfigurator.Disclaimer />
          {/* Under 900 px the price and Buy follow the options (issue 17 defect 10); the theme hides it above. */}
          <KitConfigurator.SummaryBar {...(item.BuyButtonText ? { buyLabel: item.BuyButtonText } : {})} />
        </div>
        <div className="custom-build-page__aside rk-kit-aside">
          {isChristmasNoticeShown ? (
            <p className="custom-build-page__notice" role="note">
              {christmas2024CutoffMessage}
            </p>
          ) : null}
          <KitConfigurator.Summary title={item.ItemDescription} {...(item.BuyButtonText ? { buyLabel: item.BuyButtonText } : {})} />
          <KitConfigurator.Verdicts />
        </div>
        <KitConfigurator.Toasts />
      </KitConfigurator.Root>
    </div>
  );
}
