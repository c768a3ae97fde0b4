import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeAddressCalls } from '../AddressCollector/fixtures.ts';
import { Checkout } from './Checkout.tsx';
import { paymentMessages } from '@rigkit/domain/payments';
import { cart, contactState, emptyState, existingOrder, existingOrderState, makeCardProvider, makeServices, paymentMethods, perthOptions, perthOptionsWithUber, uberQuote } from './fixtures.ts';

const atPayment = { ...contactState, ShippingStreetAddressLine1: '12 Hay St', ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: '6000', ShippingMethodId: 5, InventoryWarehouseId: 5, SelectedShippingMethod: perthOptions[0] ?? null };

const meta = {
  title: 'Checkout/Checkout',
  component: Checkout.Root,
  args: {
    checkout: emptyState,
    cart,
    paymentMethods,
    services: makeServices(),
    cardProvider: makeCardProvider(),
    onNavigate: fn(),
    retryGuid: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  },
} satisfies Meta<typeof Checkout.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest at the contact step. */
export const Playground: Story = {};

export const ContactErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'mia@');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
  },
};

export const DeliveryOptions: Story = {
  args: { checkout: { ...contactState, ShippingStreetAddressLine1: '12 Hay St', ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: '6000' }, shippingOptions: perthOptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more shipping options' }));
    await expect(canvas.getByRole('radio', { name: /StarTrack Road Express/ })).toBeVisible();
  },
};

/** The address collector at the delivery step: "12 Hay" and its suggestions. */
export const DeliveryAddressSearch: Story = {
  args: { checkout: contactState, services: makeServices({ addressLookup: fakeAddressCalls }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find your address' }), '12 Hay');
    await expect(await canvas.findByRole('option', { name: '12 Hay St, Perth WA 6000' })).toBeVisible();
  },
};

/** The Uber-style option first, chosen: its delivery-time picker with all five days shown. */
export const UberDeliveryTimes: Story = {
  args: {
    checkout: { ...contactState, ShippingStreetAddressLine1: '12 Hay St', ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: '6000' },
    shippingOptions: perthOptionsWithUber,
    services: makeServices({ fetchUberAvailability: async () => uberQuote }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Uber Delivery/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Show More' }));
    await expect(canvas.getByRole('group', { name: 'Friday 27 November' })).toBeVisible();
  },
};

export const UberDeliveryTimesMobile: Story = {
  ...UberDeliveryTimes,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ClickAndCollect: Story = {
  args: { checkout: { ...contactState, ShippingPostcode: '6000' }, shippingOptions: perthOptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Click and Collect' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your postcode, to find stores near you' }), '6000');
    await userEvent.click(canvas.getByRole('button', { name: 'Show stores' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Select Wangara' }));
    await expect(canvas.getByText(/Available after transfer/)).toBeVisible();
  },
};

export const Payment: Story = {
  args: { checkout: atPayment },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit Card' }));
    await expect(canvas.getByText('Card fields of the card provider')).toBeVisible();
  },
};

export const TwoFactor: Story = {
  args: { checkout: atPayment, usesTotp: true },
};

export const Refused: Story = {
  args: {
    checkout: atPayment,
    services: makeServices({
      submitOrder: async () => ({ Success: false, RedirectUrl: null, SalesOrderDocument: null, Errors: [{ ErrorText: 'Your card was declined. Please try another card or payment method.' }], RetryGuid: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5' }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit Card' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByText('Your card was declined. Please try another card or payment method.')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { checkout: atPayment },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** An existing order or payment link (spec 3 §2.7): the order, the deposit already paid, and the balance to pay. */
export const ExistingOrder: Story = {
  args: { checkout: existingOrderState, existingOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order SO-331044' })).toBeVisible();
    await expect(canvas.getByText('Credit Card (already paid) $313.95')).toBeVisible();
  },
};

/** "Please complete the missing information:" with Update Order disabled until the mobile is valid. */
export const ExistingOrderMissingInformation: Story = {
  args: { checkout: { ...existingOrderState, MobileNumber: null }, existingOrder: { ...existingOrder, missingFields: ['MobileNumber'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Update Order' })).toBeDisabled();
  },
};

/** A paid, cancelled or unknown link (spec 3 §8). */
export const PaymentLinkUnavailable: Story = {
  args: { checkout: existingOrderState, existingOrder: { document: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This payment link is no longer available, please contact us for a new link.')).toBeVisible();
  },
};

/** Back from PayPal without approving: still at payment, with the reason. */
export const PayPalCancelled: Story = {
  args: { checkout: atPayment, services: makeServices({ startPayPal: async () => undefined }), payPalReturn: { outcome: 'cancelled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(paymentMessages.payPalCancelled)).toBeVisible();
  },
};
