import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentList } from './DocumentList.tsx';
import { invoices, orders, workOrders } from './DocumentList.fixtures.ts';

describe('DocumentList (spec 3 §2.9, §8)', { timeout: 20_000 }, () => {
  it('shows each order as a card with its number linking to the order, date dd MMM yyyy, status, store and total', () => {
    render(<DocumentList kind="orders" items={orders} onRefresh={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Order History');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const second = cards[1] as HTMLElement;
    expect(within(second).getByRole('link', { name: 'SO-331011' })).toHaveAttribute('href', '/account/order/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a');
    expect(second).toHaveTextContent('Date21 Nov 2026');
    expect(second).toHaveTextContent('StatusAwaiting Processing');
    expect(second).toHaveTextContent('StoreOnline');
    expect(second).toHaveTextContent('Total$1,313.95');
    expect(cards[0]).toHaveTextContent('StatusOpen');
  });

  it('shows invoices without a page link, and work orders with their category, warranty and completion date', () => {
    const { unmount } = render(<DocumentList kind="invoices" items={invoices} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Invoices History');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('SI-552311');
    unmount();
    render(<DocumentList kind="work orders" items={workOrders} />);
    const [open, done] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(open).toHaveTextContent('WO-031877');
    expect(open).toHaveTextContent('CategoryRepair');
    expect(open).toHaveTextContent('WarrantyYes');
    expect(done).toHaveTextContent('Completed28 Aug 2026');
    expect(done).not.toHaveTextContent('Total');
  });

  it.each([
    ['quotes', 'You have no quotes yet.'],
    ['orders', 'You have no orders yet.'],
    ['invoices', 'You have no invoices yet.'],
    ['work orders', 'You have no work orders yet.'],
  ] as const)('says when there are no %s', (kind, text) => {
    render(<DocumentList kind={kind} items={[]} />);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it.each([
    ['failed', 'quotes', 'Failed to load quotes'],
    ['failed', 'work orders', 'Failed to load work orders'],
    ['error', 'orders', 'An error occurred while fetching orders'],
    ['error', 'invoices', 'An error occurred while fetching invoices'],
  ] as const)('alerts a %s load of %s with "%s" and Try Again loads again', async (loadError, kind, message) => {
    const user = userEvent.setup({ delay: null });
    const onRefresh = vi.fn();
    render(<DocumentList kind={kind} loadError={loadError} onRefresh={onRefresh} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes on Refresh and shows it is busy meanwhile', async () => {
    const user = userEvent.setup({ delay: null });
    const onRefresh = vi.fn();
    const { rerender } = render(<DocumentList kind="orders" items={orders} onRefresh={onRefresh} />);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(<DocumentList kind="orders" items={orders} onRefresh={onRefresh} isRefreshing />);
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
  });
});
