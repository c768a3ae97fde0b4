import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountDetailsForm } from './AccountDetailsForm.tsx';
import type { AccountDetailsValue } from './useAccountDetailsForm.ts';

const details: AccountDetailsValue = {
  CustomerId: 104233, CustomerFirstName: 'Mia', CustomerLastName: 'Nguyen', ContactName: 'Mia Nguyen', Mobile: '0412345678', EmailAddress: 'mia@example.com.au', Abn: null, IsCompany: false,
  NotifyInvoiceEmail: true, NotifyInvoiceSms: false, NotifySalesOrderEmail: true, NotifySalesOrderSms: true, NotifyWorkOrderEmail: true, NotifyWorkOrderSms: false,
};

describe('AccountDetailsForm (spec 3 §2.9, §4.8, §8)', { timeout: 20_000 }, () => {
  it('enables Save and Cancel only once edited, and Cancel restores the loaded values', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AccountDetailsForm details={details} onSave={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Contact name' }));
    await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'M Nguyen');
    await user.click(screen.getByRole('switch', { name: 'Invoices by SMS' }));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Contact name' })).toHaveValue('Mia Nguyen');
    expect(screen.getByRole('switch', { name: 'Invoices by SMS' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('saves the edited fields and toggles and says "Account details updated successfully"', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async (saved: AccountDetailsValue) => ({ success: true, data: saved }));
    render(<AccountDetailsForm details={details} onSave={onSave} />);
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    await user.click(screen.getByRole('switch', { name: 'Work order updates by SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ NotifyWorkOrderSms: true, CustomerFirstName: 'Mia' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Account details updated successfully');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('keeps "Account details updated successfully" when the host reloads the saved details, and takes new ones', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async (saved: AccountDetailsValue) => ({ success: true, data: saved }));
    const { rerender } = render(<AccountDetailsForm details={details} onSave={onSave} />);
    await user.clear(screen.getByRole('textbox', { name: 'First name' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Mya');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Account details updated successfully');
    rerender(<AccountDetailsForm details={{ ...details, CustomerFirstName: 'Mya' }} onSave={onSave} />);
    expect(screen.getByRole('status')).toHaveTextContent('Account details updated successfully');
    rerender(<AccountDetailsForm details={{ ...details, CustomerFirstName: 'Maya' }} onSave={onSave} />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Maya');
    expect(screen.queryByText('Account details updated successfully')).toBeNull();
  });

  it('says "Failed to update account details" with the server\'s reason and asks for a reload', async () => {
    const user = userEvent.setup({ delay: null });
    const onReload = vi.fn();
    render(<AccountDetailsForm details={details} onReload={onReload} onSave={async () => ({ success: false, errors: [{ ErrorText: 'That email address cannot be used for this account' }] })} />);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update account details');
    expect(alert).toHaveTextContent('That email address cannot be used for this account');
    expect(onReload).toHaveBeenCalled();
  });

  it('checks the mobile with the spec message before saving', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(<AccountDetailsForm details={details} onSave={onSave} />);
    await user.clear(screen.getByRole('textbox', { name: 'Mobile' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAccessibleDescription('Please enter a valid mobile number');
    expect(onSave).not.toHaveBeenCalled();
  });
});
