/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/account-forms.css';
import { TwoFactorSettings } from './TwoFactorSettings.tsx';

// A one-pixel picture stands in for the server's QR code (a real one is drawn by the server's QR library).
const setup = { QrCode: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', Secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', AlreadyEnabled: false };

const meta = {
  title: 'Account/TwoFactorSettings',
  component: TwoFactorSettings,
  args: { isEnabled: false, onEnable: fn(async () => setup), onConfirm: fn(async () => ({ success: true })), onDisable: fn(async () => ({ success: true })), onEnabledChange: fn() },
} satisfies Meta<typeof TwoFactorSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Disabled: Story = {};

export const Enabled: Story = { args: { isEnabled: true } };

export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enable two-factor' }));
    await expect(await canvas.findByText(setup.Secret)).toBeVisible();
  },
};

export const IncorrectCode: Story = {
  args: { onConfirm: fn(async () => ({ success: false, errors: [{ ErrorText: 'Incorrect 2FA Code' }] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enable two-factor' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Authentication code' }), '000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect 2FA Code');
  },
};

export const Disabling: Story = {
  args: { isEnabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Disable two-factor' }));
    await expect(canvas.getByRole('button', { name: 'Confirm disable' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
