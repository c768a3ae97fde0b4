/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// The theme's widget sheet, until theme.css imports it (the storefront owns the only CSS).
import '../../../../storefront/app/theme/widgets/lightbox.css';
import { Lightbox } from './Lightbox.tsx';
import type { LightboxRootProps } from './Lightbox.tsx';
import type { LightboxImage } from './useLightbox.ts';

// Drawn pictures (no network, same pixels every run).
const picture = (label: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="${colour}"/><rect x="250" y="120" width="300" height="360" rx="16" fill="#0f172a"/><text x="400" y="560" font-family="sans-serif" font-size="36" fill="#0f172a" text-anchor="middle">${label}</text></svg>`,
  )}`;

const images: LightboxImage[] = [
  { src: picture('Front', '#bfdbfe'), alt: 'Gaming PC, front', caption: 'Tempered-glass front with three RGB fans' },
  { src: picture('Side', '#bbf7d0'), alt: 'Gaming PC, side', caption: 'Side window showing the graphics card' },
  { src: picture('Rear', '#fde68a'), alt: 'Gaming PC, rear' },
];

function Gallery(props: LightboxRootProps) {
  return (
    <Lightbox.Root {...props}>
      <div style={{ display: 'flex', gap: 8 }}>
        {props.images.map((image, index) => (
          <Lightbox.Trigger key={image.src} index={index}>
            <img src={image.src} alt={`View larger: ${image.alt}`} />
          </Lightbox.Trigger>
        ))}
      </div>
      <Lightbox.Content>
        <Lightbox.Counter />
        <Lightbox.Close />
        <Lightbox.Previous />
        <Lightbox.Image />
        <Lightbox.Next />
        <Lightbox.Caption />
      </Lightbox.Content>
    </Lightbox.Root>
  );
}

const meta = {
  title: 'Browsing/Lightbox',
  component: Lightbox.Root,
  render: (args) => <Gallery {...args} />,
  args: { images, children: null, onOpenChange: fn(), onIndexChange: fn() },
} satisfies Meta<typeof Lightbox.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog loads on demand: a story that starts open waits for it (and its picture) before the screenshot. */
const awaitDialog: Story['play'] = async ({ canvasElement }) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Image viewer' });
  await waitFor(() => expect(within(dialog).queryAllByRole('img').every((image) => (image as HTMLImageElement).complete)).toBe(true));
};

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View larger: Gaming PC, front' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Image viewer' });
    await expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Gaming PC, front');
    await expect(within(dialog).getByText('1 of 3')).toBeVisible();
  },
};

export const PagedToNext: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Image viewer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Gaming PC, side');
  },
};

export const WithoutCaption: Story = {
  args: { defaultOpen: true, defaultIndex: 2 },
  play: awaitDialog,
};

export const SinglePicture: Story = {
  args: { defaultOpen: true, images: images.slice(0, 1) },
  play: awaitDialog,
};

export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'View larger: Gaming PC, side' });
    await userEvent.click(trigger);
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Image viewer' });
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true },
  play: awaitDialog,
};
