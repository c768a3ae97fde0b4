import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BannerCarousel } from './BannerCarousel.tsx';
import { RigkitProvider, type RenderLink } from '../RigkitProvider/RigkitProvider.tsx';
import { banners, eastDelivery, melbourneOffset, perthOffset } from './BannerCarousel.fixtures.ts';
import { sanitiseBanners } from './bannerSlides.ts';

// Stories stay on the page: the link records the click, then goes nowhere.
const stayingLink: RenderLink = ({ children, onClick, href, ...link }) => (
  <a
    {...link}
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

// Every banner picture decoded, and any slide or fade finished, before the screenshot.
const settled = async (root: HTMLElement) => {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
  await Promise.all(root.ownerDocument.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  await new Promise((resolve) => setTimeout(resolve, 800));
};

const meta = {
  title: 'Browsing/BannerCarousel',
  component: BannerCarousel.Root,
  // Stories start paused so every screenshot shows the same banner; the Autoplay story plays.
  args: { banners: sanitiseBanners(banners), timezoneOffset: perthOffset, defaultPaused: true, onTrack: fn(), onRefresh: fn(), onIndexChange: fn() },
  decorators: [
    (Story) => (
      <RigkitProvider renderLink={stayingLink}>
        <div style={{ maxWidth: 1080 }}>
          <Story />
        </div>
      </RigkitProvider>
    ),
  ],
  play: async ({ canvasElement }) => settled(canvasElement),
} satisfies Meta<typeof BannerCarousel.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PerthShopper: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute('data-region', 'AU West');
    await expect(canvas.getByRole('img', { name: 'Click and Collect from our Perth stores' })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Choose a banner' })).getAllByRole('button')).toHaveLength(4);
    // Counted once the carousel is seen in view (IntersectionObserver reports asynchronously).
    await waitFor(() => expect(args.onTrack).toHaveBeenCalledWith({ ActivityType: 'Impression', PromotionBannerId: 3302 }));
    await settled(canvasElement);
  },
};

export const VictorianShopper: Story = {
  args: { timezoneOffset: melbourneOffset },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute('data-region', 'AU East');
    await expect(canvas.getByRole('img', { name: 'Fast delivery across Victoria' })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Choose a banner' })).getAllByRole('button')).toHaveLength(3);
    await settled(canvasElement);
  },
};

export const Autoplay: Story = {
  args: { defaultPaused: false, autoplayInterval: 600 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute('data-autoplay', 'paused');
    // Show the second banner whatever autoplay reached, for a stable screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Show banner 2 of 4' }));
    await expect(canvas.getByRole('img', { name: 'Black Friday deals' })).toBeVisible();
    await settled(canvasElement);
  },
};

export const NextAndDots: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show banner 4 of 4' }));
    await expect(canvas.getByRole('button', { name: 'Show banner 4 of 4' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('img', { name: 'Our stores are open 7 days' })).toBeVisible();
    await settled(canvasElement);
  },
};

export const Fade: Story = {
  args: { transition: 'fade', defaultIndex: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute('data-transition', 'fade');
    await expect(canvas.getByRole('img', { name: 'Black Friday deals' })).toBeVisible();
    await settled(canvasElement);
  },
};

export const HtmlSlide: Story = {
  args: { defaultIndex: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Build your dream PC' });
    await expect(heading).toBeVisible();
    const slide = heading.closest('[data-part="slide"]');
    await expect(slide?.querySelector('script')).toBeNull();
    await expect(slide?.querySelector('[onmouseover]')).toBeNull();
    await expect((window as { __bannerXss?: boolean }).__bannerXss).toBeUndefined();
    await settled(canvasElement);
  },
};

export const ClickTracked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Click and Collect from our Perth stores' }));
    await expect(args.onTrack).toHaveBeenLastCalledWith({ ActivityType: 'Click', PromotionBannerId: 3302 });
    await settled(canvasElement);
  },
};

export const SingleBanner: Story = {
  args: { timezoneOffset: melbourneOffset, banners: sanitiseBanners([eastDelivery]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    await settled(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
