import { shippingOptions } from '@rigkit/api-client/mocks';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { detailItem, fixtureNow } from '../ProductPrice/ProductPrice.fixtures.ts';
import type { ProductDetailItem } from '../ProductPrice/ProductPrice.fixtures.ts';
import { ProductAvailability } from './ProductAvailability.tsx';
import type { ProductAvailabilityProps } from './ProductAvailability.tsx';
import type { ProductShippingOption } from './shippingOption.ts';

function renderAvailability(item: Partial<ProductDetailItem> = {}, props: Partial<ProductAvailabilityProps> = {}) {
  return render(<ProductAvailability item={{ ...detailItem, ...item }} now={fixtureNow} {...props} />);
}

const line = (place: string) => screen.getByText(place).closest('li');

describe('ProductAvailability: stock texts and notices (spec 2 §4, §8)', () => {
  it('shows each warehouse and store with its stock text', () => {
    renderAvailability({
      Availabilities: [
        { InventoryWarehouseId: 6, Location: 'Osborne Park', State: 'WA', InStock: true },
        { InventoryWarehouseId: 0, InStock: true },
        { InventoryWarehouseId: 4, Location: 'Moorabbin', State: 'VIC', InStock: false, AvailableAfterTransfer: true },
        { InventoryWarehouseId: 9, Location: 'Vic Warehouse', State: 'VIC', InStock: false, ETA: '2026-12-16T00:00:00' },
        { InventoryWarehouseId: 1, Location: 'Wangara', State: 'WA', InStock: false },
      ],
    });
    expect(line('Osborne Park (WA)')).toHaveTextContent('In stock');
    expect(line('Osborne Park (WA)')).toHaveAttribute('data-stock', 'in-stock');
    expect(line('Supplier')).toHaveTextContent('In stock at supplier');
    expect(line('Moorabbin (VIC)')).toHaveTextContent('Available after internal stock transfer');
    expect(line('Vic Warehouse (VIC)')).toHaveTextContent('Out of stock - ETA 16 Dec 2026');
    expect(line('Wangara (WA)')?.textContent).toBe('Wangara (WA) Out of stock');
  });

  it.each([
    ['with stock somewhere', true, 'This product is not available to order'],
    ['with no stock anywhere', false, 'SOLD OUT'],
  ])('shows the ordering notice for an item not available online %s', (_, inStock, notice) => {
    renderAvailability({ AvailableOnline: false, Availabilities: [{ InventoryWarehouseId: 6, Location: 'Osborne Park', State: 'WA', InStock: inStock }] });
    expect(screen.getByText(notice)).toHaveAttribute('data-part', 'ordering-notice');
  });

  it('explains that stock on hand is reserved when the item cannot be bought although it is in stock', () => {
    renderAvailability({ AvailableOnline: false });
    expect(screen.getByText('This product is not available to buy online or instore.')).toBeInTheDocument();
    expect(screen.getByText('Stock on hand is reserved for system builds or card swaps.')).toBeInTheDocument();
  });

  it('shows no ordering notice for an item available online', () => {
    renderAvailability();
    expect(screen.queryByText('This product is not available to order')).not.toBeInTheDocument();
    expect(screen.queryByText('SOLD OUT')).not.toBeInTheDocument();
    expect(screen.queryByText('This product is not available to buy online or instore.')).not.toBeInTheDocument();
  });

  it('shows the dispatch-block notices while their dates are ahead', () => {
    renderAvailability({ BlockInvoicesUntil: '2026-12-01T00:00:00', BlockSalesOrdersUntil: '2026-11-25T00:00:00' });
    expect(screen.getByText('Goods cannot be dispatched or provided to customers until 01 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Cannot be ordered until 25 Nov 2026')).toBeInTheDocument();
  });

  it('drops a dispatch-block notice whose date has passed', () => {
    renderAvailability({ BlockInvoicesUntil: '2026-11-01T00:00:00' });
    expect(screen.queryByText(/Goods cannot be dispatched/)).not.toBeInTheDocument();
  });
});

