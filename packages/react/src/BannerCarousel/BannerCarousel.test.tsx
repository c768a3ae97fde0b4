import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './BannerCarousel.tsx';
import type { BannerCarouselRootProps } from './BannerCarousel.tsx';
import { banners, eastDelivery, melbourneOffset, perthOffset, westClickAndCollect } from './BannerCarousel.fixtures.ts';
import { bannerSlidesFor, sanitiseBanners } from './bannerSlides.ts';
import { RigkitProvider } from '../RigkitProvider/RigkitProvider.tsx';

const safeBanners = sanitiseBanners(banners);

function Carousel(props: Partial<BannerCarouselRootProps>) {
  return <BannerCarousel.Root banners={safeBanners} timezoneOffset={perthOffset} {...props} />;
}

// The banner on show: the one slide not made inert (jsdom keeps inert slides in the accessibility tree).
const shownSlide = () => {
  const slide = document.querySelector<HTMLElement>('[data-part="slide"][data-state="active"]:not([inert])');
  if (!slide) throw new Error('no banner is shown');
  return slide;
};
const shownBannerId = () => Number(shownSlide().getAttribute('data-banner-id'));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// Each banner re-arms the timer as it shows, so time is moved one banner at a time.
const advanceBanners = (banners: number, ms: number) => {
  for (let step = 0; step < banners; step += 1) advance(ms);
};

// Fake clocks for the carousel's timers. Testing Library waits for a 0 ms timeout after each user step and only
// advances it itself under a global `jest`: give it one that moves Vitest's clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// No delays between a user's steps, so fake timers only move when a test says so.
const user = () => userEvent.setup({ delay: null });

