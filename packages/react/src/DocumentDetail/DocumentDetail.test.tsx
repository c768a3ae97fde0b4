import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentDetail } from './DocumentDetail.tsx';
import { completedOrder, openOrder, openQuote, pickupOrder } from './DocumentDetail.fixtures.ts';

afterEach(() => vi.useRealTimers());

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('DocumentDetail (spec 3 §2.9, §4.8, §5.5, §8)', { timeout: 20_000 }, () => {
  it('shows the header, secondary status, fulfilment address, items with availability, shipping and the totals', () => {
    render(<DocumentDetail document={openOrder} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Sales Order SO-331011');
    expect(screen.getByText('Awaiting Processing')).toBeVisible();
    expect(screen.getByText('Waiting on Supplier')).toBeVisible();
    expect(screen.getByText('21 Nov 2026')).toBeVisible();
    expect(screen.getByText('Dispatching From')).toBeVisible();
    expect(screen.getByText(/Level 3, 200 St Georges Tce, Perth WA 6000/)).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // Waiting Kit Stock with its ETA; Waiting External with the 01/01/1901 "no ETA"; labour always Available.
    expect(rows[0]).toHaveTextContent('Waiting Kit Stock');
    expect(rows[0]).toHaveTextContent('ETA 28 Nov 2026');
    expect(rows[0]).toHaveTextContent('CPU: AMD Ryzen 7 9800X3D Processor');
    expect(rows[0]).toHaveTextContent('Memory: 2 x Corsair 32GB DDR5 6000MHz');
    expect(rows[1]).toHaveTextContent('Waiting External');
    expect(rows[1]).toHaveTextContent('An ETA will be given on dispatch');
    expect(rows[1]).not.toHaveTextContent('1901');
    expect(rows[1]).toHaveTextContent('S2721DGF');
    expect(within(rows[2] as HTMLElement).getByText('Available')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Dell 27 inch QHD Monitor' })).toHaveAttribute('href', '/Products/610002/Dell-27-inch-QHD-Monitor');
    expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();
    const totals = screen.getByText('Balance Owing').closest('dl') as HTMLElement;
    expect(totals).toHaveTextContent('Shipping$14.95');
    expect(totals).toHaveTextContent('Total$1,313.95');
    expect(totals).toHaveTextContent('Payments$500.00');
    expect(totals).toHaveTextContent('Balance Owing$813.95');
    expect(screen.getByRole('note')).toHaveTextContent('This order contains a custom build');
  });

  it('hides the address and the zero shipping row of a pickup, naming the pickup location', () => {
    render(<DocumentDetail document={pickupOrder} />);
    expect(screen.getByText('Pickup Location')).toBeVisible();
    expect(screen.queryByText(/St Georges Tce/)).toBeNull();
    expect(screen.queryByText('Shipping')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it.each([
    ['an open order', openOrder, ['Add Item', 'Cancel Order'], true],
    ['a completed order', completedOrder, [], false],
    ['an open quote', openQuote, ['Cancel Quote'], true],
  ])('offers on %s only the buttons its status allows', (_name, document, buttons, payment) => {
    render(<DocumentDetail document={document} />);
    expect(buttonNames().filter((name) => name !== '✕')).toEqual(buttons);
    expect(screen.queryByRole('link', { name: 'Make Payment' })?.getAttribute('href') ?? null).toBe(payment ? `/Checkout/${document.DocumentGuid}` : null);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/fetchDocumentPdf/${document.DocumentType === 'Quote' ? 'Quote' : 'SalesOrder'}/${document.DocumentGuid}/${document.DocumentNumber}`);
  });

  it('asks before cancelling, does nothing on No, and says "Order cancelled successfully" after Yes', async () => {
    const user = userEvent.setup({ delay: null });
    const onCancel = vi.fn(async () => ({ success: true }));
    render(<DocumentDetail document={openOrder} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByRole('button', { name: 'No, go back' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No, go back' }));
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(onCancel).toHaveBeenCalledWith(openOrder);
    expect(await screen.findByText('Order cancelled successfully')).toBeVisible();
  });

  it.each([
    ['the server refuses', async () => ({ success: false, errors: [{ ErrorText: 'SO-331011 is Being Built and can no longer be cancelled' }] }), 'Failed to cancel order'],
    ['the call fails', async () => Promise.reject(new Error('offline')), 'Error cancelling order'],
  ])('alerts when %s', async (_name, onCancel, message) => {
    const user = userEvent.setup({ delay: null });
    render(<DocumentDetail document={openOrder} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('deletes an item after confirmation: "Item removed successfully", or "Failed to remove item" / "Error removing item"', async () => {
    const user = userEvent.setup({ delay: null });
    const onRemoveItem = vi.fn().mockResolvedValueOnce({ success: true }).mockResolvedValueOnce({ success: false }).mockRejectedValueOnce(new Error('offline'));
    render(<DocumentDetail document={openOrder} onRemoveItem={onRemoveItem} />);
    for (const expected of ['Item removed successfully', 'Failed to remove item', 'Error removing item']) {
      await user.click(screen.getByRole('button', { name: 'Delete Dell 27 inch QHD Monitor' }));
      expect(screen.getByRole('alertdialog', { name: 'Delete this item?' })).toHaveTextContent('Dell 27 inch QHD Monitor will be removed from the order.');
      await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
      expect(await screen.findByText(expected)).toBeVisible();
    }
    expect(onRemoveItem).toHaveBeenCalledTimes(3);
    expect(onRemoveItem.mock.calls[0]?.[0]).toMatchObject({ DocumentItemId: 9004 });
  });

  it('searches for an item only from 3 characters, 300 ms after typing stops, and adds it', async () => {
    const onSearch = vi.fn(async (_term: string, _signal: AbortSignal) => [{ InventoryItemId: 602301, ItemDescription: 'Rigkit Large Gaming Mousepad 450x400mm', CustomerPriceIncTax: 25 }]);
    const onAddItem = vi.fn(async () => ({ success: true }));
    render(<DocumentDetail document={openOrder} onSearch={onSearch} onAddItem={onAddItem} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    const box = screen.getByRole('searchbox', { name: 'Search for an item to add' });
    expect(box).toHaveFocus();
    // The pause is counted on a fake clock, so the test says exactly when the search goes out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wait = (ms: number) => act(async () => {
      vi.advanceTimersByTime(ms);
    });
    fireEvent.change(box, { target: { value: 'mo' } });
    await wait(1000);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'mou' } });
    fireEvent.change(box, { target: { value: 'mous' } });
    await wait(299);
    expect(onSearch).not.toHaveBeenCalled();
    await wait(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0]?.[0]).toBe('mous');
    vi.useRealTimers();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add Rigkit Large Gaming Mousepad 450x400mm' }));
    expect(onAddItem).toHaveBeenCalledWith(expect.objectContaining({ InventoryItemId: 602301 }), openOrder);
    expect(await screen.findByText('Item added to order')).toBeVisible();
  });

  it('searches at once on Enter, and says "Unable to add item to order" with the server\'s reason', async () => {
    const user = userEvent.setup({ delay: null });
    const onSearch = vi.fn(async () => [{ InventoryItemId: 7, ItemDescription: 'Business Switch' }]);
    const onAddItem = vi.fn(async () => ({ success: false, errors: [{ ErrorText: 'Business Switch is for business customers only' }] }));
    render(<DocumentDetail document={openOrder} onSearch={onSearch} onAddItem={onAddItem} searchDelayMs={60_000} />);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.type(screen.getByRole('searchbox'), 'swi{Enter}');
    expect(onSearch).toHaveBeenCalledWith('swi', expect.any(AbortSignal));
    await user.click(await screen.findByRole('button', { name: 'Add Business Switch' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to add item to order');
    expect(alert).toHaveTextContent('Business Switch is for business customers only');
  });

  it('throws a message naming Root when a part is used alone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<DocumentDetail.Totals />)).toThrow('DocumentDetail.Totals must be inside DocumentDetail.Root');
  });
});
