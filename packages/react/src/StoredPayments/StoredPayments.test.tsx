import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCardProvider } from '../Checkout/fixtures.ts';
import { StoredPayments } from './StoredPayments.tsx';

const visa = { CustomerPaymentAuthorityId: 5500, DisplayString: 'Visa ending in 1881' };

describe('StoredPayments (spec 3 §4.8, §6, §8)', () => {
  it('lists the stored cards, and stores a new one typed into the provider fields', async () => {
    const user = userEvent.setup();
    const onStoreCard = vi.fn(async () => ({ CustomerPaymentAuthorityId: 5501, DisplayString: 'Visa ending in 1111' }));
    render(<StoredPayments isLoggedIn usesTotp cards={[visa]} cardProvider={makeCardProvider()} onStoreCard={onStoreCard} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Visa ending in 1881');
    expect(screen.getByText('Card fields of the card provider')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Store Card' }));
    expect(onStoreCard).toHaveBeenCalledWith({ nonce: 'fake-valid-visa-nonce', maskedCard: '411111******1111' });
    expect(await screen.findByText('Visa ending in 1111 is stored.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Visa ending in 1881', 'Visa ending in 1111']);
  });

  it.each([
    [false, false, 'Sorry you must be logged in to use this module'],
    [true, false, '2FA must be enabled to store payment method'],
  ])('logged in %s, two-factor %s: says %j and offers no card fields', (isLoggedIn, usesTotp, message) => {
    render(<StoredPayments isLoggedIn={isLoggedIn} usesTotp={usesTotp} cards={[]} cardProvider={makeCardProvider()} onStoreCard={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Card fields of the card provider')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Store Card' })).not.toBeInTheDocument();
  });

  it('says the card failed verification when the provider refuses it, and stores nothing', async () => {
    const user = userEvent.setup();
    const onStoreCard = vi.fn();
    render(<StoredPayments isLoggedIn usesTotp cards={[]} cardProvider={makeCardProvider('decline')} onStoreCard={onStoreCard} />);
    expect(screen.getByText('You have no stored cards.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Store Card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Card verification failed, please try again');
    expect(onStoreCard).not.toHaveBeenCalled();
  });

  it('offers the failure as a retry when the card was not stored', async () => {
    const user = userEvent.setup();
    const onStoreCard = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ CustomerPaymentAuthorityId: 5502, DisplayString: 'Visa ending in 1111' });
    render(<StoredPayments isLoggedIn usesTotp cards={[]} cardProvider={makeCardProvider()} onStoreCard={onStoreCard} />);
    await user.click(screen.getByRole('button', { name: 'Store Card' }));
    await user.click(await screen.findByRole('button', { name: 'There was an issue storing your card details, click to try again' }));
    expect(await screen.findByText('Visa ending in 1111 is stored.')).toBeInTheDocument();
    expect(onStoreCard).toHaveBeenCalledTimes(2);
  });
});
