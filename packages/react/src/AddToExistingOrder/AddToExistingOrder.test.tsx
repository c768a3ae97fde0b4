import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_LOCKOUT_MS } from '../internal/usePopupLockout.ts';
import { AddToExistingOrder } from './AddToExistingOrder.tsx';
import { kitItem, mockActiveOrders, stockItem } from './AddToExistingOrder.fixtures.ts';
import { BuyNowButton } from './BuyNowButton.tsx';
import type { ActiveOrder } from './useAddToExistingOrder.ts';

const [firstOrder] = mockActiveOrders as [ActiveOrder, ActiveOrder];
const base = {
  item: stockItem,
  isLoggedIn: true,
  onLoginRequest: vi.fn(),
  loadOrders: async () => mockActiveOrders,
  onAddToOrder: vi.fn(async () => true),
};
afterEach(() => {
  vi.useRealTimers();
});

const trigger = () => screen.getByRole('button', { name: 'Add to existing order' });

describe('AddToExistingOrder (spec 2 §4 "Add to existing order")', () => {
  it('asks a guest to log in first', async () => {
    const user = userEvent.setup();
    const onLoginRequest = vi.fn();
    const loadOrders = vi.fn(async () => mockActiveOrders);
    render(<AddToExistingOrder {...base} isLoggedIn={false} onLoginRequest={onLoginRequest} loadOrders={loadOrders} />);
    await user.click(trigger());
    expect(onLoginRequest).toHaveBeenCalledTimes(1);
    expect(loadOrders).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the active orders by number and dd MMM yyyy date', async () => {
    const user = userEvent.setup();
    render(<AddToExistingOrder {...base} />);
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'Add to an existing order' });
    expect(await within(dialog).findByRole('button', { name: 'SO-331044 ordered 20 Nov 2026' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'SO-330871 ordered 03 Nov 2026' })).toBeInTheDocument();
  });

  it('adds to the chosen order, closes and says "Item added to order"', async () => {
    const user = userEvent.setup();
    const onAddToOrder = vi.fn(async () => true);
    render(<AddToExistingOrder {...base} onAddToOrder={onAddToOrder} />);
    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'SO-331044 ordered 20 Nov 2026' }));
    expect(onAddToOrder).toHaveBeenCalledWith(firstOrder);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Item added to order');
  });

  it.each([
    ['answers false', async () => false],
    ['throws', async () => Promise.reject(new Error('409'))],
  ])('closes and says "Unable to add item to order" when the add %s', async (_, onAddToOrder) => {
    const user = userEvent.setup();
    render(<AddToExistingOrder {...base} onAddToOrder={onAddToOrder} />);
    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'SO-331044 ordered 20 Nov 2026' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to add item to order');
  });

  it('says "No eligible orders found that can be added to." when there are none', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    render(<AddToExistingOrder {...base} loadOrders={async () => []} />);
    await user.click(trigger());
    expect(await screen.findByText('No eligible orders found that can be added to.')).toBeInTheDocument();
    vi.setSystemTime(Date.now() + POPUP_LOCKOUT_MS);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('adds once while the add is under way', async () => {
    const user = userEvent.setup();
    let finish!: (added: boolean) => void;
    const onAddToOrder = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<AddToExistingOrder {...base} onAddToOrder={onAddToOrder} />);
    await user.click(trigger());
    const order = await screen.findByRole('button', { name: 'SO-331044 ordered 20 Nov 2026' });
    await user.click(order);
    await user.click(order);
    expect(onAddToOrder).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Adding to order')).toHaveAttribute('role', 'status');
    await act(async () => finish(true));
    expect(screen.getByText('Item added to order')).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    render(<AddToExistingOrder {...base} />);
    await user.click(trigger());
    await screen.findByRole('button', { name: 'SO-331044 ordered 20 Nov 2026' });
    vi.setSystemTime(Date.now() + POPUP_LOCKOUT_MS);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and Cancel for 500 ms after opening, and the button for 500 ms after closing (spec 2 §2 popup lockout)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    render(<AddToExistingOrder {...base} />);
    await user.click(trigger());
    await screen.findByRole('button', { name: 'SO-331044 ordered 20 Nov 2026' });
    vi.setSystemTime(Date.now() + POPUP_LOCKOUT_MS - 1);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.setSystemTime(Date.now() + POPUP_LOCKOUT_MS);
    await user.click(trigger());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('fetches the orders when opened from outside (defaultOpen)', async () => {
    const loadOrders = vi.fn(async () => mockActiveOrders);
    render(<AddToExistingOrder {...base} loadOrders={loadOrders} defaultOpen />);
    expect(await screen.findByRole('button', { name: 'SO-331044 ordered 20 Nov 2026' })).toBeInTheDocument();
    expect(loadOrders).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled isOpen and reports closing', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<AddToExistingOrder {...base} isOpen onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('never shows a guest the dialog', () => {
    render(<AddToExistingOrder {...base} isLoggedIn={false} defaultOpen />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "Unable to add item to order" when the orders cannot be fetched', async () => {
    const user = userEvent.setup();
    render(<AddToExistingOrder {...base} loadOrders={() => Promise.reject(new Error('500'))} />);
    await user.click(trigger());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to add item to order');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a kit', { item: kitItem, isEnabled: true }],
    ['the site flag off', { item: stockItem, isEnabled: false }],
  ])('is not offered for %s (spec 2 §5)', (_, props) => {
    render(<AddToExistingOrder {...base} {...props} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('BuyNowButton (spec 2 §5)', () => {
  it('goes to checkout through the callback, once at a time', async () => {
    const user = userEvent.setup();
    let done!: () => void;
    const onBuyNow = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(<BuyNowButton item={stockItem} onBuyNow={onBuyNow} />);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(screen.getByRole('button', { name: 'Going to checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Going to checkout' }));
    expect(onBuyNow).toHaveBeenCalledTimes(1);
    await act(async () => done());
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it.each([
    ['a kit', kitItem, true],
    ['the site flag off', stockItem, false],
  ])('is not offered for %s', (_, item, isEnabled) => {
    render(<BuyNowButton item={item} isEnabled={isEnabled} onBuyNow={() => undefined} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
