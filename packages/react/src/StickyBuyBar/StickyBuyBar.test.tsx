import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detailItem, fixtureNow } from '../ProductPrice/ProductPrice.fixtures.ts';
import type { ProductDetailItem } from '../ProductPrice/ProductPrice.fixtures.ts';
import { StickyBuyBar } from './StickyBuyBar.tsx';
import type { StickyBuyBarProps } from './StickyBuyBar.tsx';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observed: { callback: ObserverCallback; target: Element | undefined; disconnected: boolean }[] = [];

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observed)[number];
      constructor(callback: ObserverCallback) {
        this.record = { callback, target: undefined, disconnected: false };
        observed.push(this.record);
      }
      observe(target: Element) {
        this.record.target = target;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const imageUrl = (imageId: number, width: number) => `/images/${imageId}?w=${width}`;

function Page(props: Partial<StickyBuyBarProps> & { item?: ProductDetailItem }) {
  const priceRef = useRef<HTMLElement>(null);
  return (
    <>
      <section ref={priceRef} aria-label="Price block">
        $749
      </section>
      <StickyBuyBar item={detailItem} targetRef={priceRef} imageUrl={imageUrl} now={fixtureNow} {...props} />
    </>
  );
}

const scroll = (isIntersecting: boolean, bottom: number) =>
  act(() => observed[0]?.callback([{ isIntersecting, boundingClientRect: { bottom } as DOMRectReadOnly }]));
// Hidden, the bar is aria-hidden and has no accessible role to find it by.
const bar = () => document.querySelector<HTMLElement>('[data-rigkit="sticky-buy-bar"]') ?? document.body;

describe('StickyBuyBar (spec 2 §2 "appears when the price block scrolls out of view")', () => {
  it('watches the price block and starts hidden and out of the tab order', () => {
    render(<Page />);
    expect(observed[0]?.target).toBe(screen.getByRole('region', { name: 'Price block' }));
    expect(bar()).toHaveAttribute('data-state', 'hidden');
    expect(bar()).toHaveAttribute('inert');
  });

  it('appears with image, name, price and buy button once the price block scrolls off the top', async () => {
    const onVisibleChange = vi.fn();
    render(<Page onVisibleChange={onVisibleChange} />);
    scroll(false, -20);
    expect(bar()).toHaveAttribute('data-state', 'visible');
    expect(bar()).not.toHaveAttribute('inert');
    expect(screen.getByRole('region', { name: 'Buy this product' })).toHaveTextContent(detailItem.ItemDescription);
    expect(bar()).toHaveTextContent('$749');
    expect(bar().querySelector('img')).toHaveAttribute('src', '/images/880101?w=64');
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    scroll(true, 300);
    expect(bar()).toHaveAttribute('data-state', 'hidden');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('stays hidden while the shopper has not yet scrolled down to the price block', () => {
    render(<Page />);
    scroll(false, 1400);
    expect(bar()).toHaveAttribute('data-state', 'hidden');
  });

  it('adds the item from the bar', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    render(<Page onAddToCart={onAddToCart} quantity={2} />);
    scroll(false, -1);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({ InventoryItemId: 600101, Quantity: 2, AddToCartSource: 'viewItemSTK' });
  });

  it('cannot buy an item that is not available to order', () => {
    render(<Page item={{ ...detailItem, AvailableOnline: false }} onAddToCart={vi.fn()} />);
    scroll(false, -1);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('stops watching when it leaves the page', () => {
    const { unmount } = render(<Page />);
    unmount();
    expect(observed[0]?.disconnected).toBe(true);
  });

  it('renders hidden on the server, where there is no IntersectionObserver', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    const html = renderToString(<Page />);
    expect(html).toContain('data-state="hidden"');
  });
});
