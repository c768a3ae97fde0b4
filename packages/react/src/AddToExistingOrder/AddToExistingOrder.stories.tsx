import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddToExistingOrder } from './AddToExistingOrder.tsx';
import { mockActiveOrders, stockItem } from './AddToExistingOrder.fixtures.ts';
import { BuyNowButton } from './BuyNowButton.tsx';

// Focus goes back to the trigger when the dialog closes (AddToExistingOrder.test.tsx checks it). When Chromium
// finishes moving it varies with load, so these stories take their picture once the dialog is gone, without focus.
async function settleWithoutFocus() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

const meta = {
  title: 'Product/AddToExistingOrder',
  component: AddToExistingOrder,
  args: {
    item: stockItem,
    isLoggedIn: true,
    onLoginRequest: fn(),
    loadOrders: fn(async () => mockActiveOrders),
    onAddToOrder: fn(async () => true),
  },
} satisfies Meta<typeof AddToExistingOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

// The dialog renders in a portal, so it is found from the screen rather than the canvas.
export const ChoosingAnOrder: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to existing order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to an existing order' });
    await expect(await within(dialog).findByRole('button', { name: 'SO-331044 ordered 20 Nov 2026' })).toBeVisible();
  },
};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to existing order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'SO-330871 ordered 03 Nov 2026' }));
    await expect(await canvas.findByText('Item added to order')).toBeVisible();
    await settleWithoutFocus();
  },
};

export const Failed: Story = {
  args: { onAddToOrder: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to existing order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'SO-331044 ordered 20 Nov 2026' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to add item to order');
    await settleWithoutFocus();
  },
};

export const NoEligibleOrders: Story = {
  args: { loadOrders: fn(async () => []) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to existing order' }));
    await expect(await screen.findByText('No eligible orders found that can be added to.')).toBeVisible();
  },
};

export const Guest: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to existing order' }));
    await expect(args.onLoginRequest).toHaveBeenCalledTimes(1);
    await expect(args.loadOrders).not.toHaveBeenCalled();
  },
};

export const WithBuyNow: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'start' }}>
      <BuyNowButton item={args.item} onBuyNow={fn(async () => undefined)} />
      <AddToExistingOrder {...args} />
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: ChoosingAnOrder.play,
};
