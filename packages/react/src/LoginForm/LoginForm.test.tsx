import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm.tsx';
import type { LoginResult } from './loginOutcome.ts';
import { RigkitProvider } from '../RigkitProvider/RigkitProvider.tsx';

const ok: LoginResult = { success: true, errors: [] };
const failed = (...texts: string[]): LoginResult => ({ success: false, errors: texts.map((ErrorText) => ({ ErrorText })) });
const at = () => new Date('2026-03-02T02:42:07Z');

const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const passwordBox = () => screen.getByLabelText('Password');

async function logIn(user: ReturnType<typeof userEvent.setup>, email = 'alex@example.com.au', password = 'hunter2') {
  await user.type(emailBox(), email);
  await user.type(passwordBox(), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginForm (spec 1 §2 "Login screen")', () => {
  it('shows the e-mail and password fields, Log In, Forgotten Password, and Sign Up under "Don\'t have an account?"', () => {
    render(<LoginForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Existing Account' })).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(passwordBox()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgotten Password' })).toHaveAttribute('href', '/ForgotPassword');
    expect(screen.getByText("Don't have an account?")).toContainElement(screen.getByRole('link', { name: 'Sign Up' }));
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/CreateAccount');
  });

  it('shows only "Existing Account" and a Log In button to /Account in the redirect variant', () => {
    render(<LoginForm variant="redirect" onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Existing Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/Account');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('renders its links through renderLink so a router can take over', () => {
    render(
      <RigkitProvider
        renderLink={({ href, children }) => (
          <a href={`/shop${href}`} data-router="">
            {children}
          </a>
        )}
      >
        <LoginForm
          onSubmit={vi.fn()}
        />
      </RigkitProvider>,
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/shop/CreateAccount');
    expect(screen.getByRole('link', { name: 'Forgotten Password' })).toHaveAttribute('data-router');
  });

  it('clears both fields with the reset link', async () => {
    const user = userEvent.setup();
    render(<LoginForm onSubmit={vi.fn()} />);
    await user.type(emailBox(), 'alex@example.com.au');
    await user.type(passwordBox(), 'hunter2');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(emailBox()).toHaveValue('');
    expect(passwordBox()).toHaveValue('');
  });

  it('asks for a valid e-mail address before calling the server', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await logIn(user, 'alex.example.com.au');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(emailBox()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveFocus();
  });

  it('asks for the password before calling the server', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await user.type(emailBox(), 'alex@example.com.au{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(passwordBox()).toHaveAccessibleDescription('Please enter a password');
  });
});

