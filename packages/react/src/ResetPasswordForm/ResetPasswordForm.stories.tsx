/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/account-forms.css';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const meta = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { resetId: 'q3Jx0vR1c2l0LXJlc2V0LWlkLWZvci1zdG9yeWJvb2s', onSubmit: fn(async () => ({ success: true })) },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, first: string, second: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New password'), first);
  await userEvent.type(canvas.getByLabelText('Confirm new password'), second);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
  return canvas;
};

export const Playground: Story = {};

export const Succeeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'emu-wombat-quokka-7', 'emu-wombat-quokka-7');
    await expect(await canvas.findByText('Your password has been reset. You can now log in with your new password.')).toBeVisible();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'emu-wombat-quokka-7', 'emu-wombat-quokka-8');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid password input');
  },
};

export const ExpiredLink: Story = {
  args: {
    onSubmit: fn(async () => ({ success: false, errors: [{ ErrorText: 'Your password reset link has expired or has already been used. Please request another from the forgotten password page.' }] })),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'emu-wombat-quokka-7', 'emu-wombat-quokka-7');
    await expect(await canvas.findByRole('link', { name: 'Request another reset link' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
