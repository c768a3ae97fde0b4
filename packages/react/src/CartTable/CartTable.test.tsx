import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import type { CartTableLine } from './useCartTable.ts';
import { nextPaint } from '../internal/nextPaint.ts';
import { RigkitProvider } from '../RigkitProvider/RigkitProvider.tsx';

const [cpuLine, kitLine] = mockCartLines as [CartTableLine, CartTableLine];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// The description shows as the item's name and again, visually hidden, in its Remove button's name.
/** A line's request starts once the press's frame is painted: the callbacks are asserted after that. */
const painted = () => act(() => nextPaint());

const rowOf = (text: string) => {
  const row = screen.getAllByText(text)[0]?.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('CartTable (spec 2 §2 "Cart page")', () => {
  it('lists each line under the Item, Qty and Total columns with its total to two decimals', () => {
    render(<CartTable defaultLines={mockCartLines} now={fixedNow} onQuantityChange={vi.fn()} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Item', 'Qty', 'Total']);
    const cpu = rowOf(cpuLine.ItemDescription ?? '');
    expect(within(cpu).getByText('$749.00')).toHaveAttribute('data-part', 'line-total');
    expect(within(cpu).getByText('In stock')).toBeInTheDocument();
    expect(within(rowOf(kitLine.ItemDescription ?? '')).getByText('$3,549.00')).toBeInTheDocument();
  });

  it('lists a kit\'s children under the kit', () => {
    render(<CartTable defaultLines={mockCartLines} now={fixedNow} kitChildDescription={describeMockKitChild} />);
    const children = screen.getByRole('list', { name: `Components of ${kitLine.ItemDescription}` });
    expect(within(children).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Case colour: White',
      'MSI GeForce RTX 5070 Ti 16GB Ventus 3X OC Graphics Card',
    ]);
  });

  it('names a kit child by its item number when no name is given', () => {
    render(<CartTable defaultLines={[kitLine]} now={fixedNow} />);
    expect(screen.getByText('Item 700102')).toBeInTheDocument();
  });

  it.each([1, 2, 3, 4, 5])('sets the quantity to %i picked from the list', async (quantity) => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    render(<CartTable defaultLines={[cpuLine]} now={fixedNow} onQuantityChange={onQuantityChange} />);
    await user.click(screen.getByRole('button', { name: 'Show quantities' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['1', '2', '3', '4', '5']);
    await user.click(screen.getByRole('option', { name: String(quantity) }));
    await painted();
    if (quantity === 1) expect(onQuantityChange).not.toHaveBeenCalled();
    else expect(onQuantityChange).toHaveBeenCalledWith(cpuLine, quantity);
  });

  it('picks a quantity with the keyboard and saves it once', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    render(<CartTable defaultLines={[cpuLine]} now={fixedNow} onQuantityChange={onQuantityChange} />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(screen.getByRole('option', { name: '1' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox')).toHaveValue('3');
    await user.tab();
    await painted();
    expect(onQuantityChange).toHaveBeenCalledTimes(1);
    expect(onQuantityChange).toHaveBeenCalledWith(cpuLine, 3);
  });

  it('points the box at the highlighted quantity and closes the list on Escape without saving', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    render(<CartTable defaultLines={[cpuLine]} now={fixedNow} onQuantityChange={onQuantityChange} />);
    const box = screen.getByRole('combobox', { name: `Quantity of ${cpuLine.ItemDescription}` });
    box.focus();
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: `Quantity of ${cpuLine.ItemDescription}` })).toBeVisible();
    const fifth = screen.getByRole('option', { name: '5' });
    expect(fifth).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', fifth.id);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.tab();
    await painted();
    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it('keeps the focus in the box when a quantity is picked with the mouse', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    render(<CartTable defaultLines={[cpuLine]} now={fixedNow} onQuantityChange={onQuantityChange} />);
    await user.click(screen.getByRole('button', { name: 'Show quantities' }));
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.click(screen.getByRole('option', { name: '4' }));
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.getByRole('combobox')).toHaveValue('4');
    await painted();
    expect(onQuantityChange).toHaveBeenCalledTimes(1);
  });

  it('takes a freely typed quantity above 5 and shows the cart the callback returns', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn(async (line: CartTableLine, quantity: number) => [{ ...line, Quantity: quantity, ExtendedCost: 749 * quantity }]);
    render(<CartTable defaultLines={[cpuLine]} now={fixedNow} onQuantityChange={onQuantityChange} />);
    const box = screen.getByRole('combobox', { name: `Quantity of ${cpuLine.ItemDescription}` });
    await user.clear(box);
    await user.type(box, '12{Enter}');
    await painted();
    expect(onQuantityChange).toHaveBeenCalledWith(cpuLine, 12);
    expect(await screen.findByText('$8,988.00')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('12');
  });

  it('keeps the keyboard focus in the quantity box when the cart comes back with the new quantity', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn(async (line: CartTableLine, quantity: number) => [{ ...line, Quantity: quantity, ExtendedCost: 749 * quantity }]);
    render(<CartTable defaultLines={[cpuLine]} now={fixedNow} onQuantityChange={onQuantityChange} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText('$2,247.00')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: `Quantity of ${cpuLine.ItemDescription}` });
    expect(box).toHaveValue('3');
    expect(box).toHaveFocus();
    // A quantity changed elsewhere (another tab, the server) still shows.
    await user.keyboard('{Backspace}4{Enter}');
    expect(await screen.findByText('$2,996.00')).toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it.each(['0', 'abc', '2.5', ''])('keeps the old quantity when "%s" is typed', async (text) => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    render(<CartTable defaultLines={[cpuLine]} now={fixedNow} onQuantityChange={onQuantityChange} />);
    const box = screen.getByRole('combobox');
    await user.clear(box);
    if (text) await user.type(box, text);
    await user.tab();
    await painted();
    expect(onQuantityChange).not.toHaveBeenCalled();
    expect(box).toHaveValue('1');
  });

  it('locks a line while "Removing", ignores repeat clicks, then shows the returned cart', async () => {
    const user = userEvent.setup();
    const pending = deferred<readonly CartTableLine[]>();
    const onRemove = vi.fn(() => pending.promise);
    render(<CartTable defaultLines={mockCartLines} now={fixedNow} onRemove={onRemove} />);
    const remove = screen.getByRole('button', { name: `Remove ${cpuLine.ItemDescription}` });
    await user.click(remove);
    await user.click(remove);
    await user.click(remove);
    await painted();
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledWith(cpuLine);
    expect(remove).toHaveTextContent('Removing');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(rowOf(cpuLine.ItemDescription ?? '')).toHaveAttribute('data-state', 'removing');
    await act(async () => pending.resolve([kitLine]));
    expect(screen.queryByText(cpuLine.ItemDescription ?? '')).not.toBeInTheDocument();
    expect(rowOf(kitLine.ItemDescription ?? '')).toBeInTheDocument();
  });

  it('puts a line back to idle when its removal fails', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn(async () => {
      throw new Error('offline');
    });
    render(<CartTable defaultLines={[cpuLine]} now={fixedNow} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: `Remove ${cpuLine.ItemDescription}` }));
    await painted();
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: `Remove ${cpuLine.ItemDescription}` })).toHaveTextContent('Remove');
    expect(rowOf(cpuLine.ItemDescription ?? '')).toHaveAttribute('data-state', 'idle');
  });

  it('tells the owner of controlled lines about the new cart', async () => {
    const user = userEvent.setup();
    const onLinesChange = vi.fn();
    render(<CartTable lines={mockCartLines} onLinesChange={onLinesChange} now={fixedNow} onRemove={async () => [kitLine]} />);
    await user.click(screen.getByRole('button', { name: `Remove ${cpuLine.ItemDescription}` }));
    await painted();
    expect(onLinesChange).toHaveBeenCalledWith([kitLine]);
  });

  it('empties the cart with Clear All once the shopper confirms', async () => {
    const user = userEvent.setup();
    const onClearAll = vi.fn(async () => []);
    render(<CartTable defaultLines={mockCartLines} now={fixedNow} onClearAll={onClearAll} />);
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onClearAll).not.toHaveBeenCalled();
    expect(screen.getByText('Remove every item from your cart?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, clear my cart' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClearAll).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps every item when the shopper answers Keep my items or presses Escape', async () => {
    const user = userEvent.setup();
    const onClearAll = vi.fn(async () => []);
    render(<CartTable defaultLines={mockCartLines} now={fixedNow} onClearAll={onClearAll} />);
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await user.click(screen.getByRole('button', { name: 'Keep my items' }));
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveFocus();
    expect(onClearAll).not.toHaveBeenCalled();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('shows a wishlist line read-only: no quantity box, no Remove (spec 2 §5)', () => {
    render(<CartTable defaultLines={[cpuLine, wishlistLine]} now={fixedNow} onRemove={vi.fn()} onQuantityChange={vi.fn()} />);
    const row = rowOf(wishlistLine.ItemDescription ?? '');
    expect(row).toHaveAttribute('data-read-only');
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(rowOf(cpuLine.ItemDescription ?? '')).getByRole('combobox')).toBeInTheDocument();
  });

  it('lets wishlist admins change and remove wishlist lines', () => {
    render(<CartTable defaultLines={[wishlistLine]} isWishlistAdmin now={fixedNow} onRemove={vi.fn()} onQuantityChange={vi.fn()} />);
    expect(screen.getByRole('combobox')).toHaveValue('2');
    expect(screen.getByRole('button', { name: `Remove ${wishlistLine.ItemDescription}` })).toBeInTheDocument();
  });

  it('shows the caller\'s actions under the lines it offers them on, and no wrapper on the others', () => {
    render(
      <CartTable
        defaultLines={[cpuLine, kitLine]}
        now={fixedNow}
        renderLineActions={(line) => (line.ItemTypeCode === 'STK' ? <button type="button">Add to existing order</button> : null)}
      />,
    );
    const cpuRow = rowOf(cpuLine.ItemDescription ?? '');
    expect(within(cpuRow).getByRole('button', { name: 'Add to existing order' })).toBeInTheDocument();
    const kitRow = rowOf(kitLine.ItemDescription ?? '');
    expect(within(kitRow).queryByRole('button', { name: 'Add to existing order' })).not.toBeInTheDocument();
    expect(kitRow.querySelector('[data-part="line-actions"]')).toBeNull();
  });

  it('shows the UV print design of a line carrying one, linking to the designer on that design', () => {
    const caseLine: CartTableLine = { ...uvPrintLine, InventoryItemId: 600123, LineNumber: 9, ItemDescription: 'Lian Li O11 Dynamic Evo Mid Tower Case', UvPrintDesignCode: 'UV-7K3M9QABCD' };
    render(<CartTable defaultLines={[caseLine]} now={fixedNow} />);
    expect(screen.getByRole('link', { name: 'UV print design UV-7K3M9QABCD' })).toHaveAttribute('href', '/UvPrintDesigner/600123/UV-7K3M9QABCD');
  });

  it('links the UV print line to /UVPrinting', () => {
    render(<CartTable defaultLines={[uvPrintLine]} now={fixedNow} lineHref={() => '/Products/1'} />);
    expect(screen.getByRole('link', { name: uvPrintLine.ItemDescription ?? '' })).toHaveAttribute('href', '/UVPrinting');
  });

  it('renders item links through renderLink', () => {
    render(
      <RigkitProvider
        renderLink={({ href, children }) => <a href={`/shop${href}`}>{children}</a>}
      >
        <CartTable
          defaultLines={[cpuLine]}
          now={fixedNow}
          lineHref={(line) => `/Products/${line.InventoryItemId}`}
        />
      </RigkitProvider>,
    );
    expect(screen.getByRole('link', { name: cpuLine.ItemDescription ?? '' })).toHaveAttribute('href', '/shop/Products/600101');
  });

  it('shows the dispatch-block notices while their dates are ahead (spec 2 §8)', () => {
    render(<CartTable defaultLines={[blockedLine]} now={fixedNow} />);
    expect(screen.getByText('Goods cannot be dispatched or provided to customers until 10 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Cannot be ordered until 01 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Out of stock - ETA 10 Dec 2026')).toHaveAttribute('data-availability', 'out-of-stock');
  });

  it('drops the notices once the dates have passed', () => {
    render(<CartTable defaultLines={[blockedLine]} now={new Date('2026-12-11T00:00:00Z')} />);
    expect(screen.queryByText(/cannot be dispatched/)).not.toBeInTheDocument();
  });

  it('marks a business line by its item type and shows the supplier stock text', () => {
    render(<CartTable defaultLines={[businessLine]} now={fixedNow} />);
    expect(rowOf(businessLine.ItemDescription ?? '')).toHaveAttribute('data-item-type', 'B2B');
    expect(screen.getByText('In stock at supplier')).toBeInTheDocument();
  });

  it('shows "Your cart is empty" with a coupon box only after 1 s', () => {
    vi.useFakeTimers();
    render(<CartTable defaultLines={[]} now={fixedNow} onApplyCoupon={vi.fn()} />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Your cart is empty')).not.toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('does not flash the empty view when the lines arrive within 1 s', () => {
    vi.useFakeTimers();
    const { rerender } = render(<CartTable lines={[]} now={fixedNow} />);
    act(() => vi.advanceTimersByTime(500));
    rerender(<CartTable lines={[cpuLine]} now={fixedNow} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('composes from parts, with an empty view of the caller\'s own', () => {
    vi.useFakeTimers();
    render(
      <CartTable.Root defaultLines={[]} now={fixedNow}>
        <CartTable.Empty>
          <a href="/">Keep shopping</a>
        </CartTable.Empty>
        <CartTable.Lines />
      </CartTable.Root>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('link', { name: 'Keep shopping' })).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it('explains a part used outside CartTable.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CartTable.Lines />)).toThrow('CartTable.Lines must be inside CartTable.Root');
    vi.restoreAllMocks();
  });
});
