/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/wishlists.css';
import { WishlistDetail } from './WishlistDetail.tsx';
import { ownWishlist, sharedWishlist, wishlistItems } from './WishlistDetail.fixtures.ts';

const meta = {
  title: 'Account/WishlistDetail',
  component: WishlistDetail,
  args: {
    wishlist: ownWishlist,
    items: wishlistItems,
    onRename: fn(async () => null),
    onDelete: fn(async () => null),
    onPublicChange: fn(async () => null),
    onQuantityChange: fn(async () => null),
    onRemoveItem: fn(async () => null),
    onAddToCart: fn(async () => null),
    onShare: fn(async () => null),
  },
} satisfies Meta<typeof WishlistDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const Public: Story = { args: { wishlist: { ...ownWishlist, IsPublic: true } } };
export const SharedReadOnly: Story = { args: { wishlist: sharedWishlist } };
export const Empty: Story = { args: { items: [] } };

export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Wishlist' }));
    await expect(canvas.getByRole('alertdialog', { name: 'Delete this wishlist?' })).toBeVisible();
  },
};

export const VisibilityRefused: Story = {
  args: { onPublicChange: fn(async () => Promise.reject(new Error('refused'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch'));
    await expect(await canvas.findByText('Error updating wishlist visibility')).toBeVisible();
    await expect(canvas.getByRole('switch')).not.toBeChecked();
  },
};
