/// <reference types="vite/client" />
import { businessItem, cpu, customBuild, motherboard, prebuiltPc } from '@rigkit/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
// The theme's widget sheet, until theme.css imports it (the storefront owns the only CSS).
import '../../../../storefront/app/theme/widgets/item-tile.css';
import { ItemTile } from './ItemTile.tsx';
import { storyImageUrl } from './storyImages.ts';

// Every picture decoded before the screenshot is taken.
const imagesLoaded = async (root: HTMLElement) => {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
};

const meta = {
  title: 'Browsing/ItemTile',
  component: ItemTile,
  args: { item: cpu, imageUrl: storyImageUrl, onAddToCart: fn(), imageLoading: 'eager' },
  decorators: [
    (Story, context) =>
      context.args.layout === 'compactlist' ? (
        <table style={{ width: 720, borderCollapse: 'collapse' }}>
          <tbody>
            <Story />
          </tbody>
        </table>
      ) : (
        <div style={{ width: context.args.layout === 'featurelist' ? 860 : context.args.layout === 'largegrid' ? 420 : 240 }}>
          <Story />
        </div>
      ),
  ],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ItemTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AddToCart: Story = {
  play: async ({ canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(cpu);
  },
};

export const PriceDropped: Story = { args: { item: prebuiltPc } };

export const NoDiscount: Story = { args: { item: motherboard } };

export const Kit: Story = {
  args: { item: customBuild },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Built to order')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Customise' })).toBeVisible();
  },
};

export const BusinessItem: Story = {
  args: { item: businessItem },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).getByText('Enquire')).toBeVisible();
  },
};

export const LargeGrid: Story = { args: { layout: 'largegrid' } };

export const Build: Story = { args: { item: prebuiltPc, layout: 'build' } };

export const FeatureList: Story = {
  args: { layout: 'featurelist', item: { ...cpu, MarketingDescription: 'The fastest gaming processor on AM5, with 3D V-Cache.' } },
};

export const CompactListRow: Story = { args: { layout: 'compactlist' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { item: prebuiltPc },
};
