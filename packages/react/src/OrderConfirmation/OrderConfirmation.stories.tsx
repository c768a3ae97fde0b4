import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sanitiseHtml } from '../SafeHtml/sanitiseHtml.ts';
import { OrderConfirmation } from './OrderConfirmation.tsx';

const meta = {
  title: 'Checkout/OrderConfirmation',
  component: OrderConfirmation,
  args: {
    order: {
      DocumentGuid: 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a',
      DocumentNumber: 'SO-400001',
      DocumentType: 'Sales Order',
      DocumentStatus: 'Awaiting Processing',
      ShippingMethod: 'Standard Delivery',
      WarehouseName: 'Perth warehouse',
      TotalCostPriceIncTax: 1333.95,
      BalanceOwing: 0,
    },
    isLoggedIn: false,
    onLeadSource: fn(async () => undefined),
  },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PickupForACustomer: Story = {
  args: { isLoggedIn: true, order: { ...meta.args.order, ShippingMethod: 'Pickup from Osborne Park', StoreName: 'Osborne Park', DocumentSecondaryStatus: 'Waiting Internal' } },
};

/** After a Zip payment that was not completed: the host's notice, and the store's contact details. */
export const WithNoticeAndStoreContact: Story = {
  args: {
    order: { ...meta.args.order, BalanceOwing: 1333.95 },
    notice: <p role="alert">Your Zip payment was not completed, so order SO-400001 is still waiting for payment.</p>,
    storeContactHtml: sanitiseHtml('<p>Call us on <a href="tel:0892427200">(08) 9242 7200</a> or visit one of our stores in Western Australia and Victoria.</p>'),
  },
};

export const LeadSourceSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'How did you hear about us?' }), 'Google');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Thanks for your feedback')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
