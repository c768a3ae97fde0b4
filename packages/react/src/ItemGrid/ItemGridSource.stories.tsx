/// <reference types="vite/client" />
import { categoryTree, items } from '@rigkit/api-client/mocks';
import type { TileItem } from '@rigkit/api-client/mappers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// The theme's widget sheets, until theme.css imports them (the storefront owns the only CSS).
import '../../../../storefront/app/theme/widgets/item-tile.css';
import '../../../../storefront/app/theme/widgets/item-grid.css';
import { storyImageUrl } from '../ItemTile/storyImages.ts';
import { itemGridFirstPage } from './itemGridFirstPage.ts';
import { ItemGridSourceRoot } from './ItemGridSourceRoot.tsx';

// Every picture decoded before the screenshot is taken.
const imagesLoaded = async (root: HTMLElement) => {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
};

const wangara = { storeName: 'Wangara', warehouseId: 1 };
const pageSize = 2;

const meta = {
  title: 'Browsing/ItemGrid/Partial source',
  component: ItemGridSourceRoot,
  args: {
    // A page's server computes this; the grid shows it as the full grid would (compare ItemGrid's Paged story).
    source: { firstPage: itemGridFirstPage(items, { shopper: wangara, pageSize }), loadItems: fn(async (): Promise<readonly TileItem[]> => items) },
    pageSize,
    imageUrl: storyImageUrl,
    shopper: wangara,
    categories: categoryTree.Categories,
    onAddToCart: fn(),
    onSettingsChange: fn(),
  },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ItemGridSourceRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page only, with every count: the same pixels as ItemGrid's Paged story, no item list loaded. */
export const FirstPageOnly: Story = {
  play: async ({ canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('list', { name: 'Items' }).querySelectorAll('li[data-part="item"]')).toHaveLength(pageSize);
    await expect(args.source.loadItems).not.toHaveBeenCalled();
  },
};

/** Show more loads every item, then shows the next page. */
export const ShowMoreLoadsTheRest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Show more items/ }));
    await expect(args.source.loadItems).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Items' }).querySelectorAll('li[data-part="item"]')).toHaveLength(2 * pageSize));
    await imagesLoaded(canvasElement);
  },
};
