// The custom build page's 'CustomBuildFeatures' banners (spec 2 §2), at the foot of the page: shown once the page has
// hydrated and the browser's time zone gives the region (no server guess: nothing there moves when they appear).
import type { SanitisedBanner } from '@rigkit/react/BannerCarousel';
import { StoreBanners } from '../components/StoreBanners.tsx';

export function BuildFeatureBanners({ banners }: { banners: readonly SanitisedBanner[] }) {
  return <StoreBanners className="custom-build-page__banners" banners={banners} label="Custom build features" />;
}
