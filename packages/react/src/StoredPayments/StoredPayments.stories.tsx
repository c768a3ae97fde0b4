/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/account-forms.css';
import { makeCardProvider } from '../Checkout/fixtures.ts';
import { StoredPayments } from './StoredPayments.tsx';

const meta = {
  title: 'Account/StoredPayments',
  component: StoredPayments,
  args: {
    isLoggedIn: true,
    usesTotp: true,
    cards: [{ CustomerPaymentAuthorityId: 5500, DisplayString: 'Visa ending in 1881' }],
    cardProvider: makeCardProvider(),
    onStoreCard: fn(async () => ({ CustomerPaymentAuthorityId: 5501, DisplayString: 'Visa ending in 1111' })),
  },
} satisfies Meta<typeof StoredPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoCards: Story = { args: { cards: [] } };

export const Stored: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Store Card' }));
    await expect(await canvas.findByText('Visa ending in 1111 is stored.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { onStoreCard: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Store Card' }));
    await expect(await canvas.findByRole('button', { name: 'There was an issue storing your card details, click to try again' })).toBeVisible();
  },
};

export const TwoFactorRequired: Story = { args: { usesTotp: false } };

export const LoggedOut: Story = { args: { isLoggedIn: false } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