describe('BannerCarousel: which banners, in which order (spec 1 §3, §9)', () => {
  it('shows Perth shoppers (offset -480) the AU West banners and those for every region, by SortOrder', () => {
    render(<Carousel />);
    const slides = screen.getAllByRole('group', { hidden: true, name: /of 4$/ });
    expect(slides.map((slide) => Number(slide.getAttribute('data-banner-id')))).toEqual([3302, 3301, 3304, 3305]);
  });

  it('shows other shoppers the AU East banners and those for every region', () => {
    render(<Carousel timezoneOffset={melbourneOffset} />);
    const slides = screen.getAllByRole('group', { hidden: true, name: /of 3$/ });
    expect(slides.map((slide) => Number(slide.getAttribute('data-banner-id')))).toEqual([3303, 3304, 3305]);
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute('data-region', 'AU East');
  });

  it('orders equal SortOrders by banner id, whatever order the server sent', () => {
    const twins = [{ ...westClickAndCollect, PromotionBannerId: 9 }, { ...westClickAndCollect, PromotionBannerId: 2 }];
    expect(bannerSlidesFor(twins, 'AU West').map((banner) => banner.PromotionBannerId)).toEqual([2, 9]);
  });

  it('renders nothing when the region has no banners', () => {
    const { container } = render(<Carousel banners={sanitiseBanners([eastDelivery])} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the banner HTML sanitised: no script, no handlers, and no link inside the slide link', () => {
    render(<Carousel defaultIndex={2} />);
    const slide = shownSlide();
    expect(within(slide).getByRole('heading', { name: 'Build your dream PC' })).toBeInTheDocument();
    expect(slide.querySelector('script')).toBeNull();
    expect(slide.querySelector('[onmouseover]')).toBeNull();
    expect(within(slide).getAllByRole('link')).toHaveLength(1);
    expect(within(slide).getByText(/Learn more/)).toBeInTheDocument();
  });

  it('shows a banner without a destination as content, not a link', () => {
    render(<Carousel defaultIndex={3} />);
    expect(within(shownSlide()).getByRole('img', { name: 'Our stores are open 7 days' })).toBeInTheDocument();
    expect(within(shownSlide()).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('BannerCarousel: autoplay (spec 1 §9) the shopper can stop (WCAG 2.2.2)', () => {
  it('moves to the next banner every 3 s and wraps from the last to the first', () => {
    render(<Carousel />);
    expect(shownBannerId()).toBe(3302);
    advance(2999);
    expect(shownBannerId()).toBe(3302);
    advance(1);
    expect(shownBannerId()).toBe(3301);
    advanceBanners(3, 3000);
    expect(shownBannerId()).toBe(3302);
  });

  it('waits 10 s per banner in fade mode', () => {
    render(<Carousel transition="fade" />);
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute('data-transition', 'fade');
    advance(9999);
    expect(shownBannerId()).toBe(3302);
    advance(1);
    expect(shownBannerId()).toBe(3301);
  });

  it('stops with the visible Pause button and starts again with Play', async () => {
    const onPausedChange = vi.fn();
    render(<Carousel onPausedChange={onPausedChange} />);
    await user().click(screen.getByRole('button', { name: 'Pause' }));
    expect(onPausedChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute('data-autoplay', 'paused');
    advance(30_000);
    expect(shownBannerId()).toBe(3302);
    await user().click(screen.getByRole('button', { name: 'Play' }));
    expect(onPausedChange).toHaveBeenLastCalledWith(false);
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Promotions' }), { pointerType: 'mouse' });
    advance(3000);
    expect(shownBannerId()).toBe(3301);
  });

  it('holds while the pointer is over the banners and moves on once it leaves', () => {
    render(<Carousel />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    expect(region).toHaveAttribute('data-autoplay', 'held');
    advance(10_000);
    expect(shownBannerId()).toBe(3302);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    advance(3000);
    expect(shownBannerId()).toBe(3301);
  });

  it('stops when keyboard focus enters, until the shopper presses Play', async () => {
    render(<Carousel />);
    await user().tab();
    expect(within(shownSlide()).getByRole('link')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    advance(10_000);
    expect(shownBannerId()).toBe(3302);
  });

  it('announces banner changes politely only while not playing', async () => {
    render(<Carousel />);
    const viewport = screen.getByRole('region', { name: 'Promotions' }).querySelector('[data-part="viewport"]');
    expect(viewport).toHaveAttribute('aria-live', 'off');
    await user().click(screen.getByRole('button', { name: 'Pause' }));
    expect(viewport).toHaveAttribute('aria-live', 'polite');
  });

  it('waits until half the carousel is in view before moving on', () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Carousel />);
    advance(10_000);
    expect(shownBannerId()).toBe(3302);
    act(() => observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    advance(3000);
    expect(shownBannerId()).toBe(3301);
    act(() => observers[0]?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    advance(10_000);
    expect(shownBannerId()).toBe(3301);
  });

  it('starts stopped when asked to', () => {
    render(<Carousel defaultPaused />);
    advance(10_000);
    expect(shownBannerId()).toBe(3302);
  });
});

describe('BannerCarousel: previous, next and dots', () => {
  it('pages with named Previous and Next buttons, wrapping at both ends', async () => {
    const onIndexChange = vi.fn();
    render(<Carousel onIndexChange={onIndexChange} />);
    await user().click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(shownBannerId()).toBe(3305);
    expect(onIndexChange).toHaveBeenLastCalledWith(3);
    await user().click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shownBannerId()).toBe(3302);
  });

  it('has one named dot per banner, the shown one marked current', async () => {
    render(<Carousel />);
    const dots = within(screen.getByRole('group', { name: 'Choose a banner' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show banner 1 of 4', 'Show banner 2 of 4', 'Show banner 3 of 4', 'Show banner 4 of 4']);
    await user().click(screen.getByRole('button', { name: 'Show banner 3 of 4' }));
    expect(shownBannerId()).toBe(3304);
    expect(screen.getByRole('button', { name: 'Show banner 3 of 4' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show banner 1 of 4' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the banners out of view out of the tab order', () => {
    render(<Carousel />);
    const hidden = screen.getAllByRole('group', { hidden: true, name: /of 4$/ }).filter((slide) => slide !== shownSlide());
    expect(hidden).toHaveLength(3);
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');
  });

  it('offers no controls for a single banner', () => {
    render(<Carousel timezoneOffset={melbourneOffset} banners={sanitiseBanners([eastDelivery])} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    advance(10_000);
    expect(shownBannerId()).toBe(3303);
  });

  it('follows a controlled index', () => {
    const { rerender } = render(<Carousel index={1} />);
    expect(shownBannerId()).toBe(3301);
    rerender(<Carousel index={3} />);
    expect(shownBannerId()).toBe(3305);
  });
});

describe('BannerCarousel: refresh every 30 minutes (spec 1 §9)', () => {
  it('asks for fresh banners every 1,800,000 ms', () => {
    const onRefresh = vi.fn();
    render(<Carousel onRefresh={onRefresh} />);
    advance(1_799_999);
    expect(onRefresh).not.toHaveBeenCalled();
    advance(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    advance(1_800_000);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('takes another interval, and 0 turns refreshing off', () => {
    const onRefresh = vi.fn();
    const { rerender } = render(<Carousel onRefresh={onRefresh} refreshInterval={60_000} />);
    advance(60_000);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(<Carousel onRefresh={onRefresh} refreshInterval={0} />);
    advance(3_600_000);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('keeps refreshing while paused', async () => {
    const onRefresh = vi.fn();
    render(<Carousel onRefresh={onRefresh} defaultPaused />);
    advance(1_800_000);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

describe('BannerCarousel: tracking for BannerActiveTrack (spec 2 §7)', () => {
  it('records an Impression once per banner, when it is first shown', () => {
    const onTrack = vi.fn();
    render(<Carousel onTrack={onTrack} />);
    expect(onTrack).toHaveBeenCalledExactlyOnceWith({ ActivityType: 'Impression', PromotionBannerId: 3302 });
    advanceBanners(8, 3000);
    expect(onTrack.mock.calls.map(([event]) => event)).toEqual([
      { ActivityType: 'Impression', PromotionBannerId: 3302 },
      { ActivityType: 'Impression', PromotionBannerId: 3301 },
      { ActivityType: 'Impression', PromotionBannerId: 3304 },
      { ActivityType: 'Impression', PromotionBannerId: 3305 },
    ]);
  });

  it('does not count a banner again after the banners are refreshed', () => {
    const onTrack = vi.fn();
    const { rerender } = render(<Carousel onTrack={onTrack} />);
    rerender(<Carousel onTrack={onTrack} banners={sanitiseBanners(banners)} />);
    expect(onTrack).toHaveBeenCalledTimes(1);
  });

  it('counts nothing until the carousel is in view', () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe() {}
        disconnect() {}
      },
    );
    const onTrack = vi.fn();
    render(<Carousel onTrack={onTrack} />);
    expect(onTrack).not.toHaveBeenCalled();
    act(() => observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(onTrack).toHaveBeenCalledExactlyOnceWith({ ActivityType: 'Impression', PromotionBannerId: 3302 });
  });

  it('records a Click, then lets the link take the shopper to the DestinationUrl', async () => {
    const onTrack = vi.fn();
    let followed: { href: string | null; prevented: boolean } | undefined;
    render(<Carousel onTrack={onTrack} />);
    const link = within(shownSlide()).getByRole('link', { name: 'Click and Collect from our Perth stores' });
    // Seen after the carousel's own handler: was the navigation left to the browser?
    document.addEventListener('click', (event) => {
      followed = { href: (event.target as Element).closest('a')?.getAttribute('href') ?? null, prevented: event.defaultPrevented };
      event.preventDefault(); // jsdom cannot navigate
    }, { once: true });
    await user().click(link);
    expect(onTrack).toHaveBeenLastCalledWith({ ActivityType: 'Click', PromotionBannerId: 3302 });
    expect(followed).toEqual({ href: '/Contact/Wangara', prevented: false });
  });

  it('hands links to renderLink so a router can navigate, keeping the click tracking', async () => {
    const onTrack = vi.fn();
    const navigate = vi.fn();
    render(
      <RigkitProvider
        renderLink={({ href, onClick, children }) => (
          <a
            href={href}
            onClick={(event) => {
              onClick?.(event);
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      >
        <Carousel onTrack={onTrack} />
      </RigkitProvider>,
    );
    await user().click(within(shownSlide()).getByRole('link'));
    expect(onTrack).toHaveBeenLastCalledWith({ ActivityType: 'Click', PromotionBannerId: 3302 });
    expect(navigate).toHaveBeenCalledWith('/Contact/Wangara');
  });
});
