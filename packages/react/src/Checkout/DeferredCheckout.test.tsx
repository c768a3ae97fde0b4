import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredCheckout } from './DeferredCheckout.tsx';
import { cart, contactState, makeServices, paymentMethods } from './fixtures.ts';

describe('DeferredCheckout (issue 15: the address collector after first paint)', () => {
  it('starts at delivery with the address form on its way, then shows its fields', async () => {
    render(<DeferredCheckout.Root checkout={contactState} cart={cart} paymentMethods={paymentMethods} services={makeServices()} onNavigate={vi.fn()} />);
    // The steps are there at once; only the address form waits for its module.
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the address form…');
    expect(await screen.findByRole('textbox', { name: 'Street address' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the address form…')).not.toBeInTheDocument();
  });
});
