// The grid over a partial source (issue 21 item 3): the server's first page renders as the full grid would, and the
// items load on the shopper's intent, with choices made before they arrive applied once they do.
import { categoryTree, customBuild, items, prebuiltPc } from '@rigkit/api-client/mocks';
import type { TileItem } from '@rigkit/api-client/mappers';
import { defaultGridViewState } from '@rigkit/domain/grid';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemGrid } from './ItemGrid.tsx';
import { itemGridFirstPage } from './itemGridFirstPage.ts';
import { ItemGridSourceRoot } from './ItemGridSourceRoot.tsx';
import { framesShown } from '../internal/framesShown.testing.ts';

const imageUrl = (imageId: number, width: number) => `/images/${imageId}?w=${width}`;
const wangara = { storeName: 'Wangara', warehouseId: 1 };
const pageSize = 2;
const common = { imageUrl, shopper: wangara, categories: categoryTree.Categories, viewportWidth: 1280, pageSize } as const;

// Show more asks for the items near the viewport: an observer the test moves by hand (jsdom has none).
let observers: { callback: (entries: Partial<IntersectionObserverEntry>[]) => void; target: Element | undefined }[] = [];
beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.record = { callback, target: undefined };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.target = target;
      }
      disconnect() {
        this.record.target = undefined;
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A loadItems whose answer the test gives when it chooses. */
function deferredItems() {
  let answer: (value: readonly TileItem[]) => void = () => undefined;
  const loadItems = vi.fn(() => new Promise<readonly TileItem[]>((resolve) => (answer = resolve)));
  return { loadItems, answer: (value: readonly TileItem[] = items) => act(async () => answer(value)) };
}

function renderSource(loadItems: () => Promise<readonly TileItem[]>, settings = defaultGridViewState) {
  const user = userEvent.setup();
  const firstPage = itemGridFirstPage(items, { settings, shopper: wangara, pageSize });
  const view = render(<ItemGridSourceRoot {...common} defaultSettings={settings} source={{ firstPage, loadItems }} />);
  return { user, firstPage, ...view };
}

const list = () => screen.getByRole('list', { name: 'Items' });
const shownTitles = () => within(list()).getAllByRole('heading').map((heading) => heading.textContent);
const brandToggle = (name: string) => within(screen.getByRole('group', { name: 'Brand' })).getByRole('button', { name });

describe('ItemGrid over a partial source', () => {
  it('renders the first page and counts with the same markup as the grid given every item', () => {
    // The server's HTML of each: what hydration and the story screenshots see.
    const expected = renderToString(<ItemGrid.Root {...common} items={items} />);
    const firstPage = itemGridFirstPage(items, { shopper: wangara, pageSize });
    const partial = renderToString(<ItemGridSourceRoot {...common} source={{ firstPage, loadItems: vi.fn() }} />);
    expect(firstPage.items).toHaveLength(pageSize);
    expect(partial).toContain(' data-items="partial"');
    expect(partial.replace(' data-items="partial"', '')).toBe(expected);
  });

  it('sends only the first page, not every item', () => {
    const firstPage = itemGridFirstPage(items, { shopper: wangara, pageSize });
    expect(firstPage.items.length).toBeLessThan(items.length);
    expect(firstPage.total).toBe(items.length);
  });

  it('sends the first page’s items without what no tile renders (sort ranks, the short description)', () => {
    const firstPage = itemGridFirstPage(items, { shopper: wangara, pageSize });
    const sentFields = new Set(firstPage.items.flatMap((item) => Object.keys(item)));
    expect(items.some((item) => item.PopularityRank !== undefined && item.ItemPlainDescription !== undefined)).toBe(true);
    expect(['ShortDescription', 'PopularityRank', 'AgeRank', 'Relevance', 'ItemPlainDescription'].filter((field) => sentFields.has(field))).toEqual([]);
    expect(sentFields).toContain('CustomerPriceIncTax');
  });

  it('keeps the plain description for a grid that shows it, and renders it as the grid given every item does', () => {
    const gridSettings = { UsePlainDescription: true };
    const firstPage = itemGridFirstPage(items, { gridSettings, shopper: wangara, pageSize });
    expect(firstPage.items.every((item) => item.ItemPlainDescription !== undefined)).toBe(true);
    const expected = renderToString(<ItemGrid.Root {...common} gridSettings={gridSettings} items={items} />);
    const partial = renderToString(<ItemGridSourceRoot {...common} gridSettings={gridSettings} source={{ firstPage, loadItems: vi.fn() }} />);
    expect(partial.replace(' data-items="partial"', '')).toBe(expected);
  });

  it('does not load the items to render, and loads them once when the shopper points at the header', () => {
    const { loadItems } = deferredItems();
    renderSource(loadItems);
    expect(loadItems).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('button', { name: /^Sort:/ }));
    fireEvent.focus(screen.getByRole('searchbox'));
    expect(loadItems).toHaveBeenCalledTimes(1);
    expect(screen.getByText(`${items.length} items`).closest('[data-rigkit="item-grid"]')).toHaveAttribute('data-items', 'loading');
  });

  it('does not load the items when the shopper points at a tile', () => {
    const { loadItems } = deferredItems();
    renderSource(loadItems);
    fireEvent.pointerOver(within(list()).getAllByRole('heading')[0] as HTMLElement);
    expect(loadItems).not.toHaveBeenCalled();
  });

  it('shows a filter pressed before the items arrive at once, marks the list busy, and applies it when they do', async () => {
    const { loadItems, answer } = deferredItems();
    const { user } = renderSource(loadItems);
    await user.click(brandToggle('PLE (2)'));
    expect(brandToggle('PLE (2)')).toHaveAttribute('aria-pressed', 'true');
    // The grid follows the press once its frame has been shown: it has no items to filter yet.
    await framesShown();
    expect(list()).toHaveAttribute('aria-busy', 'true');
    expect(loadItems).toHaveBeenCalledTimes(1);
    await answer();
    expect(list()).not.toHaveAttribute('aria-busy');
    expect(shownTitles()).toEqual(expect.arrayContaining([prebuiltPc.ItemDescription, customBuild.ItemDescription]));
    expect(shownTitles()).toHaveLength(2);
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });

  it('loads the rest for Show more and shows the next page once they arrive', async () => {
    const { loadItems, answer } = deferredItems();
    const { user } = renderSource(loadItems);
    const showMore = screen.getByRole('button', { name: `Show more items (${items.length - pageSize} more)` });
    await user.click(showMore);
    expect(loadItems).toHaveBeenCalledTimes(1);
    expect(showMore).toHaveAttribute('aria-busy', 'true');
    expect(shownTitles()).toHaveLength(pageSize);
    await answer();
    expect(shownTitles()).toHaveLength(Math.min(2 * pageSize, items.length));
  });

  it('loads the items when Show more comes near the viewport, before it is pressed', () => {
    const { loadItems } = deferredItems();
    renderSource(loadItems);
    const showMore = screen.getByRole('button', { name: /^Show more items/ });
    const observer = observers.find((record) => record.target === showMore);
    expect(loadItems).not.toHaveBeenCalled();
    act(() => observer?.callback([{ isIntersecting: true, target: showMore }]));
    expect(loadItems).toHaveBeenCalledTimes(1);
  });

  it('asks again on the next intent when loading failed, keeping the first page', async () => {
    const loadItems = vi.fn<() => Promise<readonly TileItem[]>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(items);
    renderSource(loadItems);
    await act(async () => fireEvent.pointerOver(screen.getByRole('button', { name: /^Sort:/ })));
    expect(shownTitles()).toHaveLength(pageSize);
    await act(async () => fireEvent.pointerOver(screen.getByRole('button', { name: /^Sort:/ })));
    expect(loadItems).toHaveBeenCalledTimes(2);
  });

  it('renders a filtered first page computed for the shared address settings', () => {
    const settings = { ...defaultGridViewState, brands: ['PLE'] };
    const { loadItems } = deferredItems();
    renderSource(loadItems, settings);
    expect(shownTitles()).toHaveLength(2);
    expect(brandToggle('PLE (2)')).toHaveAttribute('aria-pressed', 'true');
    expect(loadItems).not.toHaveBeenCalled();
  });
});
