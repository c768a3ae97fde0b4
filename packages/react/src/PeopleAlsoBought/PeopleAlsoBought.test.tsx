import { cpu, items, motherboard, prebuiltPc } from '@rigkit/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PeopleAlsoBought, preloadPeopleAlsoBoughtSlides } from './PeopleAlsoBought.tsx';
import { stubSliderBrowser } from '../../test/stubSliderBrowser.ts';

beforeAll(() => stubSliderBrowser());
// The slides load on demand (PeopleAlsoBought.tsx); loaded first, they render in the first commit, as on the server.
beforeAll(() => preloadPeopleAlsoBoughtSlides());

const imageUrl = (imageId: number, width: number) => `/images/${imageId}?w=${width}`;
const section = () => screen.getByRole('region', { name: 'People also bought' });

describe('PeopleAlsoBought (spec 2 §5 "shows only with at least 2 items (slider of 5)")', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('with %i items the section is shown: %s', (count, shown) => {
    render(<PeopleAlsoBought items={items.slice(0, count)} imageUrl={imageUrl} />);
    expect(screen.queryByRole('region', { name: 'People also bought' }) !== null).toBe(shown);
  });

  it('is a carousel of slides, 5 per view', () => {
    render(<PeopleAlsoBought items={items} imageUrl={imageUrl} />);
    expect(section()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(section()).toHaveAttribute('data-slides-per-view', '5');
    expect(within(section()).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(within(section()).getByRole('link', { name: cpu.ItemDescription })).toHaveAttribute('href', cpu.ItemUrl);
  });

  it("quick-adds one unit with AddToCartSource 'peopleAlsoBought'", async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    render(<PeopleAlsoBought items={[cpu, motherboard]} imageUrl={imageUrl} onAddToCart={onAddToCart} />);
    const slide = within(section()).getByRole('group', { name: '2 of 2' });
    await user.click(within(slide).getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({ InventoryItemId: motherboard.InventoryItemId, Quantity: 1, AddToCartSource: 'peopleAlsoBought' }, motherboard);
  });

  it('has page buttons only when there are more items than one view holds', () => {
    render(<PeopleAlsoBought items={[cpu, motherboard, prebuiltPc]} imageUrl={imageUrl} />);
    expect(screen.getByRole('button', { name: 'Previous items' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next items' })).toBeDisabled();
  });

  it('pages through 6 items, more than the 5 in view', () => {
    const six = [...items, { ...cpu, InventoryItemId: 600199, ItemDescription: 'AMD Ryzen 5 9600X 6-Core AM5 Processor' }];
    render(<PeopleAlsoBought items={six} imageUrl={imageUrl} />);
    expect(screen.getByRole('button', { name: 'Previous items' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next items' })).toBeEnabled();
  });

  it('renders on the server, the slider starting once the browser takes over', () => {
    const html = renderToString(<PeopleAlsoBought items={[cpu, motherboard]} imageUrl={imageUrl} />);
    expect(html).toContain('People also bought');
    expect(html).toContain(motherboard.ItemDescription);
  });
});
