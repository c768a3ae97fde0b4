import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { locatorStores } from './fixtures.ts';
import { StoreLocator } from './StoreLocator.tsx';

const meta = {
  title: 'Engagement/StoreLocator',
  component: StoreLocator,
  args: { stores: locatorStores, defaultStoreId: 6, onChange: fn(), onDefaultStoreChange: fn() },
} satisfies Meta<typeof StoreLocator>;

export default meta;
type Story = StoryObj<typeof meta>;

const mapReady = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="pin"]')).toHaveLength(8), { timeout: 10000 });
};

export const AllStores: Story = {
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await expect(within(canvasElement).getByRole('region', { name: 'Map of our stores' })).toBeVisible();
  },
};

export const WesternAustralia: Story = {
  args: { defaultValue: -6 },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing Western Australia stores');
  },
};

export const Victoria: Story = {
  args: { defaultValue: -3 },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing Victoria stores');
  },
};

export const PinPickedWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await mapReady(canvasElement);
    const canvas = within(canvasElement);
    const pin = canvas.getByRole('button', { name: 'HT Heatherton store' });
    pin.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDefaultStoreChange).toHaveBeenCalledWith(7);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing Heatherton');
    await expect(canvas.getByRole('button', { name: 'HT Heatherton store' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Mobile: Story = {
  args: { defaultValue: -3 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
  },
};
