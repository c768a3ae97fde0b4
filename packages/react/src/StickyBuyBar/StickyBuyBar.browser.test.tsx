// In a real browser: the IntersectionObserver's own timing. A jump straight past the price block (an anchor link
// from the top of a phone page, where the block starts below the screen; a fast fling) must still show the bar.
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { detailItem, fixtureNow } from '../ProductPrice/ProductPrice.fixtures.ts';
import { StickyBuyBar } from './StickyBuyBar.tsx';

const imageUrl = (imageId: number, width: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" data-id="${imageId}"/>`)}`;

function TallPage() {
  const priceRef = useRef<HTMLElement>(null);
  return (
    <>
      <div style={{ height: '3000px' }}>Gallery</div>
      <section ref={priceRef} aria-label="Price block" style={{ height: '200px' }}>
        $749
      </section>
      <div style={{ height: '3000px' }}>Specifications</div>
      <StickyBuyBar item={detailItem} targetRef={priceRef} imageUrl={imageUrl} now={fixtureNow} />
    </>
  );
}

const barState = () => document.querySelector('[data-rigkit="sticky-buy-bar"]')?.getAttribute('data-state');
const jumpTo = (y: number) => window.scrollTo({ top: y, behavior: 'instant' });

describe('StickyBuyBar in Chromium', () => {
  it('shows after a jump from above the price block to past it, and hides after a jump back to the top', async () => {
    await render(<TallPage />);
    jumpTo(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(barState()).toBe('hidden');
    jumpTo(4000);
    await expect.poll(barState, { timeout: 2000 }).toBe('visible');
    jumpTo(0);
    await expect.poll(barState, { timeout: 2000 }).toBe('hidden');
    jumpTo(3000);
    await expect.poll(barState, { timeout: 2000 }).toBe('hidden');
  });
});
