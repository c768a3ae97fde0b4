import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeAddressCalls } from '../AddressCollector/fixtures.ts';
import { DeferredCheckout } from './DeferredCheckout.tsx';
import { cart, contactState, emptyState, makeCardProvider, makeServices, paymentMethods } from './fixtures.ts';

/** The checkout whose address collector arrives after the page's first download (the storefront's /Checkout). */
const meta = {
  title: 'Checkout/DeferredCheckout',
  component: DeferredCheckout.Root,
  args: {
    checkout: emptyState,
    cart,
    paymentMethods,
    services: makeServices({ addressLookup: fakeAddressCalls }),
    cardProvider: makeCardProvider(),
    onNavigate: fn(),
    retryGuid: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  },
} satisfies Meta<typeof DeferredCheckout.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest at the contact step, as Checkout's playground. */
export const Playground: Story = {};

/** At the delivery step the address collector has loaded by the time the shopper types: "12 Hay" and its suggestion. */
export const AddressCollectorArrives: Story = {
  args: { checkout: contactState },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Find your address' }), '12 Hay');
    await expect(await canvas.findByRole('option', { name: '12 Hay St, Perth WA 6000' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...AddressCollectorArrives,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
