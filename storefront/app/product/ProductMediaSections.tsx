// The standard page's banners, webshots and image gallery (spec 2 §2 "Standard product page sections": "…
// attributes, banners, webshots, image gallery, attachments…"; issue 17 rows B9, B14). Each shows only when the item
// has its data. Banners come as a carousel after hydration (StoreBanners: the region is the browser's); the webshots
// slider (spec 1 §9 autoplay 3 s for screenshots) is a chunk of its own, so the route's JavaScript does not grow.
import type { SanitisedBanner } from '@rigkit/react/BannerCarousel';
import { useImageUrl } from '@rigkit/react/RigkitProvider';
import { lazy, Suspense } from 'react';
import { StoreBanners } from '../components/StoreBanners.tsx';
import type { ItemDetail } from './types.ts';

const GameScreenshots = lazy(() => import('@rigkit/react/GameScreenshots').then((module) => ({ default: module.GameScreenshots })));

/** spec 1 §9: "Autoplay: … 3 s (screenshots)". */
export const WEBSHOT_AUTOPLAY_MS = 3000;
const webshotWidth = 750;
const galleryWidth = 350;

export function ProductBanners({ banners, featureBanners }: { banners: readonly SanitisedBanner[]; featureBanners: readonly SanitisedBanner[] }) {
  if (banners.length === 0 && featureBanners.length === 0) return null;
  return (
    <section id="banners" className="product-section product-banners" aria-labelledby="banners-heading">
      <h2 id="banners-heading">Offers and features</h2>
      <StoreBanners className="product-banners__offers" banners={banners} label="Offers for this product" />
      <StoreBanners className="product-banners__features" banners={featureBanners} label="Features of this product" />
    </section>
  );
}

export function ProductWebshots({ item }: { item: Pick<ItemDetail, 'ItemDescription' | 'Webshots'> }) {
  const imageUrl = useImageUrl();
  const webshots = item.Webshots ?? [];
  if (webshots.length === 0) return null;
  return (
    <section id="webshots" className="product-section product-webshots" aria-labelledby="webshots-heading">
      <h2 id="webshots-heading">Screenshots</h2>
      <ul className="product-webshots__captions">
        {webshots.map((webshot) => (webshot.Caption ? <li key={webshot.ImageId}>{webshot.Caption}</li> : null))}
      </ul>
      <Suspense fallback={null}>
        <GameScreenshots screenshots={webshots.map((webshot) => imageUrl(webshot.ImageId, webshotWidth))} title={item.ItemDescription} autoplayMs={WEBSHOT_AUTOPLAY_MS} />
      </Suspense>
    </section>
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
