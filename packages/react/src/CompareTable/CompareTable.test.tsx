import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TileItem } from '@rigkit/api-client/mappers';
import { CompareTable } from './CompareTable.tsx';
import type { CompareTableTableProps } from './CompareTable.tsx';
import { compareItems, rtx5070, rtx5070Ti } from './CompareTable.fixtures.ts';

const imageUrl = (imageId: number, width: number) => `/images/${imageId}?w=${width}`;

function renderTable(items: TileItem[], table: Partial<CompareTableTableProps> = {}, root: { defaultShowingDifferencesOnly?: boolean; onShowingDifferencesOnlyChange?: (on: boolean) => void } = {}) {
  return render(
    <CompareTable.Root items={items} {...root}>
      <CompareTable.DifferencesToggle />
      <CompareTable.Table imageUrl={imageUrl} {...table} />
    </CompareTable.Root>,
  );
}

const table = () => screen.getByRole('table', { name: 'Compare items' });
const rowHeaders = () => within(table()).getAllByRole('rowheader').map((header) => header.textContent);
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(`^${name}\\b`) });

describe('CompareTable (spec 2 §2 "Table of items with attribute rows")', () => {
  it('shows one column per item, with its link and price, in the order given', () => {
    renderTable(compareItems);
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Product', rtx5070Ti.ItemDescription, rtx5070.ItemDescription]);
    expect(within(table()).getByRole('link', { name: rtx5070Ti.ItemDescription })).toHaveAttribute('href', rtx5070Ti.ItemUrl);
    expect(within(row('Price')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$1,299.00', '$899.50']);
  });

  it('lists every attribute either item has, in SortOrder, with each value under its item', () => {
    renderTable(compareItems);
    expect(rowHeaders()).toEqual(['Price', 'Chipset', 'Memory Size', 'Cooling', 'Length']);
    expect(within(row('Memory Size')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['16GB', '12GB']);
  });

  it('reads a missing attribute as "Not listed"', () => {
    renderTable(compareItems);
    expect(within(row('Cooling')).getByLabelText('Not listed')).toBeInTheDocument();
  });

  it('marks the rows where the items differ', () => {
    renderTable(compareItems);
    expect(row('Chipset')).toHaveAttribute('data-state', 'different');
    expect(row('Length')).toHaveAttribute('data-state', 'same');
  });

  it('hides the rows where the items agree when the shopper asks for differences only', async () => {
    const onChange = vi.fn();
    renderTable(compareItems, {}, { onShowingDifferencesOnlyChange: onChange });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    expect(rowHeaders()).toEqual(['Price', 'Chipset', 'Memory Size', 'Cooling']);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('can start with differences only', () => {
    renderTable(compareItems, {}, { defaultShowingDifferencesOnly: true });
    expect(screen.getByRole('checkbox', { name: 'Show only differences' })).toBeChecked();
    expect(rowHeaders()).not.toContain('Length');
  });

  it('removes an item from the comparison and adds one to the cart', async () => {
    const onRemove = vi.fn();
    let finish: () => void = () => {};
    const onAddToCart = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderTable(compareItems, { onRemove, onAddToCart });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${rtx5070.ItemDescription} from the comparison` }));
    expect(onRemove).toHaveBeenCalledWith(rtx5070);
    const add = screen.getByRole('button', { name: `Add to Cart: ${rtx5070Ti.ItemDescription}` });
    await userEvent.click(add);
    expect(onAddToCart).toHaveBeenCalledWith(rtx5070Ti);
    expect(add).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(add).toBeEnabled());
  });

  it('offers no action buttons without their callbacks', () => {
    renderTable(compareItems);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says what to do when there is nothing to compare', () => {
    renderTable([]);
    expect(screen.getByRole('status')).toHaveTextContent('Choose at least two items to compare.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
