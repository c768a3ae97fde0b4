import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sanitiseHtml } from '../SafeHtml/sanitiseHtml.ts';
import { OrderConfirmation, type ConfirmedOrder } from './OrderConfirmation.tsx';

const order: ConfirmedOrder = {
  DocumentGuid: 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a',
  DocumentNumber: 'SO-400001',
  DocumentType: 'Sales Order',
  DocumentStatus: 'Awaiting Processing',
  ShippingMethod: 'Standard Delivery',
  WarehouseName: 'Perth warehouse',
  TotalCostPriceIncTax: 1333.95,
  BalanceOwing: 0,
};

describe('OrderConfirmation (spec 3 §2.8)', () => {
  it('shows the number, status and where it dispatches from', () => {
    render(<OrderConfirmation order={order} isLoggedIn={false} />);
    expect(screen.getByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByText('SO-400001')).toBeInTheDocument();
    expect(screen.getByText('Awaiting Processing')).toBeInTheDocument();
    expect(screen.getByText('Dispatching From')).toBeInTheDocument();
    expect(screen.getByText('$1,333.95')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Order' })).not.toBeInTheDocument();
  });

  it("shows the store's contact details under Contact us, and the host's payment notice", () => {
    const contact = sanitiseHtml('<p>Osborne Park: <a href="tel:0892427200">(08) 9242 7200</a></p><script>alert(1)</script>');
    render(<OrderConfirmation order={order} isLoggedIn={false} storeContactHtml={contact} notice={<p role="status">Your Zip payment is complete.</p>} />);
    const section = screen.getByRole('region', { name: 'Contact us' });
    expect(section).toHaveTextContent('Osborne Park: (08) 9242 7200');
    expect(section.querySelector('script')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your Zip payment is complete.');
  });

  it('says Pickup Location for a pickup', () => {
    render(<OrderConfirmation order={{ ...order, ShippingMethod: 'Pickup from Osborne Park', StoreName: 'Osborne Park' }} isLoggedIn={false} />);
    expect(screen.getByText('Pickup Location')).toBeInTheDocument();
    expect(screen.getByText('Osborne Park')).toBeInTheDocument();
  });

  it.each([
    ['Awaiting Processing', true],
    ['Being Built', false],
    ['Completed', false],
  ])('offers Edit Order to a logged-in customer when the status is %s: %s', (status, shown) => {
    render(<OrderConfirmation order={{ ...order, DocumentStatus: status }} isLoggedIn />);
    const link = screen.queryByRole('link', { name: 'Edit Order' });
    if (shown) expect(link).toHaveAttribute('href', '/MyPLE/Order/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a');
    else expect(link).not.toBeInTheDocument();
  });

  it('thanks the shopper once the lead source is sent', async () => {
    const user = userEvent.setup();
    const onLeadSource = vi.fn(async () => undefined);
    render(<OrderConfirmation order={order} isLoggedIn={false} onLeadSource={onLeadSource} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'How did you hear about us?' }), 'Google');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onLeadSource).toHaveBeenCalledWith(3);
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for your feedback');
  });
});
