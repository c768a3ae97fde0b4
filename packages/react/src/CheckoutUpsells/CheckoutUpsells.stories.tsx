import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutUpsells } from './CheckoutUpsells.tsx';
import { upsellItems } from './fixtures.ts';

const meta = {
  title: 'Checkout/CheckoutUpsells',
  component: CheckoutUpsells,
  args: { items: upsellItems, onAdd: fn(async () => undefined) },
} satisfies Meta<typeof CheckoutUpsells>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offers: Story = {};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Rigkit Large Gaming Mousepad 450x400mm' }));
    await expect(await canvas.findByText('Added to your order')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { onAdd: fn(async () => Promise.reject(new Error('out of stock'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Arctic MX-6 Thermal Paste 4g' }));
    await expect(await canvas.findByText('Could not add this item. Please try again.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