describe('LoginForm flow (spec 1 §4 "Login and logout", §8)', () => {
  it('sends the e-mail as username with the password, then clears the form and confirms on success', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(ok);
    const onSuccess = vi.fn();
    render(<LoginForm onSubmit={onSubmit} onSuccess={onSuccess} />);
    await logIn(user, ' alex@example.com.au ', 'hunter2');
    expect(onSubmit).toHaveBeenCalledWith({ username: 'alex@example.com.au', password: 'hunter2' });
    expect(onSuccess).toHaveBeenCalledWith(ok, { username: 'alex@example.com.au' });
    expect(emailBox()).toHaveValue('');
    expect(passwordBox()).toHaveValue('');
  });

  it.each([
    ['"Could not authenticate"', failed('Could not authenticate')],
    ['any other failure', failed('Something else')],
  ])('shows "Username or password incorrect" and clears only the password after %s', async (_name, answer) => {
    const user = userEvent.setup();
    render(<LoginForm onSubmit={vi.fn().mockResolvedValue(answer)} />);
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password incorrect');
    expect(emailBox()).toHaveValue('alex@example.com.au');
    expect(passwordBox()).toHaveValue('');
    expect(passwordBox()).toHaveFocus();
  });

  it('treats a thrown call (network failure) as a failed login', async () => {
    const user = userEvent.setup();
    render(<LoginForm onSubmit={vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))} />);
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password incorrect');
    expect(passwordBox()).toHaveValue('');
  });

  it('says nothing and keeps both fields when the shopper cancels a captcha challenge during the call', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new DOMException('The captcha challenge was cancelled', 'AbortError'));
    render(<LoginForm onSubmit={onSubmit} />);
    await logIn(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Username or password incorrect')).not.toBeInTheDocument();
    expect(emailBox()).toHaveValue('alex@example.com.au');
    expect(passwordBox()).toHaveValue('hunter2');
  });

  it('switches to the two-factor challenge on TotpRequired and sends the code with the credentials', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValueOnce(failed('Could not authenticate', 'TotpRequired')).mockResolvedValueOnce(ok);
    const onSuccess = vi.fn();
    render(<LoginForm onSubmit={onSubmit} onSuccess={onSuccess} />);
    await logIn(user);
    const codeBox = await screen.findByRole('textbox', { name: 'Two-factor code' });
    expect(codeBox).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(codeBox, '123456{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ username: 'alex@example.com.au', password: 'hunter2', totp: '123456' });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  });

  it('shows "Incorrect 2FA Value" with the time of the attempt when the code is wrong', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValueOnce(failed('TotpRequired')).mockResolvedValueOnce(failed('InvalidTotp'));
    render(<LoginForm onSubmit={onSubmit} now={at} timeZone="Australia/Perth" />);
    await logIn(user);
    await user.type(await screen.findByRole('textbox', { name: 'Two-factor code' }), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect 2FA Value (10:42:07)');
    expect(screen.getByRole('textbox', { name: 'Two-factor code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to the credentials with the password cleared when the server refuses them at the code step', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValueOnce(failed('TotpRequired')).mockResolvedValueOnce(failed('Could not authenticate'));
    render(<LoginForm onSubmit={onSubmit} />);
    await logIn(user);
    await user.type(await screen.findByRole('textbox', { name: 'Two-factor code' }), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password incorrect');
    expect(passwordBox()).toHaveValue('');
  });

  it('passes "Send SMS" through to the challenge', async () => {
    const user = userEvent.setup();
    const onSendSms = vi.fn();
    render(<LoginForm onSubmit={vi.fn().mockResolvedValue(failed('TotpRequired'))} onSendSms={onSendSms} />);
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Send SMS' }));
    expect(onSendSms).toHaveBeenCalledTimes(1);
    // The shopper is not logged in yet: the SMS is asked for with the credentials of this login (webAuth sendTotpSms).
    expect(onSendSms).toHaveBeenCalledWith({ username: 'alex@example.com.au', password: 'hunter2' });
    expect(await screen.findByRole('button', { name: 'SMS Sent' })).toBeDisabled();
  });

  it('leaves the challenge and clears the fields with the reset link', async () => {
    const user = userEvent.setup();
    render(<LoginForm onSubmit={vi.fn().mockResolvedValue(failed('TotpRequired'))} />);
    await logIn(user);
    await screen.findByRole('textbox', { name: 'Two-factor code' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(emailBox()).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Two-factor code' })).not.toBeInTheDocument();
  });

  it('sends one attempt however often Log In is pressed while waiting', async () => {
    const user = userEvent.setup();
    let answer: (result: LoginResult) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<LoginResult>((resolve) => (answer = resolve)));
    const { container } = render(<LoginForm onSubmit={onSubmit} />);
    await logIn(user);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'submitting');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    answer(ok);
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  });

  it('works controlled: the parent owns the fields and hears the cleared password', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <LoginForm
        value={{ username: 'alex@example.com.au', password: 'hunter2' }}
        onChange={onChange}
        onSubmit={vi.fn().mockResolvedValue(failed('Could not authenticate'))}
      />,
    );
    await user.type(emailBox(), 'x');
    expect(onChange).toHaveBeenLastCalledWith({ username: 'alex@example.com.aux', password: 'hunter2' });
    expect(emailBox()).toHaveValue('alex@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('alert');
    expect(onChange).toHaveBeenLastCalledWith({ username: 'alex@example.com.au', password: '' });
  });
});