describe('ProductAvailability: shipping by postcode (spec 2 §2, §9)', () => {
  const postcode = () => screen.getByRole('textbox', { name: 'Postcode' });

  it('keeps digits only, at most 4, and asks for options once the postcode is complete', async () => {
    const user = userEvent.setup();
    const onPostcodeChange = vi.fn(() => shippingOptions);
    renderAvailability({}, { onPostcodeChange });
    await user.type(postcode(), '6a01799');
    expect(postcode()).toHaveValue('6017');
    expect(onPostcodeChange).toHaveBeenCalledTimes(1);
    expect(onPostcodeChange).toHaveBeenCalledWith('6017');
  });

  it('lists the returned options, Uber-style first, the cheapest delivery marked, prices without .00', async () => {
    const user = userEvent.setup();
    const options: ProductShippingOption[] = [
      { ShippingMethodId: 1, DisplayName: 'Auspost eParcel', TotalCostIncTax: 12, DeliveryDurationMinimumHours: 48 },
      { ShippingMethodId: 2, DisplayName: 'StarTrack Road Express', TotalCostIncTax: 9.5, DeliveryDurationMinimumHours: 72 },
      { ShippingMethodId: 3, ShippingCompanyId: 15, DisplayName: 'Uber Same Day', TotalCostIncTax: 29, DeliveryDurationMinimumHours: 3 },
      { ShippingMethodId: 4, ShippingCompanyId: 1, DisplayName: 'Click and Collect', WarehouseName: 'Wangara', TotalCostIncTax: 0 },
      { ShippingMethodId: 5, DisplayName: 'Hidden', TotalCostIncTax: 1, ShowOnWebsite: false },
      { ShippingMethodId: 6, DisplayName: 'Standard Delivery', TotalCostIncTax: 15, DeliveryDurationMinimumHours: 24 },
    ];
    renderAvailability({}, { onPostcodeChange: () => Promise.resolve(options) });
    await user.type(postcode(), '6017');
    const list = await screen.findByRole('list', { name: 'Shipping 6017' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[data-part="shipping-option-name"]')?.textContent)).toEqual([
      'Uber Same Day',
      'Auspost eParcel',
      'StarTrack Road Express',
      'Pick up: Click and Collect (Wangara)',
      'Standard Delivery',
    ]);
    const cheapest = items[2];
    expect(cheapest).toHaveTextContent('$9.50');
    expect(cheapest).toHaveTextContent('Cheapest');
    expect(items.filter((item) => item.hasAttribute('data-cheapest'))).toHaveLength(1);
    expect(items[1]).toHaveTextContent('$12');
    expect(items[1]).toHaveAttribute('data-group', 'courier');
    expect(items[4]).toHaveAttribute('data-group', 'standard');
    expect(items[0]).toHaveAttribute('data-same-day');
    expect(items[3]).toHaveTextContent('Free');
  });

  it('says when the lookup is under way, when it failed, and asks again on Try again', async () => {
    const user = userEvent.setup();
    let fail = (_: Error) => {};
    const onPostcodeChange = vi.fn<(postcode: string) => Promise<ProductShippingOption[]>>(() => new Promise((_, reject) => (fail = reject)));
    renderAvailability({}, { onPostcodeChange });
    await user.type(postcode(), '3189');
    expect(screen.getByRole('status')).toHaveTextContent('Finding shipping options…');
    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('Shipping options could not be loaded.');
    onPostcodeChange.mockResolvedValueOnce([{ ShippingMethodId: 9, DisplayName: 'Melbourne Courier', TotalCostIncTax: 20 }]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onPostcodeChange).toHaveBeenLastCalledWith('3189');
    expect(await screen.findByText('Melbourne Courier')).toBeInTheDocument();
  });

  it('shows only the latest postcode options when an earlier lookup answers late', async () => {
    const user = userEvent.setup();
    const answers: ((options: ProductShippingOption[]) => void)[] = [];
    renderAvailability({}, { onPostcodeChange: () => new Promise((resolve) => answers.push(resolve)) });
    await user.type(postcode(), '6017');
    await user.clear(postcode());
    await user.type(postcode(), '3000');
    await act(async () => answers[1]?.([{ ShippingMethodId: 9, DisplayName: 'Melbourne Courier', TotalCostIncTax: 20 }]));
    await act(async () => answers[0]?.([{ ShippingMethodId: 8, DisplayName: 'Perth Courier', TotalCostIncTax: 10 }]));
    expect(screen.getByText('Melbourne Courier')).toBeInTheDocument();
    expect(screen.queryByText('Perth Courier')).not.toBeInTheDocument();
  });

  it('says the postcode must be 4 digits when the shopper leaves it incomplete', async () => {
    const user = userEvent.setup();
    renderAvailability({}, { onPostcodeChange: vi.fn() });
    await user.type(postcode(), '60');
    await user.tab();
    expect(postcode()).toHaveAccessibleDescription(expect.stringContaining('Postcode must be 4 digits'));
    expect(postcode()).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes the options away once the postcode is no longer complete (issue 17 defect 13)', async () => {
    const user = userEvent.setup();
    renderAvailability({}, { defaultPostcode: '6017', defaultShippingOptions: shippingOptions, onPostcodeChange: vi.fn(() => shippingOptions) });
    expect(screen.getByRole('list', { name: 'Shipping 6017' })).toBeInTheDocument();
    await user.type(postcode(), '{Backspace}');
    expect(postcode()).toHaveValue('601');
    expect(screen.queryByRole('list', { name: /^Shipping/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Uber Same Day')).not.toBeInTheDocument();
  });

  it('shows options the page already has for the starting postcode', () => {
    renderAvailability({}, { defaultPostcode: '6017', defaultShippingOptions: shippingOptions });
    expect(postcode()).toHaveValue('6017');
    expect(screen.getByText('Uber Same Day')).toBeInTheDocument();
  });
});
