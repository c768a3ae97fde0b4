/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/account-forms.css';
import { AccountDetailsForm } from './AccountDetailsForm.tsx';
import type { AccountDetailsSaveResult, AccountDetailsValue } from './useAccountDetailsForm.ts';

const details: AccountDetailsValue = {
  CustomerId: 104233, CustomerFirstName: 'Mia', CustomerLastName: 'Nguyen', ContactName: 'Mia Nguyen', Mobile: '0412345678', EmailAddress: 'mia.nguyen@example.com.au', Abn: null, IsCompany: false,
  NotifyInvoiceEmail: true, NotifyInvoiceSms: false, NotifySalesOrderEmail: true, NotifySalesOrderSms: true, NotifyWorkOrderEmail: true, NotifyWorkOrderSms: false,
};

const meta = {
  title: 'Account/AccountDetailsForm',
  component: AccountDetailsForm,
  args: { details, onSave: fn(async (saved: AccountDetailsValue): Promise<AccountDetailsSaveResult> => ({ success: true, data: saved })), onReload: fn() },
} satisfies Meta<typeof AccountDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Clean: Story = {};

export const Company: Story = {
  args: { details: { ...details, CustomerFirstName: null, CustomerLastName: 'Acme Builds Pty Ltd', Abn: '51824753556', IsCompany: true } },
};

export const Dirty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Invoices by SMS' }));
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Invoices by SMS' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Account details updated successfully')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { onSave: fn(async (_saved: AccountDetailsValue): Promise<AccountDetailsSaveResult> => ({ success: false })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Invoices by SMS' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to update account details');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
