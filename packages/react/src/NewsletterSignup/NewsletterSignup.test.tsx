import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterSignup } from './NewsletterSignup.tsx';

const failure = 'There was an issue signing you up to the newsletter. Please try again';
const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });

describe('NewsletterSignup (spec 1 §2, §5, §8)', () => {
  it('signs up with SIGN UP and says "You\'re in the loop!"', async () => {
    const user = userEvent.setup();
    const onSignUp = vi.fn(async () => true);
    render(<NewsletterSignup onSignUp={onSignUp} />);
    await user.type(emailBox(), ' sam.lee@example.com.au ');
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(onSignUp).toHaveBeenCalledWith('sam.lee@example.com.au');
    expect(await screen.findByRole('status')).toHaveTextContent("You're in the loop!");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['an invalid address', 'sam.lee@', vi.fn(async () => true), false],
    ['a refused call', 'sam.lee@example.com.au', vi.fn(async () => false), true],
    ['a failed call', 'sam.lee@example.com.au', vi.fn(async () => Promise.reject(new Error('500'))), true],
  ])('after %s clears the box and shows the alert', async (_, typed, onSignUp, isCalled) => {
    const user = userEvent.setup();
    render(<NewsletterSignup onSignUp={onSignUp} />);
    await user.type(emailBox(), `${typed}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(emailBox()).toHaveValue('');
    expect(emailBox()).toHaveFocus();
    expect(onSignUp).toHaveBeenCalledTimes(isCalled ? 1 : 0);
  });
});
