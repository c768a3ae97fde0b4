import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CartTable } from './CartTable.tsx';
import {
  blockedLine,
  businessLine,
  describeMockKitChild,
  fixedNow,
  mockCartLines,
  uvPrintLine,
  wishlistLine,
} from './CartTable.fixtures.ts';
import { storyCartImage } from './storyImages.ts';
import type { CartTableLine, CartTableProps } from './useCartTable.ts';

const [cpuLine, kitLine] = mockCartLines as [CartTableLine, CartTableLine];
const without = (line: CartTableLine) => async (lines: readonly CartTableLine[]) => lines.filter((entry) => entry !== line);

const meta = {
  title: 'Cart/CartTable',
  component: CartTable,
  args: {
    defaultLines: mockCartLines,
    now: fixedNow,
    kitChildDescription: describeMockKitChild,
    imageUrl: storyCartImage,
    lineHref: (line: CartTableLine) => `/Products/${line.InventoryItemId}`,
    onRemove: fn(async (line: CartTableLine) => without(line)(mockCartLines)),
    onQuantityChange: fn(async () => undefined),
    onClearAll: fn(async () => []),
    onApplyCoupon: fn(async () => true),
  },
} satisfies Meta<typeof CartTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KitWithChildren: Story = {
  args: { defaultLines: [kitLine] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const children = canvas.getByRole('list', { name: `Components of ${kitLine.ItemDescription}` });
    await expect(within(children).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const WishlistLines: Story = {
  args: { defaultLines: [cpuLine, wishlistLine] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('From your wishlist')).toBeVisible();
    await expect(canvas.getAllByRole('combobox')).toHaveLength(1);
  },
};

export const Business: Story = {
  args: { defaultLines: [businessLine, cpuLine] },
};

export const NoticesAndUvPrint: Story = {
  args: { defaultLines: [blockedLine, uvPrintLine] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Goods cannot be dispatched or provided to customers until 10 Dec 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: uvPrintLine.ItemDescription ?? '' })).toHaveAttribute('href', '/UVPrinting');
  },
};

export const QuantityList: Story = {
  args: { defaultLines: [cpuLine] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show quantities' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
  },
};

// The server never answers, so the line stays locked in 'Removing' for the screenshot.
export const Removing: Story = {
  args: { onRemove: fn<NonNullable<CartTableProps['onRemove']>>(() => new Promise(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: `Remove ${cpuLine.ItemDescription}` });
    await userEvent.click(remove);
    await userEvent.click(remove);
    await expect(remove).toHaveTextContent('Removing');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const EmptyCart: Story = {
  args: { defaultLines: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // In the page at once, hidden, and shown after 1 s (spec 2 §2).
    await waitFor(() => expect(canvas.getByText('Your cart is empty')).toBeVisible(), { timeout: 3000 });
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
