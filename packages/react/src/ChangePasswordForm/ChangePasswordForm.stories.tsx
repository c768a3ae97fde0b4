/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/account-forms.css';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(async () => ({ success: true })) },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Old password'), 'Retail-Demo-2026!');
  await userEvent.type(canvas.getByLabelText('New password'), 'emu-wombat-quokka-7');
  await userEvent.type(canvas.getByLabelText('Confirm new password'), 'emu-wombat-quokka-7');
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
  return canvas;
};

export const Playground: Story = {};

export const ShowPasswords: Story = { args: { defaultShowPasswords: true } };

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  },
};

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByText('Password changed successfully')).toBeVisible();
  },
};

export const WrongOldPassword: Story = {
  args: { onSubmit: fn(async () => ({ success: false, errors: [{ ErrorText: 'There was an issue changing your password. Please check your old password and try again.' }] })) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please check your old password');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
