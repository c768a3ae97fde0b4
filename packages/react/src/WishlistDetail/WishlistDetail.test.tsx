import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WishlistDetail } from './WishlistDetail.tsx';
import { ownWishlist, sharedWishlist, wishlistItems } from './WishlistDetail.fixtures.ts';

const rejects = () => vi.fn(async () => Promise.reject(new Error('refused')));

describe('WishlistDetail (spec 3 §4.8, §5.5, §6, §8)', { timeout: 20_000 }, () => {
  it('renames the wishlist: "Wishlist name updated", or "Error updating wishlist name" keeping the old name', async () => {
    const user = userEvent.setup({ delay: null });
    const onRename = vi.fn().mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('refused'));
    render(<WishlistDetail wishlist={ownWishlist} items={wishlistItems} onRename={onRename} />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.clear(screen.getByRole('textbox', { name: 'Wishlist name' }));
    await user.type(screen.getByRole('textbox', { name: 'Wishlist name' }), 'Christmas Build{Enter}');
    expect(onRename).toHaveBeenCalledWith('Christmas Build');
    expect(await screen.findByText('Wishlist name updated')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Christmas Build');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.type(screen.getByRole('textbox', { name: 'Wishlist name' }), ' 2{Enter}');
    expect(await screen.findByText('Error updating wishlist name')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Christmas Build');
  });

  it('turns public at once and back when the server refuses: "Error updating wishlist visibility"', async () => {
    const user = userEvent.setup({ delay: null });
    let refuse: (reason: Error) => void = () => undefined;
    const onPublicChange = vi.fn(() => new Promise((_resolve, reject) => (refuse = reject)));
    render(<WishlistDetail wishlist={ownWishlist} items={wishlistItems} onPublicChange={onPublicChange} />);
    const toggle = screen.getByRole('switch', { name: /Public/ });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    refuse(new Error('refused'));
    expect(await screen.findByText('Error updating wishlist visibility')).toBeVisible();
    expect(toggle).not.toBeChecked();
  });

  it('saves a changed quantity on blur only, and says "Error updating wishlist item quantity" when it fails', async () => {
    const user = userEvent.setup({ delay: null });
    const onQuantityChange = vi.fn().mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('refused'));
    render(<WishlistDetail wishlist={ownWishlist} items={wishlistItems} onQuantityChange={onQuantityChange} />);
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Rigkit Large Gaming Mousepad 450x400mm' });
    await user.click(quantity);
    await user.tab();
    expect(onQuantityChange).not.toHaveBeenCalled();
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(onQuantityChange).not.toHaveBeenCalled();
    expect(quantity).toHaveValue('2');
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(onQuantityChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onQuantityChange).toHaveBeenCalledWith(expect.objectContaining({ CustomerWishlistItemId: 90212 }), 4);
    expect(quantity).toHaveValue('4');
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.tab();
    expect(await screen.findByText('Error updating wishlist item quantity')).toBeVisible();
    expect(quantity).toHaveValue('4');
  });

  it('deletes after confirmation: "Wishlist deleted"; "Error deleting wishlist" when it fails', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<WishlistDetail wishlist={ownWishlist} items={wishlistItems} onDelete={rejects()} />);
    await user.click(screen.getByRole('button', { name: 'Delete Wishlist' }));
    expect(screen.getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Error deleting wishlist')).toBeVisible();
    unmount();
    const onDelete = vi.fn(async () => null);
    render(<WishlistDetail wishlist={ownWishlist} items={wishlistItems} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete Wishlist' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this wishlist?' })).toHaveTextContent('Gaming Upgrade and its items will be deleted.');
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Wishlist deleted')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('removes an item, or says "Error removing item from wishlist"; copies the share link: "Link copied to clipboard"', async () => {
    const user = userEvent.setup({ delay: null });
    const onShare = vi.fn(async () => null);
    render(<WishlistDetail wishlist={{ ...ownWishlist, IsPublic: true }} items={wishlistItems} onRemoveItem={rejects()} onShare={onShare} />);
    await user.click(screen.getByRole('button', { name: 'Remove MSI GeForce RTX 5070 Ti 16GB Ventus 3X OC Graphics Card' }));
    expect(await screen.findByText('Error removing item from wishlist')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy share link' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeVisible();
  });

  it('shows another customer\'s wishlist read-only, adding one ("Added to cart") or all ("All items added to cart")', async () => {
    const user = userEvent.setup({ delay: null });
    const onAddToCart = vi.fn(async () => null);
    render(<WishlistDetail wishlist={sharedWishlist} items={wishlistItems} onAddToCart={onAddToCart} onRename={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Wishlist' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to cart Rigkit Large Gaming Mousepad 450x400mm' }));
    expect(onAddToCart).toHaveBeenLastCalledWith([wishlistItems[1]]);
    expect(await screen.findByText('Added to cart')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));
    expect(onAddToCart).toHaveBeenLastCalledWith(wishlistItems);
    expect(await screen.findByText('All items added to cart')).toBeVisible();
  });
});
