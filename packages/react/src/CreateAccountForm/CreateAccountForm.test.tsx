import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAddressCalls } from '../AddressCollector/fixtures.ts';
import { CreateAccountForm } from './CreateAccountForm.tsx';

type User = ReturnType<typeof userEvent.setup>;

async function fillIndividual(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Liam');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Walker');
  await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '0412 345 678');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'liam@example.com.au');
  await user.type(screen.getByLabelText('Password'), 'staple-kangaroo-42');
  await user.type(screen.getByLabelText('Confirm password'), 'staple-kangaroo-42');
  await fillAddress(user, 0);
}

/** The index-th of the boxes named `name` (0 billing, 1 shipping). */
const nth = (role: 'textbox' | 'combobox', name: string, index: number) => {
  const element = screen.getAllByRole(role, { name })[index];
  if (!element) throw new Error(`no ${role} "${name}" number ${index}`);
  return element;
};

async function fillAddress(user: User, index: number) {
  await user.type(nth('textbox', 'Street address', index), 'Unit 4');
  await user.type(nth('textbox', 'Street address line 2 (optional)', index), '18 Wanneroo Rd');
  await user.type(nth('textbox', 'Suburb', index), 'Wangara');
  await user.selectOptions(nth('combobox', 'State', index), 'WA');
  await user.type(nth('textbox', 'Postcode', index), '6065');
}

describe('CreateAccountForm (spec 3 §2.2, §4.1, §5.1, §8)', { timeout: 30_000 }, () => {
  it('sends an individual with the street lines joined by a newline, shows "Creating Account..." and then calls onCreated', async () => {
    const user = userEvent.setup({ delay: null });
    let finish: (value: { success: boolean }) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<{ success: boolean }>((resolve) => (finish = resolve)));
    const onCreated = vi.fn();
    render(<CreateAccountForm onSubmit={onSubmit} onCreated={onCreated} />);
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({
      CustomerFirstName: 'Liam', CustomerLastName: 'Walker', IsCompany: false, Abn: null, EmailAddress: 'liam@example.com.au',
      BillingStreetAddress: 'Unit 4\n18 Wanneroo Rd', BillingSuburb: 'Wangara', BillingState: 'WA', BillingPostcode: '6065',
      billingSame: true, showShipping: false, ShippingStreetAddress: null,
    }));
    finish({ success: true });
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
  });

  it('asks a company for its name and a valid ABN, and sends a separate shipping address', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => ({ success: true }));
    render(<CreateAccountForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Walker Builds Pty Ltd');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'accounts@walker.example.com');
    await user.type(screen.getByLabelText('Password'), 'staple-kangaroo-42');
    await user.type(screen.getByLabelText('Confirm password'), 'staple-kangaroo-42');
    await fillAddress(user, 0);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('textbox', { name: 'ABN' })).toHaveAccessibleDescription('ABN is required for company accounts');
    await user.type(screen.getByRole('textbox', { name: 'ABN' }), '51 824 753 557');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('textbox', { name: 'ABN' })).toHaveAccessibleDescription('Please enter a valid ABN');
    await user.clear(screen.getByRole('textbox', { name: 'ABN' }));
    await user.type(screen.getByRole('textbox', { name: 'ABN' }), '51 824 753 556');
    await user.click(screen.getByRole('checkbox', { name: 'Ship to a different address' }));
    await fillAddress(user, 1);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ IsCompany: true, CustomerFirstName: null, Abn: '51 824 753 556', showShipping: true, billingSame: false, ShippingSuburb: 'Wangara' }));
  });

  it.each([
    ['Email', 'liam@', 'Please enter a valid email address'],
    ['Mobile', '12345', 'Please enter a valid mobile number'],
  ])('shows the spec message under %s for %j and focuses it', async (name, typed, message) => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<CreateAccountForm onSubmit={onSubmit} />);
    await fillIndividual(user);
    const box = screen.getByRole('textbox', { name });
    await user.clear(box);
    await user.type(box, typed);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(box).toHaveAccessibleDescription(message);
    expect(box).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "Passwords do not match"', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CreateAccountForm onSubmit={vi.fn()} />);
    await fillIndividual(user);
    await user.type(screen.getByLabelText('Confirm password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
  });

  it('shows "Failed to create account" with the server\'s first ErrorText', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CreateAccountForm onSubmit={async () => ({ success: false, errors: [{ ErrorText: 'That password is too common. Please choose another one' }, { ErrorText: 'second' }] })} />);
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create account');
    expect(alert).toHaveTextContent('That password is too common. Please choose another one');
    expect(alert).not.toHaveTextContent('second');
  });

  it('asks the shopper to check their e-mail when the server created no login', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreated = vi.fn();
    render(<CreateAccountForm onSubmit={async () => ({ success: true, isLoggedIn: false })} onCreated={onCreated} />);
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Please check your email: we have sent you a message about your account.');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('links Back to Login', () => {
    render(<CreateAccountForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/Login');
  });

  describe('with the address search (AddressCollector)', () => {
    it('fills the billing address from a suggestion picked by keyboard and sends it', async () => {
      const user = userEvent.setup({ delay: null });
      const onSubmit = vi.fn(() => ({ success: true }));
      render(<CreateAccountForm onSubmit={onSubmit} addressLookup={fakeAddressCalls} />);
      await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Liam');
      await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Walker');
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'liam@example.com.au');
      await user.type(screen.getByLabelText('Password'), 'staple-kangaroo-42');
      await user.type(screen.getByLabelText('Confirm password'), 'staple-kangaroo-42');
      const billing = screen.getByRole('group', { name: 'Billing address' });
      await user.type(within(billing).getByRole('combobox', { name: 'Find your address' }), '12 Hay');
      await within(billing).findByRole('option', { name: '12 Hay St, Subiaco WA 6008' }, { timeout: 2000 });
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
      await vi.waitFor(() => expect(within(billing).getByRole('textbox', { name: 'Suburb' })).toHaveValue('Subiaco'));
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ BillingStreetAddress: '12 Hay St', BillingSuburb: 'Subiaco', BillingState: 'WA', BillingPostcode: '6008' }));
    });

    it('shows the address fields and their messages when the address was left empty', async () => {
      const user = userEvent.setup({ delay: null });
      const onSubmit = vi.fn(() => ({ success: true }));
      render(<CreateAccountForm onSubmit={onSubmit} addressLookup={fakeAddressCalls} />);
      const billing = screen.getByRole('group', { name: 'Billing address' });
      expect(within(billing).queryByRole('textbox', { name: 'Suburb' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(within(billing).getByRole('textbox', { name: 'Suburb' })).toHaveAttribute('aria-invalid', 'true');
      expect(within(billing).getByRole('textbox', { name: 'Street address' })).toHaveAccessibleDescription(/.+/);
    });
  });
});
