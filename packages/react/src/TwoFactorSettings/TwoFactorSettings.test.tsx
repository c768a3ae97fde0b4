import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TwoFactorSettings } from './TwoFactorSettings.tsx';

const setup = { QrCode: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', Secret: 'JBSWY3DPEHPK3PXP', AlreadyEnabled: false };

describe('TwoFactorSettings (spec 3 §4.8)', { timeout: 20_000 }, () => {
  it('enables with the QR code and secret, confirming with six digits', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn(async () => ({ success: true }));
    const onEnabledChange = vi.fn();
    render(<TwoFactorSettings isEnabled={false} onEnable={async () => setup} onConfirm={onConfirm} onDisable={vi.fn()} onEnabledChange={onEnabledChange} />);
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable two-factor' }));
    expect(await screen.findByRole('img', { name: 'QR code to add this account to an authenticator app' })).toHaveAttribute('src', setup.QrCode);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Authentication code' });
    await user.type(box, '48 29a1');
    expect(box).toHaveValue('48291');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.type(box, '3');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('482913');
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    expect(onEnabledChange).toHaveBeenCalledWith(true);
  });

  it('shows "Incorrect 2FA Code" and empties the box when the code is refused', async () => {
    const user = userEvent.setup({ delay: null });
    render(<TwoFactorSettings isEnabled={false} onEnable={async () => setup} onConfirm={async () => ({ success: false, errors: [{ ErrorText: 'Incorrect 2FA Code' }] })} onDisable={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Enable two-factor' }));
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect 2FA Code');
    expect(screen.getByRole('textbox', { name: 'Authentication code' })).toHaveValue('');
  });

  it('simply shows Enabled when the server says it already is', async () => {
    const user = userEvent.setup({ delay: null });
    render(<TwoFactorSettings isEnabled={false} onEnable={async () => ({ QrCode: '', Secret: '', AlreadyEnabled: true })} onConfirm={vi.fn()} onDisable={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Enable two-factor' }));
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('disables with a code', async () => {
    const user = userEvent.setup({ delay: null });
    const onDisable = vi.fn(async () => ({ success: true }));
    render(<TwoFactorSettings isEnabled onEnable={vi.fn()} onConfirm={vi.fn()} onDisable={onDisable} />);
    await user.click(screen.getByRole('button', { name: 'Disable two-factor' }));
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm disable' }));
    expect(onDisable).toHaveBeenCalledWith('123456');
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Two-factor authentication is off.');
  });
});
