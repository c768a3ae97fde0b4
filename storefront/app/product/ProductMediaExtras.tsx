// The standard page's banners and webshots (spec 2 §2 "… attributes, banners, webshots, image gallery …"; issue 17
// rows B9, B14), a chunk of their own loaded once the page has hydrated (ProductMediaSections.tsx), so the product
// route's JavaScript does not carry them. Banners come as a carousel (StoreBanners: the region is the browser's); the
// webshots slider plays every 3 s (spec 1 §9 "Autoplay: … 3 s (screenshots)").
import type { SanitisedBanner } from '@rigkit/react/BannerCarousel';
import { GameScreenshots } from '@rigkit/react/GameScreenshots';
import { useImageUrl } from '@rigkit/react/RigkitProvider';
import { StoreBanners } from '../components/StoreBanners.tsx';
import type { ItemDetail } from './types.ts';
// The sheet of what this lazily loaded part draws: it comes with its chunk.
import '../theme/widgets/game-screenshots.css';

/** spec 1 §9: "Autoplay: … 3 s (screenshots)". */
export const WEBSHOT_AUTOPLAY_MS = 3000;
const webshotWidth = 750;

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
      <GameScreenshots screenshots={webshots.map((webshot) => imageUrl(webshot.ImageId, webshotWidth))} title={item.ItemDescription} autoplayMs={WEBSHOT_AUTOPLAY_MS} />
    </section>
  );
}

/** Banners, then webshots, as the spec orders them. */
export default function ProductMediaExtras({ item, banners, featureBanners }: { item: Pick<ItemDetail, 'ItemDescription' | 'Webshots'>; banners: readonly SanitisedBanner[]; featureBanners: readonly SanitisedBanner[] }) {
  return (
    <>
      <ProductBanners banners={banners} featureBanners={featureBanners} />
      <ProductWebshots item={item} />
    </>
  );
}
