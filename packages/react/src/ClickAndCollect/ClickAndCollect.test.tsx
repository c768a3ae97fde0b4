import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClickAndCollect } from './ClickAndCollect.tsx';
import { collectLines, vicStores, waStores } from './fixtures.ts';

describe('ClickAndCollect (spec 3 §2.6, §4.4)', () => {
  it('groups the stores under their state', () => {
    render(<ClickAndCollect.Root options={[...waStores, ...vicStores]} items={collectLines} />);
    expect(within(screen.getByRole('region', { name: 'Western Australia' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Select Osborne Park', 'Select Wangara']);
    expect(within(screen.getByRole('region', { name: 'Victoria' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Select Moorabbin', 'Select Heatherton']);
  });

  it('chooses a store with every item at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ClickAndCollect.Root options={waStores} items={collectLines} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Select Osborne Park' }));
    expect(onChange).toHaveBeenCalledWith(waStores[0]);
    expect(screen.queryByRole('button', { name: 'Collect from Osborne Park' })).not.toBeInTheDocument();
  });

  it('opens the item list of a WA store that needs a transfer, and chooses it with "Collect from"', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onExpandedChange = vi.fn();
    render(<ClickAndCollect.Root options={waStores} items={collectLines} onChange={onChange} onExpandedChange={onExpandedChange} />);
    await user.click(screen.getByRole('button', { name: 'Select Wangara' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(onExpandedChange).toHaveBeenCalledWith(12);
    expect(screen.getByRole('button', { name: 'Select Wangara' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('ASUS TUF Gaming GeForce RTX 5070 12GB: Available after transfer')).toHaveAttribute('data-availability', 'AvailableAfterTransfer');
    expect(screen.getByText('Arctic MX-6 Thermal Paste 4g: Available')).toHaveAttribute('data-availability', 'Available');
    await user.click(screen.getByRole('button', { name: 'Collect from Wangara' }));
    expect(onChange).toHaveBeenCalledWith(waStores[1]);
  });

  it('says what a VIC store cannot get', async () => {
    const user = userEvent.setup();
    render(<ClickAndCollect.Root options={vicStores} items={collectLines} />);
    await user.click(screen.getByRole('button', { name: 'Select Heatherton' }));
    expect(screen.getByText('ASUS TUF Gaming GeForce RTX 5070 12GB: Unavailable')).toHaveAttribute('data-availability', 'Unavailable');
  });

  it('opens the store the host says when controlled', () => {
    render(<ClickAndCollect.Root options={vicStores} items={collectLines} expandedWarehouseId={9} />);
    expect(screen.getByRole('button', { name: 'Select Heatherton' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Select Moorabbin' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when the postcode has no stores', () => {
    render(<ClickAndCollect.Root options={[]} items={collectLines} />);
    expect(screen.getByText('No shipping options for this address. Please check it, or choose Click and Collect.')).toHaveAttribute('data-state', 'empty');
  });
});
