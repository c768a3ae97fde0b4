import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TwoFactorChallenge } from './TwoFactorChallenge.tsx';

describe('TwoFactorChallenge (spec 1 §2 §5)', () => {
  it('keeps Submit disabled until exactly six digits are typed', async () => {
    const user = userEvent.setup();
    render(<TwoFactorChallenge onSubmit={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.type(screen.getByRole('textbox', { name: 'Two-factor code' }), '12345');
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Two-factor code' }), '6');
    expect(submit).toBeEnabled();
  });

  it('accepts digits only and at most six of them', async () => {
    const user = userEvent.setup();
    render(<TwoFactorChallenge onSubmit={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Two-factor code' });
    await user.type(box, '12a3-4 5678');
    expect(box).toHaveValue('123456');
  });

  it('submits the code when Enter is pressed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TwoFactorChallenge onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Two-factor code' }), '654321{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('654321');
  });

  it('does not submit an incomplete code with Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TwoFactorChallenge onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Two-factor code' }), '654{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('turns "Send SMS" into "SMS Sent" once used, and offers it only once', async () => {
    const user = userEvent.setup();
    const onSendSms = vi.fn();
    render(<TwoFactorChallenge onSubmit={vi.fn()} onSendSms={onSendSms} />);
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    const sent = await screen.findByRole('button', { name: 'SMS Sent' });
    expect(sent).toBeDisabled();
    expect(onSendSms).toHaveBeenCalledTimes(1);
  });

  it('offers "Send SMS" again when sending failed', async () => {
    const user = userEvent.setup();
    const onSendSms = vi.fn().mockRejectedValueOnce(new Error('SMS gateway down'));
    render(<TwoFactorChallenge onSubmit={vi.fn()} onSendSms={onSendSms} />);
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByRole('button', { name: 'Send SMS' })).toBeEnabled();
  });

  it('announces the error message and marks the box invalid', () => {
    render(<TwoFactorChallenge onSubmit={vi.fn()} errorMessage="Incorrect 2FA Value (10:42:07)" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect 2FA Value (10:42:07)');
    expect(screen.getByRole('textbox', { name: 'Two-factor code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('works controlled: the parent owns the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TwoFactorChallenge value="111111" onChange={onChange} onSubmit={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Two-factor code' });
    expect(box).toHaveValue('111111');
    await user.clear(box);
    expect(onChange).toHaveBeenCalledWith('');
    expect(box).toHaveValue('111111');
  });

  it('exposes its state as data attributes for styling', async () => {
    const user = userEvent.setup();
    const { container } = render(<TwoFactorChallenge defaultValue="12345" onSubmit={vi.fn()} />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('data-state', 'incomplete');
    await user.type(screen.getByRole('textbox', { name: 'Two-factor code' }), '6');
    expect(form).toHaveAttribute('data-state', 'complete');
  });
});
