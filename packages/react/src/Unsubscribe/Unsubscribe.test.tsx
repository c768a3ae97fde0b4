import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Unsubscribe } from './Unsubscribe.tsx';

describe('Unsubscribe (spec 3 §2.11, §4.8, §8)', () => {
  it('sends the choice and says the request is saved and may take 5 days', async () => {
    const user = userEvent.setup();
    const onUnsubscribe = vi.fn(async () => {});
    render(<Unsubscribe emailAddress="mia.nguyen@example.com.au" onUnsubscribe={onUnsubscribe} />);
    expect(screen.getByText('Stop these e-mails to mia.nguyen@example.com.au.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Block all marketing emails' }));
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(onUnsubscribe).toHaveBeenCalledWith({ blockAll: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Your unsubscribe request has been saved. It may take up to 5 days for this to take effect.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the reader to send the request to operations when it could not be saved, and lets them try again', async () => {
    const user = userEvent.setup();
    const onUnsubscribe = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Unsubscribe emailAddress="mia.nguyen@example.com.au" onUnsubscribe={onUnsubscribe} />);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please e-mail operations@rigkit.example with this request');
    expect(onUnsubscribe).toHaveBeenCalledWith({ blockAll: false });
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onBlockAllChange = vi.fn();
    render(<Unsubscribe emailAddress="a@example.com" blockAll onBlockAllChange={onBlockAllChange} onUnsubscribe={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Block all marketing emails' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Block all marketing emails' }));
    expect(onBlockAllChange).toHaveBeenCalledWith(false);
  });
});
