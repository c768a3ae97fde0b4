// /Products/{id or item guid}/{slug?}/{kitConfigId?} (spec 2 §2): the product page. The address is corrected to
// the item's canonical URL (or the server's RedirectUrl) by the domain rule; structured data is in the server HTML.
import type { components } from '@rigkit/api-client';
import type { AddToCartLine } from '@rigkit/domain/cart';
import { isItemGuid, productAddressCorrection, productPageVariant } from '@rigkit/domain/product';
import { PeopleAlsoBought } from '@rigkit/react/PeopleAlsoBought';
import { ProductAvailability } from '@rigkit/react/ProductAvailability';
import { ProductDetails } from '@rigkit/react/ProductDetails';
import { ProductGallery } from '@rigkit/react/ProductGallery';
import { ProductPrice } from '@rigkit/react/ProductPrice';
import { sanitiseHtml } from '@rigkit/react/SafeHtml';
import { StickyBuyBar } from '@rigkit/react/StickyBuyBar';
import { useMemo, useRef } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import type { Route } from './+types/product';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useIsHydrated } from '../components/CmsHtml.tsx';
import { StoreErrorPage } from '../components/StoreErrorPage.tsx';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { addOneItemToCart } from '../lib/cart.client.ts';
import { imageUrl } from '../lib/images.ts';
import { pageMeta, plainText } from '../lib/meta.ts';
import { brandHref } from '../lib/navigation.ts';
import { notFound, rethrowAsNotFound } from '../lib/notFound.ts';
import { productJsonLd } from '../lib/productJsonLd.ts';
import { pageUrl } from '../lib/requestUrl.ts';

type ItemDetail = components['schemas']['ItemDetail'];

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
  if (!isPageForm) {
    const correction = productAddressCorrection({ item: { InventoryItemId: item.InventoryItemId, ItemDescription: item.ItemDescription, ItemUrl: item.ItemUrl ?? null, RedirectUrl: item.RedirectUrl ?? null }, currentPath: url.pathname, usedGuid, kitConfigId });
    if (correction) throw redirect(`${correction.url}${correction.kind === 'replace' ? url.search : ''}`, correction.kind === 'replace' ? 301 : 302);
  }
  const peopleAlsoBought = await client
    .POST('/getItemGrid', { body: { PeopleAlsoBought: true, InventoryItemIds: [item.InventoryItemId] }, signal: args.request.signal })
    .then(({ data }) => data.data?.Items ?? [])
    .catch(() => []);
  return { item, peopleAlsoBought, variant: productPageVariant({ ItemTypeCode: item.ItemTypeCode, ManufacturerName: item.ManufacturerName ?? '', Categories: item.Categories ?? [] }), now: new Date().toISOString() };
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
  return <StoreErrorPage error={error} autoRedirect />;
}

function galleryImages(item: ItemDetail) {
  const images = (item.Images ?? []).map((image) => ({ ImageId: image.ImageId, Caption: image.Caption ?? null }));
  if (images.length > 0) return images;
  return item.PrimaryImageId ? [{ ImageId: item.PrimaryImageId, Caption: null }] : [];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { item, peopleAlsoBought, variant } = loaderData;
  const now = useMemo(() => new Date(loaderData.now), [loaderData.now]);
  const priceRef = useRef<HTMLElement>(null);
  const revalidator = useRevalidator();
  const isHydrated = useIsHydrated();
  const description = useMemo(() => (isHydrated ? sanitiseHtml(item.MarketingDescription) : null), [isHydrated, item.MarketingDescription]);
  const addToCart = async (line: AddToCartLine) => {
    for (let added = 0; added < line.Quantity; added += 1) await addOneItemToCart(line.InventoryItemId, line.AddToCartSource);
    await revalidator.revalidate();
  };
  const category = item.Categories?.[0];
  return (
    <article className="product-page" data-variant={variant}>
      <div className="product-page__wide">
        <Breadcrumbs trail={[...(category ? [{ label: category.CategoryName, href: category.Url ?? `/Categories/${category.InventoryCategoryId}` }] : []), { label: item.ItemDescription }]} />
      </div>
      <StickyBuyBar item={item} targetRef={priceRef} imageUrl={imageUrl} onAddToCart={addToCart} now={now} />
      <ProductGallery.Root images={galleryImages(item)} itemDescription={item.ItemDescription} imageUrl={imageUrl}>
        <ProductGallery.Previous />
        <ProductGallery.Viewport />
        <ProductGallery.Next />
        <ProductGallery.Thumbnails />
        <ProductGallery.Lightbox />
      </ProductGallery.Root>
      <div className="product-page__summary">
        <h1>{item.ItemDescription}</h1>
        <p className="product-page__meta">
          {item.ManufacturerName ? (
            <Link to={brandHref(item.ManufacturerId ?? 0, item.ManufacturerName)}>{item.ManufacturerName}</Link>
          ) : null}
          {item.ManufacturerModel ? ` · Model ${item.ManufacturerModel}` : null}
          {item.ItemCode ? ` · ${item.ItemCode}` : null}
        </p>
        <ProductPrice ref={priceRef} item={item} now={now} onAddToCart={addToCart} />
        <ProductAvailability
          item={item}
          now={now}
          onPostcodeChange={async (postcode) => {
            const { data } = await browserApi().POST('/fetchShipping', { body: { InventoryItemIds: [item.InventoryItemId], PostCode: postcode } });
            return data.data ?? [];
          }}
        />
      </div>
      <div className="product-page__wide">
        <div className="product-details">
          <ProductDetails.Overview item={item} />
          <ProductDetails.Description html={description} />
          <ProductDetails.Variants item={item} />
          <ProductDetails.Specifications attributes={item.Attributes} />
          <ProductDetails.Disclaimer kind="standard" />
        </div>
        <PeopleAlsoBought
          items={peopleAlsoBought}
          imageUrl={imageUrl}
          renderLink={({ href, children, ...rest }) => (
            <Link to={href} {...rest}>
              {children}
            </Link>
          )}
          onAddToCart={async (line) => {
            await addOneItemToCart(line.InventoryItemId, line.AddToCartSource);
            await revalidator.revalidate();
          }}
        />
      </div>
    </article>
  );
}
