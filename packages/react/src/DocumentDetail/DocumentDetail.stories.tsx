/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/document-detail.css';
import { DocumentDetail } from './DocumentDetail.tsx';
import { completedOrder, openOrder, openQuote, pickupOrder } from './DocumentDetail.fixtures.ts';

const meta = {
  title: 'Account/DocumentDetail',
  component: DocumentDetail,
  args: {
    document: openOrder,
    onCancel: fn(async () => ({ success: true })),
    onRemoveItem: fn(async () => ({ success: true })),
    onAddItem: fn(async () => ({ success: true })),
    onSearch: fn(async () => [
      { InventoryItemId: 602301, ItemDescription: 'Rigkit Large Gaming Mousepad 450x400mm', CustomerPriceIncTax: 25 },
      { InventoryItemId: 602302, ItemDescription: 'Rigkit XL Desk Mat 900x400mm', CustomerPriceIncTax: 39 },
    ]),
  },
} satisfies Meta<typeof DocumentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open order with a build, a supplier line without ETA and labour: every button, the build warning. */
export const OpenOrder: Story = {};

export const PickupOrder: Story = { args: { document: pickupOrder } };

export const CompletedOrder: Story = { args: { document: completedOrder } };

export const OpenQuote: Story = { args: { document: openQuote } };

export const ConfirmCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Order' }));
    await expect(canvas.getByRole('alertdialog', { name: 'Cancel this order?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'No, go back' })).toHaveFocus();
  },
};

export const AddItemResults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for an item to add' }), 'mat{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Add Rigkit XL Desk Mat 900x400mm' })).toBeVisible();
    await expect(args.onSearch).toHaveBeenCalledWith('mat', expect.anything());
  },
};

export const AddFailed: Story = {
  args: { onAddItem: fn(async () => ({ success: false, errors: [{ ErrorText: 'Rigkit XL Desk Mat 900x400mm is for business customers only' }] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'mat{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Rigkit XL Desk Mat 900x400mm' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to add item to order');
  },
};
