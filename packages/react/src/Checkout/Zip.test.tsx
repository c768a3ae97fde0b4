import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitOrderRequest } from '@rigkit/domain/checkout';
import { paymentMessages } from '@rigkit/domain/payments';
import { Checkout } from './Checkout.tsx';
import { cart, contactState, makeCardProvider, makeServices, paymentMethods, perthOptions } from './fixtures.ts';

const standard = perthOptions[0];
if (!standard) throw new Error('fixtures have no Standard Delivery');
const atPayment = { ...contactState, ShippingStreetAddressLine1: '12 Hay St', ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: '6000', ShippingMethodId: standard.ShippingMethodId, InventoryWarehouseId: standard.InventoryWarehouseId, SelectedShippingMethod: standard };
const withZip = [...paymentMethods, { PaymentMethodId: 11, DisplayName: 'Zip', LogoUrl: null, WebpageHtml: null, CanBeUsedForPickup: true, CanBeUsedForDelivery: true, CanBeUsedForRestrictedCarts: false, IsInstant: true, RequireIdOnPickup: true }];
const zipRedirect = '/Checkout/Zip/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a/co_7Hq2LmX9pR4sT1vW';

describe('Zip at checkout (spec 3 §4.4, §9 method 11: paid through a redirect after the order)', () => {
  it('says the shopper goes to Zip after placing the order, submits Zip without a token, and follows the redirect', async () => {
    const submitOrder = vi.fn(async (_request: SubmitOrderRequest) => ({ Success: true, RedirectUrl: zipRedirect, SalesOrderDocument: { DocumentGuid: 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a' }, Errors: [], RetryGuid: null }));
    const onNavigate = vi.fn();
    render(<Checkout.Root checkout={atPayment} cart={cart} paymentMethods={withZip} services={makeServices({ submitOrder })} cardProvider={makeCardProvider()} onNavigate={onNavigate} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Zip' }));
    expect(screen.getByText(paymentMessages.zipAfterOrder)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(onNavigate).toHaveBeenCalledWith(zipRedirect));
    const request = submitOrder.mock.calls[0]?.[0];
    expect(request?.CheckoutState.Payments).toEqual([expect.objectContaining({ PaymentMethodId: 11, ExternalToken: null })]);
  });
});
