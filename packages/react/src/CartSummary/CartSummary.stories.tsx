import { shippingOptions } from '@rigkit/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { businessLine, mockCartLines } from '../CartTable/CartTable.fixtures.ts';
import { CartSummary } from './CartSummary.tsx';
import type { CartShippingOption } from './toShippingOption.ts';

const paidOptions: CartShippingOption[] = [
  { ShippingMethodId: 4, ShippingCompanyId: 1, DisplayName: 'Click and Collect', TotalCostIncTax: 0 },
  { ShippingMethodId: 2, ShippingCompanyId: 3, DisplayName: 'StarTrack Road Express', TotalCostIncTax: 24.5 },
  { ShippingMethodId: 1, ShippingCompanyId: 2, DisplayName: 'Auspost eParcel', TotalCostIncTax: 14.95, DeliveryDurationMinimumHours: 48 },
];
const [cpuLine] = mockCartLines;

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  args: {
    lines: mockCartLines,
    shippingOptions,
    defaultPostcode: '6065',
    onCheckout: fn(),
    onPostcodeChange: fn(),
    onPostcodeComplete: fn(),
  },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PaidShipping: Story = {
  args: { lines: cpuLine ? [cpuLine] : [], shippingOptions: paidOptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Auspost eParcel').closest('dd')).toHaveTextContent('$14.95 Auspost eParcel');
    await expect(canvas.getByText('Or 4 interest-free payments of $190.99')).toBeVisible();
  },
};

export const NeedsPostcode: Story = {
  args: { shippingOptions: [], defaultPostcode: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter your postcode')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '3189');
    await expect(args.onPostcodeComplete).toHaveBeenCalledWith('3189');
  },
};

export const Business: Story = {
  args: { lines: [businessLine], containsB2B: true, shippingOptions: paidOptions },
};

export const EmptyCart: Story = {
  args: { lines: [], shippingOptions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
