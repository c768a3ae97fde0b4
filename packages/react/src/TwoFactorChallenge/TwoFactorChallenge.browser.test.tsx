// In a real browser: the keyboard path a shopper takes (Tab into the box, type, Enter) and the native form
// submission that jsdom only imitates.
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { TwoFactorChallenge } from './TwoFactorChallenge.tsx';

describe('TwoFactorChallenge in Chromium', () => {
  it('is reachable by keyboard and submits with Enter once six digits are typed', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<TwoFactorChallenge onSubmit={onSubmit} onSendSms={vi.fn()} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Two-factor code' })).toHaveFocus();
    await userEvent.keyboard('98765{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('4{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('987654');
  });

  it('skips the disabled Submit button in the tab order until the code is complete', async () => {
    const screen = await render(<TwoFactorChallenge onSubmit={vi.fn()} onSendSms={vi.fn()} />);
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Send SMS' })).toHaveFocus();
  });
});
