import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmitOrderRequest } from '@rigkit/domain/checkout';
import { paymentMessages } from '@rigkit/domain/payments';
import { Checkout } from './Checkout.tsx';
import type { CheckoutRootProps } from './Checkout.tsx';
import { cart, contactState, makeCardProvider, makeServices, paymentMethods, perthOptions } from './fixtures.ts';

const standard = perthOptions[0];
if (!standard) throw new Error('fixtures have no Standard Delivery');
// Contact, address and Standard Delivery ($9.95) chosen: the checkout opens at payment, owing $1,333.95.
const atPayment = { ...contactState, ShippingStreetAddressLine1: '12 Hay St', ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: '6000', ShippingMethodId: standard.ShippingMethodId, InventoryWarehouseId: standard.InventoryWarehouseId, SelectedShippingMethod: standard };
const withPayPal = [...paymentMethods, { PaymentMethodId: 6, DisplayName: 'PayPal', LogoUrl: null, WebpageHtml: null, CanBeUsedForPickup: true, CanBeUsedForDelivery: true, CanBeUsedForRestrictedCarts: false, IsInstant: true, RequireIdOnPickup: false }];

function renderAtPayment(props: Partial<CheckoutRootProps> = {}) {
  render(<Checkout.Root checkout={atPayment} cart={cart} paymentMethods={withPayPal} services={makeServices()} cardProvider={makeCardProvider()} onNavigate={vi.fn()} {...props} />);
  return userEvent.setup();
}

describe('PayPal at checkout (spec 3 §4.4, §9 method 6)', () => {
  afterEach(() => sessionStorage.clear());

  it('is offered only when the host can send the shopper to PayPal', () => {
    renderAtPayment();
    expect(screen.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument();
  });

  it('sends the shopper to approve what is owed', async () => {
    const startPayPal = vi.fn(async () => undefined);
    const user = renderAtPayment({ services: makeServices({ startPayPal }) });
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Continue to PayPal' }));
    expect(startPayPal).toHaveBeenCalledWith({ amountCents: 133_395 });
  });

  it('submits the order at once with the approved PayPal order when the shopper comes back', async () => {
    const submitOrder = vi.fn(makeServices().submitOrder);
    const onNavigate = vi.fn();
    renderAtPayment({ services: makeServices({ submitOrder, startPayPal: async () => undefined }), payPalReturn: { outcome: 'approved', token: '5O190127TN364715T', payerId: 'PAYER1' }, onNavigate });
    await vi.waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/Checkout/OrderConfirmed/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a'));
    expect(submitOrder).toHaveBeenCalledTimes(1);
    const request = submitOrder.mock.calls[0]?.[0] as SubmitOrderRequest;
    expect(request.CheckoutState.Payments).toEqual([expect.objectContaining({ PaymentMethodId: 6, PaymentAmount: 1333.95, ExternalToken: '5O190127TN364715T', AdditionalData: 'PAYER1' })]);
  });

  it('says the PayPal payment was cancelled and stays at payment without submitting', () => {
    const submitOrder = vi.fn(makeServices().submitOrder);
    renderAtPayment({ services: makeServices({ submitOrder, startPayPal: async () => undefined }), payPalReturn: { outcome: 'cancelled' } });
    expect(screen.getByRole('alert')).toHaveTextContent(paymentMessages.payPalCancelled);
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(submitOrder).not.toHaveBeenCalled();
  });

  describe('with a gift voucher applied before the redirect', () => {
    async function applyVoucherAndLeaveForPayPal() {
      const startPayPal = vi.fn(async () => undefined);
      const user = renderAtPayment({ services: makeServices({ startPayPal }) });
      await user.click(screen.getByRole('radio', { name: 'Gift Voucher or Store Credit' }));
      await user.type(screen.getByLabelText('Gift voucher code'), 'GV-8F3K-2M9Q');
      await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
      await screen.findByText('Gift voucher GV-8F3K-2M9Q $100.00');
      await user.click(screen.getByRole('radio', { name: 'PayPal' }));
      await user.click(screen.getByRole('button', { name: 'Continue to PayPal' }));
      // PayPal is asked for what the voucher leaves owing.
      expect(startPayPal).toHaveBeenCalledWith({ amountCents: 123_395 });
      // The page unloads for PayPal's approve page; the checkout comes back as a fresh render.
      cleanup();
    }

    it('pays with the voucher and PayPal together when the shopper comes back approved', async () => {
      await applyVoucherAndLeaveForPayPal();
      const submitOrder = vi.fn(makeServices().submitOrder);
      const onNavigate = vi.fn();
      renderAtPayment({ services: makeServices({ submitOrder, startPayPal: async () => undefined }), payPalReturn: { outcome: 'approved', token: '5O190127TN364715T', payerId: 'PAYER1' }, onNavigate });
      await vi.waitFor(() => expect(onNavigate).toHaveBeenCalled());
      const request = submitOrder.mock.calls[0]?.[0] as SubmitOrderRequest;
      expect(request.CheckoutState.Payments).toEqual([
        expect.objectContaining({ PaymentMethodId: 7, PaymentAmount: 100, ExternalToken: 'GV-8F3K-2M9Q' }),
        expect.objectContaining({ PaymentMethodId: 6, PaymentAmount: 1233.95, ExternalToken: '5O190127TN364715T' }),
      ]);
    });

    it('still shows the voucher, and why, when the shopper cancels at PayPal', async () => {
      await applyVoucherAndLeaveForPayPal();
      const submitOrder = vi.fn(makeServices().submitOrder);
      renderAtPayment({ services: makeServices({ submitOrder, startPayPal: async () => undefined }), payPalReturn: { outcome: 'cancelled' } });
      expect(await screen.findByText('Gift voucher GV-8F3K-2M9Q $100.00')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(paymentMessages.payPalCancelled);
      expect(submitOrder).not.toHaveBeenCalled();
    });

    it('is taken back once: a later return does not apply it again', async () => {
      await applyVoucherAndLeaveForPayPal();
      renderAtPayment({ services: makeServices({ startPayPal: async () => undefined }), payPalReturn: { outcome: 'cancelled' } });
      await screen.findByText('Gift voucher GV-8F3K-2M9Q $100.00');
      cleanup();
      renderAtPayment({ services: makeServices({ startPayPal: async () => undefined }), payPalReturn: { outcome: 'cancelled' } });
      expect(screen.queryByText('Gift voucher GV-8F3K-2M9Q $100.00')).not.toBeInTheDocument();
    });
  });
});
