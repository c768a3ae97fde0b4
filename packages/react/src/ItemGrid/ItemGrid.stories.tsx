/// <reference types="vite/client" />
import { businessItem, categoryTree, cpu, items, motherboard } from '@rigkit/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// The theme's widget sheets, until theme.css imports them (the storefront owns the only CSS).
import '../../../../storefront/app/theme/widgets/item-tile.css';
import '../../../../storefront/app/theme/widgets/item-grid.css';
import { buildTileItem, prebuiltBuildTileItem } from '../BuildTile/BuildTile.fixtures.ts';
import { storyImageUrl } from '../ItemTile/storyImages.ts';
import { ItemGrid } from './ItemGrid.tsx';

// Every picture decoded before the screenshot is taken.
const imagesLoaded = async (root: HTMLElement) => {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
};

const wangara = { storeName: 'Wangara', warehouseId: 1 };
const moorabbin = { storeName: 'Moorabbin', warehouseId: 4 };
const withMarketing = items.map((item) =>
  item.InventoryItemId === cpu.InventoryItemId ? { ...item, MarketingDescription: 'The fastest gaming processor on AM5, with 3D V-Cache.' } : item,
);

const meta = {
  title: 'Browsing/ItemGrid',
  component: ItemGrid.Root,
  args: {
    items,
    imageUrl: storyImageUrl,
    shopper: wangara,
    categories: categoryTree.Categories,
    onAddToCart: fn(),
    onSettingsChange: fn(),
  },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ItemGrid.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LargeGrid: Story = { args: { gridSettings: { GridType: 'largegrid' } } };

export const FeatureList: Story = { args: { items: withMarketing, gridSettings: { GridType: 'featurelist' } } };

export const CompactList: Story = {
  args: { gridSettings: { GridType: 'compactlist' } },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const headers = within(canvasElement).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Image', 'Description', 'Model', 'Normal Price', 'Price']);
  },
};

/** The build layout draws build tiles: pickers move the picture and total, Add to Cart sends the build as one line. */
export const Build: Story = {
  args: {
    items: [prebuiltBuildTileItem, buildTileItem],
    gridSettings: { GridType: 'build', AllowedGridTypes: ['build', 'grid'] },
    onAddBuildToCart: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The build tile's code loads on demand (ItemGridTile.tsx).
    const white = await canvas.findByRole('radio', { name: 'White +$49' });
    await imagesLoaded(canvasElement);
    await userEvent.click(white);
    await expect(canvas.getByText('$3,248')).toBeInTheDocument();
    const custom = canvas.getByRole('heading', { name: buildTileItem.ItemDescription }).closest('li');
    if (!custom) throw new Error('no build tile cell');
    await userEvent.click(within(custom).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddBuildToCart).toHaveBeenCalledWith(expect.objectContaining({ InventoryItemId: buildTileItem.InventoryItemId, AddToCartSource: 'bundleTile' }), buildTileItem);
    // The click scrolled the page: the screenshot shows the grid from its top.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
    await imagesLoaded(canvasElement);
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'In Stock WA (3)' }));
    // The grid, and with it the brand counts, follows a press once the press's frame has been shown.
    await userEvent.click(await canvas.findByRole('button', { name: 'PLE (1)' }));
    await expect(await canvas.findByRole('group', { name: 'Active filters' })).toHaveTextContent('In Stock WA');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 item'));
  },
};

export const SortMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Sort: Popularity/ }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Popularity' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Empty: Story = {
  args: { defaultSettings: undefined, items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Items', hidden: true })).toHaveAttribute('aria-busy', 'true');
  },
};

export const BusinessItems: Story = {
  args: { items: [businessItem, { ...businessItem, InventoryItemId: 690002, ItemDescription: 'Cisco Catalyst 9200L 48-Port PoE+ Managed Switch', CustomerPriceIncTax: 7299 }, cpu, motherboard] },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).getAllByText('Enquire')).toHaveLength(2);
  },
};

export const WaShopper: Story = {
  args: { shopper: wangara },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'In Stock Wangara (2)' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'In Stock WA (3)' })).toBeVisible();
  },
};

export const VicShopper: Story = {
  args: { shopper: moorabbin },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'In Stock Moorabbin (1)' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'In Stock VIC (2)' })).toBeVisible();
  },
};

export const Slider: Story = {
  args: { gridSettings: { ShowAsSlider: true } },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('region', { name: 'Items' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileFilters: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Filters' });
    await expect(within(dialog).getByRole('radio', { name: 'In Stock Wangara (2)' })).toBeVisible();
  },
};

/** A page of two tiles with the rest behind Show more (designed paging for long categories). */
export const Paged: Story = { args: { pageSize: 2 } };
