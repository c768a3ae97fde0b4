import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareCart } from './ShareCart.tsx';

const meta = {
  title: 'Cart/ShareCart',
  component: ShareCart,
  args: { onShare: fn(async () => 'https://rk.example/s/9Qx2'), copyText: fn(async () => undefined) },
} satisfies Meta<typeof ShareCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Shared: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await canvas.findByRole('textbox', { name: 'Link to this cart' })).toHaveValue('https://rk.example/s/9Qx2');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.copyText).toHaveBeenCalledWith('https://rk.example/s/9Qx2');
    await expect(await canvas.findByText('Link copied to clipboard')).toBeVisible();
  },
};

export const ShareFailure: Story = {
  args: { onShare: fn(() => Promise.reject(new Error('createShareableCart failed'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There was an issue sharing your cart. Please reload the page.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Shared.play,
};
