import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutUpsells } from './CheckoutUpsells.tsx';
import { upsellItems } from './fixtures.ts';

describe('CheckoutUpsells (spec 3 §4.7)', () => {
  it('shows at most 4 items with their link and price', () => {
    render(<CheckoutUpsells items={upsellItems} onAdd={async () => undefined} />);
    const list = screen.getByRole('region', { name: 'You might also need' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: 'Rigkit Large Gaming Mousepad 450x400mm' })).toHaveAttribute('href', '/Products/602301/Rigkit-Large-Gaming-Mousepad-450x400mm');
    expect(within(list).getByText('$25.00')).toBeInTheDocument();
    expect(within(list).queryByText('Cable Matters USB-C Hub')).not.toBeInTheDocument();
  });

  it('adds an item to the cart and says so; a refusal says to try again', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async (id: number) => {
      if (id === 602410) throw new Error('out of stock');
    });
    render(<CheckoutUpsells items={upsellItems} onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart: Rigkit Large Gaming Mousepad 450x400mm' }));
    expect(onAdd).toHaveBeenCalledWith(602301);
    expect(await screen.findByText('Added to your order')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Arctic MX-6 Thermal Paste 4g' }));
    expect(await screen.findByText('Could not add this item. Please try again.')).toBeInTheDocument();
  });

  it('renders nothing without items', () => {
    const { container } = render(<CheckoutUpsells items={[]} onAdd={async () => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
