import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyImageUrl } from '../ItemTile/storyImages.ts';
import { PrebuiltImageGrid } from './PrebuiltImageGrid.tsx';

// Nine pictures of a prebuilt: the grid draws the 2nd to the 7th.
const images = Array.from({ length: 9 }, (_, index) => ({ ImageId: 884001 + index, Caption: index === 3 ? 'RGB fans behind the mesh front' : null }));

const imagesLoaded = async (root: HTMLElement) => {
  await Promise.all([...root.ownerDocument.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
};

const meta = {
  title: 'Product/PrebuiltImageGrid',
  component: PrebuiltImageGrid,
  args: { images, itemDescription: 'Rigkit Pro RTX 5070 Ti Gaming PC', imageUrl: storyImageUrl },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof PrebuiltImageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OpenedInTheLightbox: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View larger: RGB fans behind the mesh front' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Gallery' });
    await expect(within(dialog).getByText('3 of 6')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

export const FewerThanEightImages: Story = {
  args: { images: images.slice(0, 7) },
  decorators: [
    (Story) => (
      <div>
        <p>The grid needs at least 8 images; with 7 it is not drawn:</p>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
