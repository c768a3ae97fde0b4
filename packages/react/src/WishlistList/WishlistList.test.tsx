import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WishlistList } from './WishlistList.tsx';

const wishlists = [
  { WishlistGuid: 'c2e4f6a8-3b5d-4f7e-9a1c-5d7e9f1b3a6c', CustomerWishlistName: 'My Wishlist 1', IsPublic: false, wishlistAdmin: true },
  { WishlistGuid: 'e6a8c0b2-4d6f-4a8c-b1e3-7f9b1d3e5a7c', CustomerWishlistName: 'Gaming Upgrade', IsPublic: true, wishlistAdmin: true },
];

describe('WishlistList (spec 3 §2.9, §8, §9)', { timeout: 20_000 }, () => {
  it('lists the wishlists, each linking to its page and saying whether it is public', () => {
    render(<WishlistList wishlists={wishlists} />);
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Gaming Upgrade' })).toHaveAttribute('href', '/account/wishlist/e6a8c0b2-4d6f-4a8c-b1e3-7f9b1d3e5a7c');
    expect(cards[0]).toHaveTextContent('Private');
    expect(cards[1]).toHaveTextContent('Public');
  });

  it('creates "My Wishlist" plus the count + 1', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = vi.fn(async (name: string) => ({ WishlistGuid: 'a8c0b2d4-4d6f-4a8c-b1e3-7f9b1d3e5a7c', CustomerWishlistName: name, IsPublic: false }));
    render(<WishlistList wishlists={wishlists} onCreate={onCreate} />);
    await user.click(screen.getByRole('button', { name: 'Create Wishlist' }));
    expect(onCreate).toHaveBeenCalledWith('My Wishlist 3');
    expect(await screen.findByRole('status')).toHaveTextContent('My Wishlist 3 created');
  });

  it.each([
    ['failed', 'Failed to load wishlists'],
    ['error', 'An error occurred while fetching wishlists'],
  ] as const)('alerts a %s load with "%s" and Try Again', async (loadError, message) => {
    const user = userEvent.setup({ delay: null });
    const onRefresh = vi.fn();
    render(<WishlistList wishlists={[]} loadError={loadError} onRefresh={onRefresh} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('You have no wishlists yet.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('says when there are none', () => {
    render(<WishlistList wishlists={[]} />);
    expect(screen.getByText('You have no wishlists yet.')).toBeVisible();
  });
});
