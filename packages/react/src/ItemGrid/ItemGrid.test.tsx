import { businessItem, categoryTree, cpu, customBuild, items, motherboard, prebuiltPc } from '@rigkit/api-client/mocks';
import type { GridViewState } from '@rigkit/domain/grid';
import { defaultGridViewState, serializeGridQuery } from '@rigkit/domain/grid';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ItemGridRootProps } from './ItemGridContext.ts';
import { ItemGrid } from './ItemGrid.tsx';
import { useGridUrlSync } from './useGridUrlSync.ts';
import { framesShown } from '../internal/framesShown.testing.ts';

const imageUrl = (imageId: number, width: number) => `/images/${imageId}?w=${width}`;
const wangara = { storeName: 'Wangara', warehouseId: 1 };
const moorabbin = { storeName: 'Moorabbin', warehouseId: 4 };

function renderGrid(props: Partial<ItemGridRootProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <ItemGrid.Root items={items} imageUrl={imageUrl} shopper={wangara} categories={categoryTree.Categories} viewportWidth={1280} {...props} />,
  );
  return { user, ...view };
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Items' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/** A filter's press shows at once; the grid filters and draws again once that frame has been shown. */
const gridFollows = framesShown;

const stockChoice = (label: string) => screen.getByRole('radio', { name: new RegExp(`^${label} \\(\\d+\\)$`) });

