// The custom build page's 'CustomBuildFeatures' banners (spec 2 §2). Which region's banners show depends on the
// shopper's time zone (spec 1 §9: -480 is Perth), which only the browser knows: the carousel appears once the page
// has hydrated, so the server HTML and the first client render agree. Being client-only, the carousel (and embla)
// loads as a chunk of its own then, off the custom build route's JavaScript (issue 7: ≤ 110 kB).
import type { SanitisedBanner } from '@rigkit/react/BannerCarousel';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

const BannerCarouselRoot = lazy(() => import('@rigkit/react/BannerCarousel').then((module) => ({ default: module.BannerCarousel.Root })));

// The offset does not change while the page is open: nothing to subscribe to.
const subscribeToNothing = () => () => undefined;
const browserOffset = () => new Date().getTimezoneOffset();
const noOffsetOnServer = () => null;

export function BuildFeatureBanners({ banners }: { banners: readonly SanitisedBanner[] }) {
  const timezoneOffset = useSyncExternalStore(subscribeToNothing, browserOffset, noOffsetOnServer);
  if (banners.length === 0 || timezoneOffset === null) return null;
  return (
    <Suspense fallback={null}>
      <BannerCarouselRoot
        className="custom-build-page__banners"
        banners={banners}
        timezoneOffset={timezoneOffset}
        label="Custom build features"
        renderLink={({ href, children, ...rest }) => (
          <Link to={href} {...rest}>
            {children}
          </Link>
        )}
      />
    </Suspense>
  );
}
