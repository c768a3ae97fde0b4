/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/wishlists.css';
import { WishlistList } from './WishlistList.tsx';

const meta = {
  title: 'Account/WishlistList',
  component: WishlistList,
  args: {
    wishlists: [
      { WishlistGuid: 'c2e4f6a8-3b5d-4f7e-9a1c-5d7e9f1b3a6c', CustomerWishlistName: 'My Wishlist 1', IsPublic: false, wishlistAdmin: true },
      { WishlistGuid: 'e6a8c0b2-4d6f-4a8c-b1e3-7f9b1d3e5a7c', CustomerWishlistName: 'Gaming Upgrade', IsPublic: true, wishlistAdmin: true },
    ],
    onCreate: fn(async (name: string) => ({ WishlistGuid: 'a8c0b2d4-4d6f-4a8c-b1e3-7f9b1d3e5a7c', CustomerWishlistName: name, IsPublic: false })),
    onRefresh: fn(),
  },
} satisfies Meta<typeof WishlistList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wishlists: Story = {};
export const Empty: Story = { args: { wishlists: [] } };
export const Failed: Story = { args: { wishlists: [], loadError: 'failed' } };