describe('ItemGrid (spec 1 §2 item grid)', () => {
  it('shows every item as a tile with the count', () => {
    renderGrid();
    expect(shownTitles()).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('5 items');
  });

  it.each([
    ['WA shopper at Wangara', wangara, ['All (5)', 'In Stock Wangara (2)', 'In Stock All Stores (3)', 'In Stock WA (3)', 'In Stock All States (3)', 'In Stock Anywhere (3)']],
    ['VIC shopper at Moorabbin', moorabbin, ['All (5)', 'In Stock Moorabbin (1)', 'In Stock All Stores (3)', 'In Stock VIC (2)', 'In Stock All States (3)', 'In Stock Anywhere (3)']],
  ])('labels the six stock choices for a %s, with counts', (_, shopper, labels) => {
    renderGrid({ shopper });
    const group = screen.getByRole('group', { name: 'Stock' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(labels);
  });

  it('offers only the four store-independent stock choices when the shopper is unknown', () => {
    renderGrid({ shopper: undefined });
    expect(within(screen.getByRole('group', { name: 'Stock' })).getAllByRole('radio')).toHaveLength(4);
  });

  it('filters by stock, one choice at a time, leaving out B2B items and kits without stock', async () => {
    const { user } = renderGrid();
    await user.click(stockChoice('In Stock Wangara'));
    expect(stockChoice('In Stock Wangara')).toBeChecked();
    await gridFollows();
    expect(shownTitles()).toEqual(expect.arrayContaining([cpu.ItemDescription, prebuiltPc.ItemDescription]));
    expect(shownTitles()).toHaveLength(2);
    expect(stockChoice('In Stock Wangara')).toBeChecked();
    await user.click(stockChoice('In Stock WA'));
    expect(stockChoice('In Stock Wangara')).not.toBeChecked();
    await gridFollows();
    expect(shownTitles()).toHaveLength(3);
    expect(shownTitles()).not.toContain(businessItem.ItemDescription);
  });

  it('filters by brand with multi-select toggles and updates the other counts', async () => {
    const { user } = renderGrid();
    const brands = screen.getByRole('group', { name: 'Brand' });
    expect(within(brands).getByRole('button', { name: 'PLE (2)' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(brands).getByRole('button', { name: 'PLE (2)' }));
    expect(within(brands).getByRole('button', { name: 'PLE (2)' })).toHaveAttribute('aria-pressed', 'true');
    await gridFollows();
    expect(shownTitles()).toEqual(expect.arrayContaining([prebuiltPc.ItemDescription, customBuild.ItemDescription]));
    expect(shownTitles()).toHaveLength(2);
    // Brand counts ignore the brand filter itself; the stock counts follow it.
    expect(within(brands).getByRole('button', { name: 'AMD (1)' })).toBeInTheDocument();
    expect(stockChoice('All')).toHaveAccessibleName('All (2)');
    await user.click(within(brands).getByRole('button', { name: 'AMD (1)' }));
    await gridFollows();
    expect(shownTitles()).toHaveLength(3);
  });

  it('keeps both of two presses made before the grid has drawn the first', async () => {
    renderGrid();
    const brands = screen.getByRole('group', { name: 'Brand' });
    // One act: both presses land before React renders either (a quick shopper on a slow phone).
    act(() => {
      within(brands).getByRole('button', { name: 'PLE (2)' }).click();
      within(brands).getByRole('button', { name: 'AMD (1)' }).click();
    });
    expect(within(brands).getByRole('button', { name: 'PLE (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(brands).getByRole('button', { name: 'AMD (1)' })).toHaveAttribute('aria-pressed', 'true');
    await gridFollows();
    expect(shownTitles()).toHaveLength(3);
  });

  it('filters by an attribute and narrows the brand counts', async () => {
    const { user } = renderGrid();
    await user.click(within(screen.getByRole('group', { name: 'Form Factor' })).getByRole('button', { name: 'ATX (1)' }));
    await gridFollows();
    expect(shownTitles()).toEqual([motherboard.ItemDescription]);
    expect(within(screen.getByRole('group', { name: 'Brand' })).getByRole('button', { name: 'ASUS (1)' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Brand' })).queryByRole('button', { name: /^AMD/ })).toBeNull();
  });

  it('lists filter values with numbers in them by value: 6, 8, 12, 16 cores and 65 W before 105 W', () => {
    const withCores = (id: number, cores: string, watts: string) => ({
      ...cpu,
      InventoryItemId: id,
      Attributes: [
        { Key: 'Cores', Value: cores, SortOrder: 1 },
        { Key: 'TDP', Value: watts, SortOrder: 2 },
      ],
    });
    renderGrid({ items: [withCores(1, '12', '105 W'), withCores(2, '6', '65 W'), withCores(3, '16', '170 W'), withCores(4, '8', '120 W')] });
    const values = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole('button').map((button) => button.textContent);
    expect(values('Cores')).toEqual(['6 (1)', '8 (1)', '12 (1)', '16 (1)']);
    expect(values('TDP')).toEqual(['65 W (1)', '105 W (1)', '120 W (1)', '170 W (1)']);
  });

  it('filters by category, named from the category tree', async () => {
    const { user } = renderGrid();
    await user.click(within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: 'CPUs (1)' }));
    await gridFollows();
    expect(shownTitles()).toEqual([cpu.ItemDescription]);
  });

  it('shows each active filter as a chip that removes exactly that filter', async () => {
    const { user } = renderGrid();
    await user.click(stockChoice('In Stock Wangara'));
    await user.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('button', { name: 'AMD (1)' }));
    await gridFollows();
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.getAttribute('aria-label') ?? chip.textContent)).toEqual([
      'Remove filter In Stock Wangara',
      'Remove filter AMD',
      'Clear all',
    ]);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter In Stock Wangara' }));
    expect(stockChoice('All')).toBeChecked();
    expect(shownTitles()).toEqual([cpu.ItemDescription]);
    await user.click(screen.getByRole('button', { name: 'Remove filter AMD' }));
    expect(shownTitles()).toHaveLength(5);
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  });

  it('clears every filter with "Clear all"', async () => {
    const { user } = renderGrid();
    await user.click(stockChoice('In Stock WA'));
    await user.type(screen.getByRole('searchbox', { name: 'Search these items' }), 'ryzen');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(shownTitles()).toHaveLength(5);
    expect(screen.getByRole('searchbox', { name: 'Search these items' })).toHaveValue('');
  });

  it('sorts ascending on a new key and flips the direction when the same key is chosen again', async () => {
    const { user } = renderGrid();
    await user.click(screen.getByRole('button', { name: /^Sort: Popularity/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Price' }));
    expect(screen.getByRole('button', { name: /^Sort: Price/ })).toHaveTextContent('Sort: Price (ascending)');
    expect(shownTitles()).toEqual([motherboard, cpu, prebuiltPc, customBuild, businessItem].map((item) => item.ItemDescription));
    await user.click(screen.getByRole('button', { name: /^Sort: Price/ }));
    expect(await screen.findByRole('menuitemradio', { name: 'Price' })).toHaveAttribute('aria-checked', 'true');
    await user.click(await screen.findByRole('menuitemradio', { name: 'Price' }));
    expect(screen.getByRole('button', { name: /^Sort: Price/ })).toHaveTextContent('Sort: Price (descending)');
    expect(shownTitles()).toEqual([businessItem, customBuild, prebuiltPc, cpu, motherboard].map((item) => item.ItemDescription));
  });

  it('switches layout from the view menu, the compact list being a table with column headers', async () => {
    const { user, container } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'View: Grid' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Compact list' }));
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Image', 'Description', 'Model', 'Normal Price', 'Price']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'compactlist');
  });

  it('leaves the Normal Price column out when no item has a normal price', () => {
    renderGrid({ items: items.map((item) => ({ ...item, NormalPrice: null })), defaultSettings: { ...defaultGridViewState, gridType: 'compactlist' } });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Image', 'Description', 'Model', 'Price']);
  });

  it.each([
    ['hides category 1390 from a WA shopper', wangara, 4],
    ['keeps category 1390 for a VIC shopper', moorabbin, 5],
  ])('in the feature list %s', (_, shopper, count) => {
    renderGrid({ shopper, defaultSettings: { ...defaultGridViewState, gridType: 'featurelist' } });
    expect(shownTitles()).toHaveLength(count);
    expect(screen.getByRole('status')).toHaveTextContent(`${count} items`);
  });

  it('places the caller’s compatibility wheel on feature list tiles only', async () => {
    const renderCompatibility = (item: { InventoryItemId: number }) => <span>Wheel {item.InventoryItemId}</span>;
    const { user } = renderGrid({ renderCompatibility });
    expect(screen.queryByText(/^Wheel/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View: Grid' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Feature list' }));
    expect(screen.getByText('Wheel 600101')).toBeInTheDocument();
  });

  it('keeps category 1390 in the other layouts for a WA shopper', () => {
    renderGrid({ shopper: wangara });
    expect(shownTitles()).toContain(businessItem.ItemDescription);
  });

  it('shows "legacy" grids as the compact list', () => {
    renderGrid({ gridSettings: { GridType: 'legacy' } });
    expect(screen.getByRole('table', { name: 'Items' })).toBeInTheDocument();
  });

  it('lowercases the search box and stops it at 15 characters', async () => {
    const { user } = renderGrid();
    const box = screen.getByRole('searchbox', { name: 'Search these items' });
    await user.type(box, 'AMD Ryzen 7 9800X3D Processor');
    expect(box).toHaveValue('amd ryzen 7 980');
    expect(box).toHaveAttribute('maxlength', '15');
    expect(shownTitles()).toEqual([cpu.ItemDescription]);
  });

  it('searches the manufacturer model as well as the description', async () => {
    const { user } = renderGrid();
    await user.type(screen.getByRole('searchbox', { name: 'Search these items' }), 'C9200L');
    expect(shownTitles()).toEqual([businessItem.ItemDescription]);
  });

  it('says "No items found" when nothing matches', async () => {
    const { user } = renderGrid();
    await user.type(screen.getByRole('searchbox', { name: 'Search these items' }), 'zzzz');
    expect(screen.getByText('No items found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Items' })).toBeNull();
  });

  it('passes the item to onAddToCart when a tile is added', async () => {
    const onAddToCart = vi.fn();
    const { user } = renderGrid({ onAddToCart });
    const cpuTile = screen.getByRole('heading', { name: cpu.ItemDescription }).closest('article');
    if (!cpuTile) throw new Error('no CPU tile');
    await user.click(within(cpuTile).getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(cpu);
  });

  it('marks the list busy with skeleton tiles while loading', () => {
    renderGrid({ isLoading: true });
    const list = screen.getByRole('list', { name: 'Items', hidden: true });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('[data-part="skeleton"]')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Loading items');
    expect(screen.queryByRole('group', { name: 'Stock' })).toBeNull();
  });

  it.each([
    [1280, '6', 'desktop'],
    [899, '2', 'mobile'],
    [900, '6', 'desktop'],
  ])('lays out %i px wide in %s columns', (viewportWidth, columns, viewport) => {
    const { container } = renderGrid({ viewportWidth });
    expect(container.firstElementChild).toHaveAttribute('data-columns', columns);
    expect(container.firstElementChild).toHaveAttribute('data-viewport', viewport);
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--rk-grid-columns')).toBe(columns);
  });

  it('opens the filters in a dialog under 900 px', async () => {
    const { user } = renderGrid({ viewportWidth: 390 });
    expect(screen.queryByRole('group', { name: 'Stock' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // The dialog loads on demand, so it appears a moment after the press.
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('radio', { name: 'In Stock Wangara (2)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await gridFollows();
    expect(shownTitles()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('hides header and filters when ShowHeader is false', () => {
    renderGrid({ gridSettings: { ShowHeader: false } });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Stock' })).toBeNull();
    expect(shownTitles()).toHaveLength(5);
  });

  it('lists the attributes on the cards when ShowAttributes is on', () => {
    renderGrid({ gridSettings: { ShowAttributes: true } });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Cores', 'Socket', 'Socket', 'Form Factor']);
  });

  it('caps the list at MaximumItemsToRender', () => {
    renderGrid({ gridSettings: { MaximumItemsToRender: 2 } });
    expect(shownTitles()).toHaveLength(2);
  });

  it('works controlled: reports domain settings and shows what it is given', async () => {
    const onSettingsChange = vi.fn();
    const { user } = renderGrid({ settings: { ...defaultGridViewState, brands: ['ASUS'] }, onSettingsChange });
    expect(shownTitles()).toEqual([motherboard.ItemDescription]);
    await user.click(screen.getByRole('button', { name: 'Remove filter ASUS' }));
    expect(onSettingsChange).toHaveBeenCalledWith({ ...defaultGridViewState, brands: [] });
    expect(shownTitles()).toEqual([motherboard.ItemDescription]);
  });

  it('lets callers arrange their own parts', () => {
    render(
      <ItemGrid.Root items={items} imageUrl={imageUrl} viewportWidth={1280}>
        <ItemGrid.Search />
        <ItemGrid.Items />
      </ItemGrid.Root>,
    );
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Stock' })).toBeNull();
  });

  it('does not draw its tiles again when it renders again with the same items and callbacks (issue 21)', () => {
    // A filter or sort press renders the grid at once with the items it showed; only the deferred render changes them.
    const renderTileActions = vi.fn((item: { InventoryItemId: number }) => <span>Compare {item.InventoryItemId}</span>);
    const props = { items, imageUrl, shopper: wangara, categories: categoryTree.Categories, viewportWidth: 1280, renderTileActions };
    const { rerender } = render(<ItemGrid.Root {...props} />);
    const drawn = renderTileActions.mock.calls.length;
    expect(drawn).toBeGreaterThanOrEqual(items.length);
    rerender(<ItemGrid.Root {...props} shopper={{ ...wangara }} />);
    expect(renderTileActions).toHaveBeenCalledTimes(drawn);
    rerender(<ItemGrid.Root {...props} renderTileActions={(item) => renderTileActions(item)} />);
    expect(renderTileActions.mock.calls.length).toBeGreaterThanOrEqual(drawn + items.length);
  });
});

describe('useGridUrlSync (spec 1 §4 settings in the address)', () => {
  function UrlGrid({ initial, gridId, onWrite }: { initial: string; gridId?: string; onWrite: (query: string) => void }) {
    const [searchParams, setSearchParams] = useState(() => new URLSearchParams(initial));
    const sync = useGridUrlSync({
      searchParams,
      setSearchParams: (next) => {
        onWrite(next.toString());
        setSearchParams(next);
      },
      defaults: defaultGridViewState,
      ...(gridId ? { gridId } : {}),
    });
    return <ItemGrid.Root items={items} imageUrl={imageUrl} shopper={wangara} viewportWidth={1280} {...sync} />;
  }

  it('reads the settings from the address on load, ignoring utm_ parameters', () => {
    render(<UrlGrid initial="brand=AMD&utm_source=mail&page=2" onWrite={vi.fn()} />);
    expect(shownTitles()).toEqual([cpu.ItemDescription]);
  });

  it('writes only non-default settings and keeps the page’s other parameters', async () => {
    const user = userEvent.setup();
    const onWrite = vi.fn();
    render(<UrlGrid initial="page=2" onWrite={onWrite} />);
    await user.click(stockChoice('In Stock WA'));
    await gridFollows();
    expect(shownTitles()).toHaveLength(3);
    // The address is written once the press has painted.
    const expected: GridViewState = { ...defaultGridViewState, availability: 'in-stock-my-state' };
    await vi.waitFor(() => expect(onWrite).toHaveBeenCalledOnce());
    expect(onWrite).toHaveBeenLastCalledWith(new URLSearchParams(serializeGridQuery(expected, { defaults: defaultGridViewState }, 'page=2')).toString());
    expect(onWrite).toHaveBeenLastCalledWith('page=2&stock=in-stock-my-state');
  });

  // A router's setSearchParams commits the address after its loaders ran: the writes wait here until `commit`.
  function SlowRouterGrid({ commits, navigate }: { commits: { current: Array<() => void> }; navigate?: { current: (search: string) => void } }) {
    const [searchParams, setSearchParams] = useState(() => new URLSearchParams(''));
    if (navigate) navigate.current = (search) => setSearchParams(new URLSearchParams(search));
    const sync = useGridUrlSync({
      searchParams,
      setSearchParams: (next) => void commits.current.push(() => setSearchParams(next)),
      defaults: defaultGridViewState,
    });
    return <ItemGrid.Root items={items} imageUrl={imageUrl} shopper={wangara} viewportWidth={1280} {...sync} />;
  }

  it('keeps every key typed into the search box while the address has not caught up', async () => {
    const user = userEvent.setup();
    const commits = { current: [] as Array<() => void> };
    render(<SlowRouterGrid commits={commits} />);
    const box = screen.getByRole('searchbox', { name: 'Search these items' });
    await user.type(box, '16');
    await vi.waitFor(() => expect(commits.current).toHaveLength(1));
    await user.type(box, '-Thread');
    await vi.waitFor(() => expect(commits.current).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Search these items' })).toHaveValue('16-thread');
    expect(shownTitles()).toEqual([cpu.ItemDescription]);
    // The router commits the first write late, then the last: the box never goes back to the older text.
    act(() => commits.current[0]?.());
    expect(screen.getByRole('searchbox', { name: 'Search these items' })).toHaveValue('16-thread');
    act(() => commits.current.at(-1)?.());
    expect(screen.getByRole('searchbox', { name: 'Search these items' })).toHaveValue('16-thread');
    expect(shownTitles()).toEqual([cpu.ItemDescription]);
  });

  it('shows a chosen filter at once, and follows the address when it changes on its own', async () => {
    const user = userEvent.setup();
    const commits = { current: [] as Array<() => void> };
    const navigate = { current: (_search: string) => {} };
    render(<SlowRouterGrid commits={commits} navigate={navigate} />);
    await user.click(stockChoice('In Stock WA'));
    expect(stockChoice('In Stock WA')).toBeChecked();
    await gridFollows();
    expect(shownTitles()).toHaveLength(3);
    await vi.waitFor(() => expect(commits.current).toHaveLength(1));
    act(() => commits.current[0]?.());
    expect(stockChoice('In Stock WA')).toBeChecked();
    // Back to an address of its own (the browser's back button): the grid reads it, not the choice made before.
    act(() => navigate.current('brand=AMD'));
    expect(stockChoice('All')).toBeChecked();
    expect(shownTitles()).toEqual([cpu.ItemDescription]);
  });

  it('never touches the address of the "cbc" grid but still filters', async () => {
    const user = userEvent.setup();
    const onWrite = vi.fn();
    render(<UrlGrid initial="brand=AMD" gridId="cbc" onWrite={onWrite} />);
    expect(shownTitles()).toHaveLength(5);
    await user.click(stockChoice('In Stock WA'));
    await gridFollows();
    expect(onWrite).not.toHaveBeenCalled();
    expect(shownTitles()).toHaveLength(3);
  });
});

describe('ItemGrid paging (designed: a long grid shows its first page)', () => {
  it('shows a page of items, then the rest behind Show more, and starts again from one page when the sort changes', async () => {
    const { user } = renderGrid({ pageSize: 2 });
    expect(shownTitles()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: `Show more items (${items.length - 2} more)` }));
    expect(shownTitles()).toHaveLength(Math.min(4, items.length));
    if (items.length <= 4) expect(screen.queryByRole('button', { name: /^Show more items/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Sort:/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Price' }));
    expect(shownTitles()).toHaveLength(2);
  });

  it('counts every matching item in the header, not only the page shown', () => {
    renderGrid({ pageSize: 1 });
    expect(shownTitles()).toHaveLength(1);
    expect(screen.getByText(`${items.length} items`)).toBeInTheDocument();
  });
});
