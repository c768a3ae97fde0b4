import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentMethods } from './PaymentMethods.tsx';
import { methods } from './fixtures.ts';

const meta = {
  title: 'Checkout/PaymentMethods',
  component: PaymentMethods.Root,
  args: { methods, isPickup: false, onChange: fn() },
} satisfies Meta<typeof PaymentMethods.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivery order: every method usable for delivery. */
export const Playground: Story = {};

export const CardChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit Card' }));
    await expect(canvas.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  },
};

/** Click and Collect: Pay on Collection joins, Zip (not for pickups) goes. */
export const Pickup: Story = {
  args: { isPickup: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Pay on Collection' })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Zip - Buy now, pay later' })).toBeNull();
  },
};

/** A B2B cart collected in store: only methods usable for delivery and pickup, so no Pay on Collection. */
export const B2BPickup: Story = {
  args: { isB2B: true, isPickup: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { name: 'Pay on Collection' })).toBeNull();
  },
};

export const Mobile: Story = {
  args: { isPickup: true, defaultValue: 8 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
