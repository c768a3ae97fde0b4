import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

type User = ReturnType<typeof userEvent.setup>;
async function fill(user: User, oldPassword: string, newPassword: string, confirm: string) {
  if (oldPassword) await user.type(screen.getByLabelText('Old password'), oldPassword);
  if (newPassword) await user.type(screen.getByLabelText('New password'), newPassword);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordForm (spec 3 §5.5, §8)', { timeout: 20_000 }, () => {
  it('sends the old and new password and says "Password changed successfully", clearing the fields', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => ({ success: true }));
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill(user, 'Retail-Demo-2026!', 'emu-wombat-quokka-7', 'emu-wombat-quokka-7');
    expect(onSubmit).toHaveBeenCalledWith({ OldPassword: 'Retail-Demo-2026!', NewPassword: 'emu-wombat-quokka-7' });
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(screen.getByLabelText('Old password')).toHaveValue('');
  });

  it.each([
    ['', 'emu-wombat-quokka-7', 'emu-wombat-quokka-7', 'Please fill in all fields'],
    ['old-password', 'emu-wombat-quokka-7', 'emu-wombat-quokka-8', 'New password and confirmation do not match'],
    ['old-password', 'short', 'short', 'Your password must be at least 12 characters, or a passphrase of 4 or more words'],
  ])('alerts for %j / %j / %j: "%s"', async (oldPassword, newPassword, confirm, message) => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill(user, oldPassword, newPassword, confirm);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server\'s wrong-old-password text, and "Failed to update password" when the call fails', async () => {
    const user = userEvent.setup({ delay: null });
    const wrong = 'There was an issue changing your password. Please check your old password and try again.';
    const onSubmit = vi.fn().mockResolvedValueOnce({ success: false, errors: [{ ErrorText: wrong }] }).mockRejectedValueOnce(new Error('offline'));
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill(user, 'nope-nope', 'emu-wombat-quokka-7', 'emu-wombat-quokka-7');
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update password'));
  });

  it('shows the passwords as text with the toggle', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ChangePasswordForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    expect(screen.getByLabelText('Old password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'text');
  });
});
