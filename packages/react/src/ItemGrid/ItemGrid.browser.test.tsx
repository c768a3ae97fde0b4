// In a real browser: the menus by keyboard (Enter on the current sort key flips it), and slider mode, whose
// carousel needs real layout — it moves every 4 s, holds while hovered, and stays put once paused.
import { cpu, items, motherboard, prebuiltPc } from '@rigkit/api-client/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
// The carousel measures its slides, so it needs the theme's slider layout.
import '../../../../storefront/app/theme/widgets/item-grid.css';
import { ItemGrid } from './ItemGrid.tsx';

const imageUrl = (imageId: number, width: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}"><rect width="100%" height="100%" fill="#${(imageId % 4096).toString(16).padStart(3, '0')}"/></svg>`)}`;
const shopper = { storeName: 'Wangara', warehouseId: 1 };
// Three tiles per page at 1050 px (the domain's slide count), so five items make two pages.
const sliderItems = [...items, { ...cpu, InventoryItemId: 600999 }];

const nextFrames = async () => {
  for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};

afterEach(() => {
  vi.useRealTimers();
});

describe('ItemGrid in Chromium', () => {
  it('sorts by keyboard: a new key ascending, Enter on the same key again descending', async () => {
    const screen = await render(<ItemGrid.Root items={items} imageUrl={imageUrl} shopper={shopper} viewportWidth={1280} />);
    const sortButton = screen.getByRole('button', { name: /^Sort:/ });
    await userEvent.click(sortButton);
    await expect.element(screen.getByRole('menuitemradio', { name: 'Popularity' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(sortButton).toHaveTextContent('Sort: Price (ascending)');
    await expect.element(sortButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('menuitemradio', { name: 'Price' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(sortButton).toHaveTextContent('Sort: Price (descending)');
    // The items follow the menu's choice in a deferred render, a frame or so later.
    const titles = () => screen.getByRole('heading').elements().map((heading) => heading.textContent);
    await expect.poll(() => titles().indexOf(prebuiltPc.ItemDescription) < titles().indexOf(motherboard.ItemDescription)).toBe(true);
    await expect.element(screen.getByRole('list', { name: 'Items' })).not.toHaveAttribute('aria-busy');
  });

  it('moves through the menu by keyboard as the APG menu does: the arrows wrap, Home and End, a letter', async () => {
    const screen = await render(<ItemGrid.Root items={items} imageUrl={imageUrl} shopper={shopper} viewportWidth={1280} />);
    await userEvent.click(screen.getByRole('button', { name: /^Sort:/ }));
    const item = (name: string) => screen.getByRole('menuitemradio', { name });
    await expect.element(item('Popularity')).toHaveFocus();
    await expect.element(item('Popularity')).toHaveAttribute('data-focused');
    await userEvent.keyboard('{ArrowUp}');
    const last = screen.getByRole('menuitemradio').last();
    await expect.element(last).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Popularity')).toHaveFocus();
    await expect.element(item('Popularity')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{End}');
    await expect.element(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(item('Popularity')).toHaveFocus();
    await userEvent.keyboard('n');
    await expect.element(item('Name')).toHaveFocus();
    await expect.element(item('Popularity')).not.toHaveAttribute('data-focused');
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('button', { name: /^Sort:/ })).toHaveTextContent('Sort: Name (ascending)');
  });

  it('sorts by pointer: the menu is gone from view in the press’s frame, then the focus is back on its button', async () => {
    const screen = await render(<ItemGrid.Root items={items} imageUrl={imageUrl} shopper={shopper} viewportWidth={1280} />);
    const sortButton = screen.getByRole('button', { name: /^Sort:/ });
    await userEvent.click(sortButton);
    const menu = screen.getByRole('menu');
    await expect.element(menu).toBeVisible();
    const popover = menu.element().closest<HTMLElement>('[data-rigkit="item-grid-popover"]');
    // What the press's own frame draws: the popover as the first frame after the click finds it.
    const drawn = new Promise<string | undefined>((resolve) => {
      window.addEventListener('click', () => requestAnimationFrame(() => resolve(popover?.isConnected ? getComputedStyle(popover).opacity : 'removed')), { capture: true, once: true });
    });
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Price' }));
    expect(await drawn).toBe('0');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(sortButton).toHaveFocus();
    await expect.element(sortButton).toHaveTextContent('Sort: Price (ascending)');
  });

  it('closes the menu when the shopper presses elsewhere, which gets the press', async () => {
    const screen = await render(<ItemGrid.Root items={items} imageUrl={imageUrl} shopper={shopper} viewportWidth={1280} />);
    await userEvent.click(screen.getByRole('button', { name: 'View: Grid' }));
    await expect.element(screen.getByRole('menu')).toBeVisible();
    // The rest of the page stays usable while the menu is open (a non-modal menu): the press reaches the filter.
    const amd = screen.getByRole('button', { name: 'AMD (1)' });
    await userEvent.click(amd);
    expect(screen.getByRole('menu').query()).toBeNull();
    await expect.element(amd).toHaveAttribute('aria-pressed', 'true');
  });

  it('closes the menu with Escape and returns focus to its button', async () => {
    const screen = await render(<ItemGrid.Root items={items} imageUrl={imageUrl} shopper={shopper} viewportWidth={1280} />);
    const layoutButton = screen.getByRole('button', { name: 'View: Grid' });
    await userEvent.click(layoutButton);
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('menu').query()).toBeNull();
    await expect.element(layoutButton).toHaveFocus();
  });

  it('moves the slider every 4 seconds and stops once paused', async () => {
    // Only intervals (the autoplay's) are faked; React and the carousel keep their real schedulers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const screen = await render(
      <>
        <p>Outside the slider</p>
        <ItemGrid.Root items={sliderItems} imageUrl={imageUrl} shopper={shopper} viewportWidth={1050} gridSettings={{ ShowAsSlider: true }} />
      </>,
    );
    const slider = screen.getByRole('region', { name: 'Items' });
    const outside = screen.getByText('Outside the slider');
    await userEvent.hover(outside);
    await expect.element(slider).toHaveAttribute('data-autoplay', 'playing');
    const page = () => Number(slider.element().getAttribute('data-page'));
    // Vitest's pointer actions (hover, click) advance fake timers while the browser runs them, so how much of the
    // first 4 s has passed by now depends on load. The first tick is therefore taken as it comes; the interval
    // between two ticks is then asserted exactly, with no pointer action in between.
    const before = page();
    vi.advanceTimersToNextTimer();
    await nextFrames();
    const afterFirstTick = page();
    expect(afterFirstTick).not.toBe(before);
    vi.advanceTimersByTime(3999);
    await nextFrames();
    expect(page()).toBe(afterFirstTick);
    vi.advanceTimersByTime(1);
    await nextFrames();
    // Two pages and a looping carousel: the second tick goes back.
    expect(page()).toBe(before);
    const moved = page();

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await userEvent.hover(outside);
    await nextFrames();
    expect(slider.element().getAttribute('data-autoplay')).toBe('paused');
    vi.advanceTimersByTime(12000);
    await nextFrames();
    expect(page()).toBe(moved);
  });

  it('holds the autoplay while the pointer is over the slider', async () => {
    const screen = await render(
      <ItemGrid.Root items={sliderItems} imageUrl={imageUrl} shopper={shopper} viewportWidth={1050} gridSettings={{ ShowAsSlider: true }} />,
    );
    const slider = screen.getByRole('region', { name: 'Items' });
    await userEvent.hover(slider);
    await expect.element(slider).toHaveAttribute('data-autoplay', 'held');
  });

  it('shows three tiles per page at 1050 px, the domain slide count', async () => {
    const screen = await render(
      <ItemGrid.Root items={sliderItems} imageUrl={imageUrl} shopper={shopper} viewportWidth={1050} gridSettings={{ ShowAsSlider: true }} />,
    );
    const slider = screen.getByRole('region', { name: 'Items' });
    await expect.element(slider).toBeVisible();
    expect(slider.element().style.getPropertyValue('--rk-slides')).toBe('3');
  });
});
