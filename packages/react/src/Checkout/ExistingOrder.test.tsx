import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutMessages, type SubmitOrderRequest } from '@rigkit/domain/checkout';
import { Checkout } from './Checkout.tsx';
import type { CheckoutRootProps } from './Checkout.tsx';
import { cart, existingOrder, existingOrderState, makeCardProvider, makeServices, paymentMethods } from './fixtures.ts';

function renderExistingOrder(props: Partial<CheckoutRootProps> = {}) {
  const onNavigate = vi.fn();
  render(
    <Checkout.Root checkout={existingOrderState} existingOrder={existingOrder} cart={cart} paymentMethods={paymentMethods} services={makeServices()} cardProvider={makeCardProvider()} onNavigate={onNavigate} {...props} />,
  );
  return { onNavigate, user: userEvent.setup() };
}

describe('Checkout for an existing order or payment link (spec 3 §2.7, §4.5)', () => {
  it("shows the order's number and what is still owing after the deposit, and pays exactly that by card", async () => {
    const submitOrder = vi.fn(makeServices().submitOrder);
    const { user, onNavigate } = renderExistingOrder({ services: makeServices({ submitOrder }) });
    expect(screen.getByRole('heading', { name: 'Order SO-331044' })).toBeInTheDocument();
    expect(screen.getByText('Credit Card (already paid) $313.95')).toBeInTheDocument();
    // The recorded deposit cannot be removed.
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText('Balance:').parentElement).toHaveTextContent('$1,000.00');
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const request = submitOrder.mock.calls[0]?.[0] as SubmitOrderRequest;
    expect(request.SalesOrderGuid).toBe(existingOrder.document.DocumentGuid);
    expect(request.ShoppingCart).toBeUndefined();
    expect(request.CheckoutState.Payments).toEqual([expect.objectContaining({ CustomerPaymentId: 5000001 }), expect.objectContaining({ PaymentMethodId: 14, PaymentAmount: 1000 })]);
    expect(onNavigate).toHaveBeenCalledWith('/Checkout/OrderConfirmed/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a');
  });

  it('asks for the missing mobile, keeps Update Order and payment disabled until it is valid, then saves it', async () => {
    const patchExistingOrder = vi.fn(async () => undefined);
    const { user } = renderExistingOrder({
      checkout: { ...existingOrderState, MobileNumber: null },
      existingOrder: { ...existingOrder, missingFields: ['MobileNumber'] },
      services: makeServices({ patchExistingOrder }),
    });
    expect(screen.getByText(checkoutMessages.completeMissingInformation)).toBeInTheDocument();
    const update = screen.getByRole('button', { name: 'Update Order' });
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '0412 34');
    expect(update).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '5 678');
    await user.click(update);
    expect(patchExistingOrder).toHaveBeenCalledWith({ DocumentGuid: existingOrder.document.DocumentGuid, MissingFields: { MobileNumber: '0412 345 678' } });
    expect(screen.queryByText(checkoutMessages.completeMissingInformation)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('shows the generic error when Update Order fails (the error step of §4.5)', async () => {
    const { user } = renderExistingOrder({
      existingOrder: { ...existingOrder, missingFields: ['FirstName'] },
      services: makeServices({ patchExistingOrder: async () => Promise.reject(new Error('offline')) }),
    });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Update Order' }));
    expect(await screen.findByText(checkoutMessages.genericError)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('says a link that is no longer available, and offers no payment', () => {
    renderExistingOrder({ existingOrder: { document: null } });
    expect(screen.getByRole('alert')).toHaveTextContent('This payment link is no longer available, please contact us for a new link.');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });
});
