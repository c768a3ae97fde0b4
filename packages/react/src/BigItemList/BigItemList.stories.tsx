import type { components } from '@rigkit/api-client';
import { manufacturers } from '@rigkit/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ItemGrid } from '../ItemGrid/index.ts';
import { storyImageUrl } from '../ItemTile/storyImages.ts';
import { BigItemList } from './BigItemList.tsx';
import { bigListCategories, bigListItems } from './BigItemList.fixtures.ts';
import type { BigItemListGroup } from './bigItemGroups.ts';

type ItemTile = components['schemas']['ItemTile'];

// Every picture decoded before the screenshot is taken.
const imagesLoaded = async (root: HTMLElement) => {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
};

// The grid below the tiles is the kit's own ItemGrid (spec 1 §2 "Selecting one shows a grid below").
const renderGrid = (group: BigItemListGroup<ItemTile>) => (
  <ItemGrid.Root items={group.items} imageUrl={storyImageUrl} label={`${group.name} items`} gridSettings={{ ShowHeader: false, ColumnCount: 4 }} onAddToCart={fn()} />
);

const meta = {
  title: 'Browsing/BigItemList',
  component: BigItemList.Root<ItemTile>,
  args: {
    items: bigListItems,
    categories: bigListCategories,
    manufacturers,
    renderItems: renderGrid,
    onViewChange: fn(),
    onSelectionChange: fn(),
  },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof BigItemList.Root<ItemTile>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CategoryChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Graphics Cards/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('category:12');
    const results = canvas.getByRole('region', { name: 'Graphics Cards' });
    await expect(within(results).getByText('ASUS TUF Gaming GeForce RTX 5070 Ti 16GB OC Graphics Card')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

export const Brands: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Brand' }));
    await expect(canvas.getByRole('radio', { name: /^ASUS/ })).toHaveTextContent('Save up to 25%');
    await userEvent.click(canvas.getByRole('radio', { name: /^AMD/ }));
    await expect(canvas.getByRole('region', { name: 'AMD' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items found')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultSelectedKey: 'category:10' },
};
