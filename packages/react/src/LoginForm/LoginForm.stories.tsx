/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
// The theme's widget sheet, until theme.css imports it (the storefront owns the only CSS).
import '../../../../storefront/app/theme/widgets/login-form.css';
import { LoginForm } from './LoginForm.tsx';
import type { LoginResult } from './loginOutcome.ts';

const failed = (...texts: string[]): LoginResult => ({ success: false, errors: texts.map((ErrorText) => ({ ErrorText })) });
// A fixed clock and zone, so the "Incorrect 2FA Value" stamp is the same in every run.
const fixedClock = () => new Date('2026-03-02T02:42:07Z');

const meta = {
  title: 'Session/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(async (): Promise<LoginResult> => ({ success: true, errors: [] })), onSuccess: fn(), onSendSms: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Redirect: Story = {
  args: { variant: 'redirect' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/Account');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'alex.example.com.au');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CredentialsIncorrect: Story = {
  args: { onSubmit: fn(async () => failed('Could not authenticate')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'alex@example.com.au');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Username or password incorrect');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};

// The server never answers here, so the form stays in its waiting state for the screenshot.
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<LoginResult>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'alex@example.com.au');
    await userEvent.type(canvas.getByLabelText('Password'), 'hunter2');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const TwoFactorStep: Story = {
  args: { onSubmit: fn(async () => failed('Could not authenticate', 'TotpRequired')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'alex@example.com.au');
    await userEvent.type(canvas.getByLabelText('Password'), 'hunter2');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(await canvas.findByRole('textbox', { name: 'Two-factor code' })).toHaveFocus();
  },
};

export const IncorrectTwoFactor: Story = {
  args: {
    onSubmit: fn(async ({ totp }: { totp?: string }) => failed(totp === undefined ? 'TotpRequired' : 'InvalidTotp')),
    now: fixedClock,
    timeZone: 'Australia/Perth',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'alex@example.com.au');
    await userEvent.type(canvas.getByLabelText('Password'), 'hunter2');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Two-factor code' }), '000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect 2FA Value (10:42:07)');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: { username: 'alex@example.com.au', password: '' } },
};
