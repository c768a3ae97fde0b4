import { shippingOptions } from '@rigkit/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { detailItem, fixtureNow } from '../ProductPrice/ProductPrice.fixtures.ts';
import { ProductAvailability } from './ProductAvailability.tsx';
import type { ProductAvailabilityProps } from './ProductAvailability.tsx';
import type { ProductShippingOption } from './shippingOption.ts';

const waOptions: ProductShippingOption[] = [
  { ShippingMethodId: 3, ShippingCompanyId: 15, DisplayName: 'Uber Same Day', TotalCostIncTax: 29, DeliveryDurationMinimumHours: 3 },
  { ShippingMethodId: 1, DisplayName: 'Auspost eParcel', TotalCostIncTax: 12.5, DeliveryDurationMinimumHours: 48 },
  { ShippingMethodId: 6, DisplayName: 'Standard Delivery', TotalCostIncTax: 9, DeliveryDurationMinimumHours: 72, AvailabilityComment: 'Usually 2 to 4 business days' },
  { ShippingMethodId: 4, ShippingCompanyId: 1, DisplayName: 'Click and Collect', WarehouseName: 'Osborne Park', TotalCostIncTax: 0 },
];
const vicOptions: ProductShippingOption[] = [
  { ShippingMethodId: 7, DisplayName: 'StarTrack Road Express', TotalCostIncTax: 14, DeliveryDurationMinimumHours: 48 },
  { ShippingMethodId: 8, DisplayName: 'Standard Delivery', TotalCostIncTax: 0, DeliveryDurationMinimumHours: 96 },
  { ShippingMethodId: 9, ShippingCompanyId: 1, DisplayName: 'Click and Collect', WarehouseName: 'Moorabbin', TotalCostIncTax: 0 },
];

type LookUp = NonNullable<ProductAvailabilityProps['onPostcodeChange']>;
const lookUpByState: LookUp = (postcode) => (postcode.startsWith('3') ? vicOptions : waOptions);
const neverAnswers: LookUp = () => new Promise(() => {});
const fails: LookUp = () => Promise.reject(new Error('fetchShipping failed'));

const meta = {
  title: 'Product/ProductAvailability',
  component: ProductAvailability,
  args: { item: detailItem, now: fixtureNow, onPostcodeChange: fn(lookUpByState) },
} satisfies Meta<typeof ProductAvailability>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WaShipping: Story = {
  args: { defaultPostcode: '6017', defaultShippingOptions: waOptions },
};

export const VicShippingByPostcode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '3189');
    await expect(args.onPostcodeChange).toHaveBeenCalledWith('3189');
    await expect(await canvas.findByRole('list', { name: 'Shipping 3189' })).toBeVisible();
  },
};

export const LookingUp: Story = {
  args: { onPostcodeChange: fn(neverAnswers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '6017');
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding shipping options…');
  },
};

export const LookupFailed: Story = {
  args: { onPostcodeChange: fn(fails) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '6017');
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const MockShippingOptions: Story = {
  args: { defaultPostcode: '6000', defaultShippingOptions: shippingOptions },
};

export const IncompletePostcode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '60');
    await userEvent.tab();
    await expect(canvas.getByText('Postcode must be 4 digits')).toBeVisible();
  },
};

export const StockAcrossWarehouses: Story = {
  args: {
    showsShipping: false,
    item: {
      ...detailItem,
      Availabilities: [
        { InventoryWarehouseId: 6, Location: 'Osborne Park', State: 'WA', InStock: true, AvailabilityComment: '2 left' },
        { InventoryWarehouseId: 1, Location: 'Wangara', State: 'WA', InStock: false, AvailableAfterTransfer: true },
        { InventoryWarehouseId: 4, Location: 'Moorabbin', State: 'VIC', InStock: false, ETA: '2026-12-16T00:00:00' },
        { InventoryWarehouseId: 9, Location: 'Vic Warehouse', State: 'VIC', InStock: false },
        { InventoryWarehouseId: 0, InStock: true },
      ],
    },
  },
};

export const SoldOut: Story = {
  args: {
    showsShipping: false,
    item: { ...detailItem, AvailableOnline: false, Availabilities: [{ InventoryWarehouseId: 6, Location: 'Osborne Park', State: 'WA', InStock: false }] },
  },
};

export const ReservedStockAndDispatchBlocks: Story = {
  args: {
    showsShipping: false,
    item: { ...detailItem, AvailableOnline: false, BlockInvoicesUntil: '2026-12-01T00:00:00', BlockSalesOrdersUntil: '2026-11-25T00:00:00' },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultPostcode: '6017', defaultShippingOptions: waOptions },
};
