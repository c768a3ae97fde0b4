/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/account-forms.css';
import '../../../../storefront/app/theme/widgets/address-collector.css';
import { fakeAddressCalls } from '../AddressCollector/fixtures.ts';
import { CreateAccountForm } from './CreateAccountForm.tsx';

const meta = {
  title: 'Account/CreateAccountForm',
  component: CreateAccountForm,
  args: { onSubmit: fn(async () => ({ success: true })), onCreated: fn() },
} satisfies Meta<typeof CreateAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  CustomerFirstName: 'Liam', CustomerLastName: 'Walker', Mobile: '0412 345 678', EmailAddress: 'liam@example.com.au', CustomerPassword: 'staple-kangaroo-42', ConfirmPassword: 'staple-kangaroo-42',
  billing: { StreetAddressLine1: 'Unit 4', StreetAddressLine2: '18 Wanneroo Rd', Suburb: 'Wangara', State: 'WA', Postcode: '6065' },
};

export const Individual: Story = {};

export const Company: Story = {
  args: { defaultValue: { IsCompany: true, CustomerLastName: 'Walker Builds Pty Ltd', Abn: '51 824 753 556' } },
};

export const WithShippingAddress: Story = {
  args: { defaultValue: { ...filled, showShipping: true } },
};

/** With the store's address search: the billing address picked from the suggestions (a WA address). */
export const WithAddressSearch: Story = {
  args: { addressLookup: fakeAddressCalls },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = within(canvas.getByRole('group', { name: 'Billing address' }));
    await userEvent.type(billing.getByRole('combobox', { name: 'Find your address' }), '12 Hay');
    await userEvent.click(await billing.findByRole('option', { name: '12 Hay St, Perth WA 6000' }));
    await expect(await billing.findByRole('textbox', { name: 'Postcode' })).toHaveValue('6000');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Please enter your first name');
  },
};

export const Creating: Story = {
  args: { defaultValue: filled, onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { defaultValue: filled, onSubmit: fn(async () => ({ success: false, errors: [{ ErrorText: 'That password is too common. Please choose another one' }] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create account');
  },
};

export const CheckEmail: Story = {
  args: { defaultValue: filled, onSubmit: fn(async () => ({ success: true, isLoggedIn: false })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Please check your email: we have sent you a message about your account.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
