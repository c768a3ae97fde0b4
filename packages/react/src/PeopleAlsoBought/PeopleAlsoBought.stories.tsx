import { businessItem, cpu, customBuild, motherboard, prebuiltPc } from '@rigkit/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImageUrl } from '../ItemTile/storyImages.ts';
import { PeopleAlsoBought, preloadPeopleAlsoBoughtSlides } from './PeopleAlsoBought.tsx';

const imagesLoaded = async (root: HTMLElement) => {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
};

const sixth = { ...cpu, InventoryItemId: 600199, ItemDescription: 'AMD Ryzen 5 9600X 6-Core 12-Thread AM5 Processor', ItemUrl: '/Products/600199/amd-ryzen-5-9600x', CustomerPriceIncTax: 329, RRPPriceIncTax: 349, WebListingStrip: null, BadgesNew: [] };

const meta = {
  title: 'Product/PeopleAlsoBought',
  component: PeopleAlsoBought,
  args: { items: [motherboard, prebuiltPc, cpu, businessItem, customBuild, sixth], imageUrl: storyImageUrl, onAddToCart: fn() },
  // The slides are a lazy part: loaded before the story renders, so the first render (and its screenshot) has them.
  loaders: [
    async () => {
      await preloadPeopleAlsoBoughtSlides();
      return {};
    },
  ],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof PeopleAlsoBought>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const QuickAdd: Story = {
  play: async ({ canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const slide = within(canvasElement).getByRole('group', { name: '1 of 6' });
    await userEvent.click(within(slide).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ InventoryItemId: motherboard.InventoryItemId, Quantity: 1, AddToCartSource: 'peopleAlsoBought' }, motherboard);
  },
};

export const TwoItems: Story = { args: { items: [motherboard, cpu] } };

export const OneItemHidden: Story = {
  args: { items: [cpu] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
