// The standard page's banners, webshots and image gallery (spec 2 §2 "Standard product page sections": "…
// attributes, banners, webshots, image gallery, attachments…"; issue 17 rows B9, B14), each only when the item has
// its data. The gallery is in the server HTML; banners and webshots load as a chunk of their own once the page has
// hydrated (they show after hydration anyway: the banners' region is the browser's), so the route's JavaScript does
// not grow with them.
import type { SanitisedBanner } from '@rigkit/react/BannerCarousel';
import { useImageUrl } from '@rigkit/react/RigkitProvider';
import { lazy, Suspense } from 'react';
import { useIsHydrated } from '../components/CmsHtml.tsx';
import type { ItemDetail } from './types.ts';

const ProductMediaExtras = lazy(() => import('./ProductMediaExtras.tsx'));
const galleryWidth = 350;

export function ProductBannersAndWebshots({ item, banners, featureBanners }: { item: Pick<ItemDetail, 'ItemDescription' | 'Webshots'>; banners: readonly SanitisedBanner[]; featureBanners: readonly SanitisedBanner[] }) {
  // False in the server HTML and while hydrating, true after: the chunk is asked for only in the browser.
  const isHydrated = useIsHydrated();
  const hasAny = banners.length > 0 || featureBanners.length > 0 || (item.Webshots ?? []).length > 0;
  if (!hasAny || !isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <ProductMediaExtras item={item} banners={banners} featureBanners={featureBanners} />
    </Suspense>
  );
}

/** Every picture of the item with its caption, once it has more than the slider's first (designed layout). */
export function ProductImageGallery({ item }: { item: Pick<ItemDetail, 'ItemDescription' | 'Images'> }) {
  const imageUrl = useImageUrl();
  const images = item.Images ?? [];
  if (images.length < 2) return null;
  return (
    <section id="image-gallery" className="product-section product-image-gallery" aria-labelledby="image-gallery-heading">
      <h2 id="image-gallery-heading">Gallery</h2>
      <ul className="product-image-gallery__list">
        {images.map((image, index) => (
          <li key={image.ImageId}>
            <figure>
              <img src={imageUrl(image.ImageId, galleryWidth)} width={galleryWidth} height={galleryWidth} loading="lazy" alt={`${item.ItemDescription}, ${image.Caption ?? `picture ${index + 1}`}`} />
              {image.Caption ? <figcaption>{image.Caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
