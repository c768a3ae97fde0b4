// In a real browser: the keyboard path through login and the two-factor step, with native form submission.
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { LoginForm } from './LoginForm.tsx';

describe('LoginForm in Chromium', () => {
  it('logs in from the keyboard alone, through the two-factor step', async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValueOnce({ success: false, errors: [{ ErrorText: 'TotpRequired' }] })
      .mockResolvedValueOnce({ success: true, errors: [] });
    const onSuccess = vi.fn();
    const screen = await render(<LoginForm onSubmit={onSubmit} onSuccess={onSuccess} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await userEvent.keyboard('alex@example.com.au{Tab}hunter2{Enter}');
    await expect.element(screen.getByRole('textbox', { name: 'Two-factor code' })).toHaveFocus();
    await userEvent.keyboard('246810{Enter}');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenLastCalledWith({ username: 'alex@example.com.au', password: 'hunter2', totp: '246810' });
  });
});
