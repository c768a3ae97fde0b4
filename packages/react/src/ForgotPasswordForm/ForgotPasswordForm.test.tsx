import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });

describe('ForgotPasswordForm (spec 3 §2.3, §5.2, §8)', () => {
  it('sends the e-mail and shows the neutral confirmation in place of the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    render(<ForgotPasswordForm onSubmit={onSubmit} />);
    await user.type(emailBox(), ' jamie@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onSubmit).toHaveBeenCalledWith('jamie@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('If that email links to a valid account, you will receive an email soon');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it.each(['', 'jamie.example.com'])('alerts "Invalid email input" for %j and sends nothing', async (typed) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ForgotPasswordForm onSubmit={onSubmit} />);
    if (typed) await user.type(emailBox(), typed);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email input');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the spec failure when the request cannot be sent, and keeps the e-mail', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordForm onSubmit={() => Promise.reject(new Error('offline'))} />);
    await user.type(emailBox(), 'jamie@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an issue resetting your password. Please refresh and try again.');
    expect(emailBox()).toHaveValue('jamie@example.com');
  });

  it('links back to the login page', () => {
    render(<ForgotPasswordForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/Login');
  });
});
