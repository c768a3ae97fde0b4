import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitOrderRequest } from '@rigkit/domain/checkout';
import { Checkout } from './Checkout.tsx';
import { cart, contactState, makeCardProvider, makeServices, paymentMethods, perthOptions } from './fixtures.ts';

const standard = perthOptions[0];
if (!standard) throw new Error('fixtures have no Standard Delivery');
const atPayment = { ...contactState, ShippingPostcode: '6000', ShippingMethodId: standard.ShippingMethodId, InventoryWarehouseId: standard.InventoryWarehouseId, SelectedShippingMethod: standard };

describe('the two-factor code at Place Order (spec 3 §5.4, §6)', () => {
  it('keeps Place Order disabled until 6 digits are entered, then sends them with the order', async () => {
    const submitOrder = vi.fn(makeServices().submitOrder);
    render(<Checkout.Root checkout={atPayment} cart={cart} paymentMethods={paymentMethods} services={makeServices({ submitOrder })} cardProvider={makeCardProvider()} usesTotp onNavigate={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    const place = screen.getByRole('button', { name: 'Place Order' });
    await user.type(screen.getByRole('textbox', { name: 'Two-factor code' }), '12 34a5');
    expect(place).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Two-factor code' }), '6');
    expect(place).toBeEnabled();
    await user.click(place);
    expect((submitOrder.mock.calls[0]?.[0] as SubmitOrderRequest).CheckoutState.TOTP).toBe('123456');
  });

  it('sends the code by SMS and says where it went, or that it could not', async () => {
    let fail = false;
    const sendTotpSms = vi.fn(async () => (fail ? Promise.reject(new Error('down')) : '04** *** 890'));
    render(<Checkout.Root checkout={atPayment} cart={cart} paymentMethods={paymentMethods} services={makeServices({ sendTotpSms })} usesTotp onNavigate={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText('Code sent by SMS to 04** *** 890.')).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    const failure = await screen.findByText('We could not send the SMS. Please try again or use your authenticator app.');
    expect(failure).toHaveAttribute('role', 'alert');
  });
});
