import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const fill = async (user: ReturnType<typeof userEvent.setup>, first: string, second: string) => {
  if (first) await user.type(screen.getByLabelText('New password'), first);
  if (second) await user.type(screen.getByLabelText('Confirm new password'), second);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
};

describe('ResetPasswordForm (spec 3 §2.3, §5.2)', () => {
  it('sends the reset id and new password, then shows the success message and a login link', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({ success: true }));
    render(<ResetPasswordForm resetId="abc123" onSubmit={onSubmit} />);
    await fill(user, 'emu-wombat-quokka-7', 'emu-wombat-quokka-7');
    expect(onSubmit).toHaveBeenCalledWith({ ResetId: 'abc123', NewPassword: 'emu-wombat-quokka-7' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset. You can now log in with your new password.');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/Login');
  });

  it.each([
    ['', ''],
    ['emu-wombat-quokka-7', 'emu-wombat-quokka-8'],
  ])('alerts "Invalid password input" for %j / %j', async (first, second) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ResetPasswordForm resetId="abc123" onSubmit={onSubmit} />);
    await fill(user, first, second);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid password input');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for 12 characters or a passphrase before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ResetPasswordForm resetId="abc123" onSubmit={onSubmit} />);
    await fill(user, 'short', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent('Your password must be at least 12 characters, or a passphrase of 4 or more words');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server\'s reason for an expired link and offers another', async () => {
    const user = userEvent.setup();
    const text = 'Your password reset link has expired or has already been used. Please request another from the forgotten password page.';
    render(<ResetPasswordForm resetId="abc123" onSubmit={async () => ({ success: false, errors: [{ ErrorText: text }] })} />);
    await fill(user, 'emu-wombat-quokka-7', 'emu-wombat-quokka-7');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Request another reset link' })).toHaveAttribute('href', '/ForgotPassword');
  });
});
