import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { storyImageUrl } from '../ItemTile/storyImages.ts';
import { detailItem, fixtureNow } from '../ProductPrice/ProductPrice.fixtures.ts';
import { ProductPrice } from '../ProductPrice/ProductPrice.tsx';
import { StickyBuyBar } from './StickyBuyBar.tsx';
import type { StickyBuyBarProps } from './StickyBuyBar.tsx';

type PageProps = Omit<StickyBuyBarProps, 'targetRef'>;

/** A product page in short: the price block, then enough page to scroll it away. */
function ProductPage(props: PageProps) {
  const priceRef = useRef<HTMLElement>(null);
  return (
    <div>
      <StickyBuyBar {...props} targetRef={priceRef} />
      <ProductPrice ref={priceRef} item={props.item} now={fixtureNow} clock={() => fixtureNow} />
      <div style={{ height: 2400 }} />
    </div>
  );
}

const meta = {
  title: 'Product/StickyBuyBar',
  component: ProductPage,
  args: { item: detailItem, imageUrl: storyImageUrl, now: fixtureNow, onAddToCart: fn(), onVisibleChange: fn() },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (root: HTMLElement) => root.querySelector('[data-rigkit="sticky-buy-bar"]');

export const HiddenAtTop: Story = {
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('data-state', 'hidden');
  },
};

export const VisibleAfterScrolling: Story = {
  parameters: { screenshot: { keepsScroll: true } },
  play: async ({ canvasElement, args }) => {
    window.scrollTo(0, 1200);
    await waitFor(() => expect(bar(canvasElement)).toHaveAttribute('data-state', 'visible'));
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
    const image = canvasElement.querySelector('img');
    await image?.decode().catch(() => undefined);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: VisibleAfterScrolling.parameters,
  play: VisibleAfterScrolling.play,
};
