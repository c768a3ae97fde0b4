import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImageUrl } from '../ItemTile/storyImages.ts';
import { detailItem } from '../ProductPrice/ProductPrice.fixtures.ts';
import { ProductGallery } from './ProductGallery.tsx';
import type { ProductGalleryRootProps } from './ProductGallery.tsx';

const images = [...(detailItem.Images ?? []), { ImageId: 880107, ImageType: null, Caption: 'Cooler not included' }];

const imagesLoaded = async (root: HTMLElement) => {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
};

function Gallery(props: ProductGalleryRootProps) {
  return (
    <ProductGallery.Root {...props}>
      <ProductGallery.Previous />
      <ProductGallery.Viewport />
      <ProductGallery.Next />
      <ProductGallery.Thumbnails />
      <ProductGallery.Lightbox />
    </ProductGallery.Root>
  );
}

const meta = {
  title: 'Product/ProductGallery',
  component: ProductGallery.Root,
  render: (args) => <Gallery {...args} />,
  args: { images, itemDescription: detailItem.ItemDescription, imageUrl: storyImageUrl, onIndexChange: fn(), children: null },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ProductGallery.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ThumbnailChosen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show Retail box' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(2);
    await imagesLoaded(canvasElement);
  },
};

export const KeyboardPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Pins' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('group', { name: '7 of 7' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

export const LightboxOpen: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View larger: Ryzen 7 9800X3D, front' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Product images' });
    await expect(within(dialog).getByText('1 of 7')).toBeVisible();
    await imagesLoaded(canvasElement.ownerDocument.body);
  },
};

/** One picture: no arrows to press (issue 17 defect 15: they looked active). */
export const SinglePicture: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next image' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Previous image' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
