// The store's CMS banners as a carousel (spec 1 §2 "banner slider", §9). Which region's banners show depends on the
// shopper's time zone (spec 1 §9: -480 is Perth), which only the browser knows, so the carousel appears once the page
// has hydrated (designed): the server renders nothing in its place and pages put it where its arrival moves nothing
// the shopper is looking at. The carousel (with embla) loads as a chunk of its own then, off the route's JavaScript.
// Impressions and clicks go to the tracking layer; every 30 minutes (the carousel's default) the page's loaders run
// again, so a long-open page shows the banners of the hour (spec 1 §9).
import type { SanitisedBanner } from '@rigkit/react/BannerCarousel';
import { lazy, Suspense } from 'react';
import { useRevalidator } from 'react-router';
import { useTimezoneOffset } from '../lib/timezoneOffset.ts';
import { tracking } from '../lib/tracking.ts';

const BannerCarouselRoot = lazy(() => import('@rigkit/react/BannerCarousel').then((module) => ({ default: module.BannerCarousel.Root })));

export interface StoreBannersProps {
  banners: readonly SanitisedBanner[];
  /** The carousel's accessible name. */
  label: string;
  className?: string;
}

export function StoreBanners({ banners, label, className }: StoreBannersProps) {
  const timezoneOffset = useTimezoneOffset();
  const revalidator = useRevalidator();
  if (banners.length === 0 || timezoneOffset === null) return null;
  return (
    <Suspense fallback={null}>
      <BannerCarouselRoot
        {...(className ? { className } : {})}
        banners={banners}
        timezoneOffset={timezoneOffset}
        label={label}
        onTrack={tracking.bannerActivity}
        onRefresh={() => void revalidator.revalidate()}
      />
    </Suspense>
  );
}
