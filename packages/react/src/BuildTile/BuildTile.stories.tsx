import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImageUrl } from '../ItemTile/storyImages.ts';
import { BuildTileCard } from './BuildTile.tsx';
import { buildTileItem, prebuiltBuildTileItem } from './BuildTile.fixtures.ts';

// Every picture decoded before the screenshot is taken.
const imagesLoaded = async (root: HTMLElement) => {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
};

const meta = {
  title: 'Browsing/BuildTile',
  component: BuildTileCard,
  args: { item: buildTileItem, imageUrl: storyImageUrl, onAddToCart: fn(), onChange: fn(), imageLoading: 'eager' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof BuildTileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WhiteWithRtx5070Ti: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'White +$49' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'GeForce RTX 5070 Ti 16GB +$350' }));
    await expect(canvas.getByText('$3,598')).toBeVisible();
    await expect(canvas.getByText('$3,798')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ [-10]: 700102, [-20]: 612345 });
    await imagesLoaded(canvasElement);
    // The clicks left focus on a radio: the picture is taken without a focus ring.
    const active = canvasElement.ownerDocument.activeElement;
    if (active instanceof HTMLElement) active.blur();
  },
};

export const AddToCart: Story = {
  play: async ({ canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ InventoryItemId: 700001, AddToCartSource: 'bundleTile' }), buildTileItem);
  },
};

export const Adding: Story = {
  args: { onAddToCart: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(canvas.getByRole('button', { name: 'Adding…' })).toBeDisabled();
  },
};

export const PrebuiltInStock: Story = {
  args: { item: prebuiltBuildTileItem },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In stock')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const NotAvailableOnline: Story = {
  args: { item: { ...buildTileItem, AvailableOnline: false } },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
