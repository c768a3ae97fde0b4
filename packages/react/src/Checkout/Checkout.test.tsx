import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutMessages } from '@rigkit/domain/checkout';
import { christmas2024CutoffMessage } from '@rigkit/domain/region';
import { paymentMessages } from '@rigkit/domain/payments';
import type { SubmitOrderRequest } from '@rigkit/domain/checkout';
import { fakeAddressCalls } from '../AddressCollector/fixtures.ts';
import { CheckoutUpsells } from '../CheckoutUpsells/CheckoutUpsells.tsx';
import { upsellItems } from '../CheckoutUpsells/fixtures.ts';
import { Checkout } from './Checkout.tsx';
import { cart, contactState, emptyState, makeCardProvider, makeServices, paymentMethods, perthOptions, perthOptionsWithUber, uberQuote } from './fixtures.ts';
import type { CheckoutRootProps } from './Checkout.tsx';

function renderCheckout(props: Partial<CheckoutRootProps> = {}) {
  const onNavigate = vi.fn();
  const services = props.services ?? makeServices();
  render(<Checkout.Root checkout={emptyState} cart={cart} paymentMethods={paymentMethods} services={services} cardProvider={makeCardProvider()} onNavigate={onNavigate} {...props} />);
  return { onNavigate, services, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Email'), 'Mia.Nguyen@Example.com.au');
  await user.type(field('First name'), 'mia');
  await user.type(field('Last name'), 'Nguyen');
  await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '+61 412 345 678');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function chooseStandardDeliveryToPerth(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Street address'), '12 Hay St');
  await user.type(field('Suburb'), 'Perth');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'WA');
  await user.type(field('Postcode'), '6000');
  await user.click(screen.getByRole('button', { name: 'Show shipping options' }));
  await user.click(await screen.findByRole('radio', { name: /Standard Delivery/ }));
}

describe('Checkout (spec 3 §2.6, §4.4)', () => {
  it('finds the delivery address with the address collector: a keyboard pick fills it and shows the options', async () => {
    const fetchShippingOptions = vi.fn(async () => perthOptions);
    const { user } = renderCheckout({ services: makeServices({ fetchShippingOptions, addressLookup: fakeAddressCalls }) });
    await fillContact(user);
    // With a lookup the fields wait for a pick (or "Enter address manually").
    expect(screen.queryByRole('textbox', { name: 'Street address' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Find your address' }), '12 Hay');
    await screen.findByRole('option', { name: '12 Hay St, Perth WA 6000' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Suburb' })).toHaveValue('Perth');
    await user.click(screen.getByRole('button', { name: 'Show shipping options' }));
    expect(fetchShippingOptions).toHaveBeenCalledWith('6000');
    await user.click(await screen.findByRole('radio', { name: /Standard Delivery/ }));
    expect(screen.getByText(/Standard Delivery, 12 Hay St Perth WA 6000/)).toBeInTheDocument();
  });

  it('offers the Uber-style option first; its delivery-time picker shows 3 days, Show More / Show Less, and a time moves on to payment', async () => {
    const fetchUberAvailability = vi.fn(async () => uberQuote);
    const submitOrder = vi.fn(makeServices().submitOrder);
    const { user } = renderCheckout({
      checkout: { ...contactState, ShippingStreetAddressLine1: '12 Hay St', ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: '6000' },
      shippingOptions: perthOptionsWithUber,
      services: makeServices({ fetchShippingOptions: async () => perthOptionsWithUber, fetchUberAvailability, submitOrder }),
    });
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName(/^Uber Delivery/);
    await user.click(radios[0] as HTMLElement);
    expect(fetchUberAvailability).toHaveBeenCalledWith(expect.objectContaining({ ShippingStreetAddressLine1: '12 Hay St', ShippingPostcode: '6000' }));
    const picker = await screen.findByRole('group', { name: 'Choose a delivery time (you must be home)' });
    expect(within(picker).getAllByRole('group').map((day) => day.getAttribute('aria-label'))).toEqual(['Monday 23 November', 'Tuesday 24 November', 'Wednesday 25 November']);
    await user.click(within(picker).getByRole('button', { name: 'Show More' }));
    expect(within(picker).getAllByRole('group')).toHaveLength(5);
    await user.click(within(picker).getByRole('button', { name: 'Show Less' }));
    expect(within(picker).getAllByRole('group')).toHaveLength(3);
    // Still at delivery until a time is chosen (spec 3 §4.4).
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: 'Tuesday 24 November, 1:00pm - 3:00pm' }));
    expect(screen.getByText(/Uber Delivery, 12 Hay St Perth WA 6000 \(\$19\.00\), Tuesday 24 November, 1:00pm - 3:00pm/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bank Transfer (EFT)' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    // The order says which day: the same times come on every day.
    expect((submitOrder.mock.calls[0]?.[0] as SubmitOrderRequest).CheckoutState.SelectTimeRange).toBe('Tuesday 24 November, 1:00pm - 3:00pm');
  });

  it('says so when the Uber-style option has no delivery times for the address', async () => {
    const { user } = renderCheckout({
      checkout: { ...contactState, ShippingStreetAddressLine1: '5 Victoria St', ShippingSuburb: 'Bunbury', ShippingState: 'WA', ShippingPostcode: '6230' },
      shippingOptions: perthOptionsWithUber,
      services: makeServices({ fetchUberAvailability: async () => ({ ShippingMethodId: 15, TimeSlots: [] }) }),
    });
    await user.click(screen.getByRole('radio', { name: /^Uber Delivery/ }));
    expect(await screen.findByText('There are no delivery times for this address. Please choose another shipping option.')).toHaveAttribute('role', 'alert');
  });

  it('leaves the Uber-style option out when the host cannot fetch its times', () => {
    renderCheckout({ checkout: { ...contactState, ShippingStreetAddressLine1: '12 Hay St', ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: '6000' }, shippingOptions: perthOptionsWithUber });
    expect(screen.queryByRole('radio', { name: /Uber Delivery/ })).not.toBeInTheDocument();
  });

  it('shows the upsells in the order summary, and the total follows the cart when one is added', () => {
    const props = { checkout: contactState, cart, paymentMethods, services: makeServices(), onNavigate: vi.fn() };
    const upsells = <CheckoutUpsells items={upsellItems} onAdd={async () => undefined} />;
    const { rerender } = render(<Checkout.Root {...props} upsells={upsells} />);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByRole('region', { name: 'You might also need' })).toBeInTheDocument();
    expect(within(summary).getByText('$1,324.00')).toBeInTheDocument();
    const mousepad = { InventoryItemId: 602301, LineNumber: 3, ItemDescription: 'Rigkit Large Gaming Mousepad 450x400mm', Quantity: 1, UnitCost: 25, ExtendedCost: 25, ItemTypeCode: 'STK', Availabilities: [] };
    const biggerCart = { ...cart, ShoppingCartItems: [...cart.ShoppingCartItems, mousepad] } as typeof cart;
    rerender(<Checkout.Root {...props} cart={biggerCart} upsells={upsells} />);
    expect(within(summary).getByText('$1,349.00')).toBeInTheDocument();
  });

  it.each([
    ['a VIC custom build on 16 December 2024', '2024-12-16T02:00:00Z', '3000', 'VIC', true],
    ['a VIC custom build on 15 December 2024', '2024-12-15T02:00:00Z', '3000', 'VIC', false],
    ['a WA custom build on 1 December 2024', '2024-12-01T02:00:00Z', '6000', 'WA', true],
    ['a WA custom build on Christmas Day 2024', '2024-12-25T02:00:00Z', '6000', 'WA', false],
  ])('shows the Christmas cut-off notice at payment for %s: %s', (_case, today, postcode, state, shown) => {
    const atPayment = { ...contactState, ShippingStreetAddressLine1: '1 Test St', ShippingSuburb: 'Town', ShippingState: state, ShippingPostcode: postcode, ShippingMethodId: 5, InventoryWarehouseId: 5, SelectedShippingMethod: perthOptions[0] ?? null };
    const buildCart = { ...cart, CartFlags: ['CustomBuild'] } as typeof cart;
    render(<Checkout.Root checkout={atPayment} cart={buildCart} paymentMethods={paymentMethods} services={makeServices()} onNavigate={vi.fn()} today={new Date(today)} />);
    expect(screen.queryByText(christmas2024CutoffMessage) !== null).toBe(shown);
  });

  it('keeps an incomplete address from finding options and says what is missing', async () => {
    const fetchShippingOptions = vi.fn(async () => perthOptions);
    const { user } = renderCheckout({ services: makeServices({ fetchShippingOptions }) });
    await fillContact(user);
    await user.type(field('Postcode'), '6000');
    await user.click(screen.getByRole('button', { name: 'Show shipping options' }));
    expect(fetchShippingOptions).not.toHaveBeenCalled();
    expect(field('Street address')).toHaveAccessibleDescription('Please enter a street address');
    expect(field('Suburb')).toHaveAccessibleDescription('Please enter a suburb');
  });

  it('takes a guest from contact to a placed card order, and goes to the confirmation', async () => {
    const submitOrder = vi.fn(makeServices().submitOrder);
    const { user, onNavigate } = renderCheckout({ services: makeServices({ submitOrder }) });
    await fillContact(user);
    expect(screen.getByText('Mia Nguyen, mia.nguyen@example.com.au, 0412345678')).toBeInTheDocument();
    await chooseStandardDeliveryToPerth(user);
    expect(screen.getByText(/Standard Delivery, 12 Hay St Perth WA 6000 \(\$9\.95\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    expect(screen.getByText('Card fields of the card provider')).toBeInTheDocument();
    await user.type(field('Notes (optional)'), 'Side door');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onNavigate).toHaveBeenCalledWith('/Checkout/OrderConfirmed/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a');
    const request = submitOrder.mock.calls[0]?.[0] as SubmitOrderRequest;
    expect(request.CheckoutState.Payments).toEqual([expect.objectContaining({ PaymentMethodId: 14, PaymentAmount: 1333.95, ExternalToken: 'fake-valid-visa-nonce', CardLastFour: '1111' })]);
    expect(request.CheckoutState.OrderNotes).toBe('Side door');
    expect(request.RetryGuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps Next from a contact that fails the spec's checks, and says why", async () => {
    const { user } = renderCheckout();
    await user.type(field('Email'), 'mia@');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Email')).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAccessibleDescription(/Please enter a valid mobile number/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('starts at delivery when the session has the contact, and Edit goes back', async () => {
    const { user } = renderCheckout({ checkout: contactState });
    expect(field('Street address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Contact details' }));
    expect(field('Email')).toHaveValue('mia.nguyen@example.com.au');
  });

  it('lists the couriers behind "Show more shipping options"', async () => {
    const { user } = renderCheckout({ checkout: contactState });
    await user.type(field('Street address'), '12 Hay St');
    await user.type(field('Suburb'), 'Perth');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'WA');
    await user.type(field('Postcode'), '6000');
    await user.click(screen.getByRole('button', { name: 'Show shipping options' }));
    expect(await screen.findByRole('radio', { name: /Standard Delivery/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /StarTrack/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more shipping options' }));
    expect(screen.getByRole('radio', { name: /StarTrack Road Express/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide additional options' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('radio', { name: /Click and Collect/ })).not.toBeInTheDocument();
  });

  it('Click and Collect: a store with everything goes to payment; another shows its items first', async () => {
    const { user } = renderCheckout({ checkout: contactState });
    await user.click(screen.getByRole('button', { name: 'Click and Collect' }));
    await user.type(field('Your postcode, to find stores near you'), '6000');
    await user.click(screen.getByRole('button', { name: 'Show stores' }));
    const wa = await screen.findByRole('region', { name: 'Western Australia' });
    await user.click(within(wa).getByRole('button', { name: 'Select Wangara' }));
    expect(screen.getByText('ASUS TUF Gaming GeForce RTX 5070 12GB: Available after transfer')).toBeInTheDocument();
    await user.click(within(wa).getByRole('button', { name: 'Select Osborne Park' }));
    expect(screen.getByRole('radio', { name: 'Pay on Collection' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bank Transfer (EFT)' })).toBeInTheDocument();
  });

  it('shows the server\'s refusal in the error list and keeps the shopper on payment', async () => {
    const services = makeServices({
      submitOrder: async () => ({ Success: false, RedirectUrl: null, SalesOrderDocument: null, Errors: [{ ErrorText: 'Your card was declined. Please try another card or payment method.' }], RetryGuid: 'b1d2c3e4-0000-4000-8000-000000000001' }),
    });
    const { user, onNavigate } = renderCheckout({ checkout: { ...contactState, ShippingPostcode: '6000', ShippingMethodId: 2, InventoryWarehouseId: 5, SelectedShippingMethod: perthOptions[1] ?? null }, services });
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Your card was declined. Please try another card or payment method.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('asks for a payment method when none is chosen', async () => {
    const { user } = renderCheckout({ checkout: { ...contactState, ShippingPostcode: '6000', ShippingMethodId: 2, InventoryWarehouseId: 5, SelectedShippingMethod: perthOptions[1] ?? null } });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText(checkoutMessages.selectPaymentMethod)).toBeInTheDocument();
  });

  it('says so when the card provider cannot verify the card', async () => {
    const { user } = renderCheckout({ checkout: { ...contactState, ShippingPostcode: '6000', ShippingMethodId: 2, InventoryWarehouseId: 5, SelectedShippingMethod: perthOptions[1] ?? null }, cardProvider: makeCardProvider('decline') });
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(paymentMessages.cardVerificationFailed)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('applies a gift voucher up to the balance, and refuses an empty one with the spec message', async () => {
    const { user } = renderCheckout({ checkout: { ...contactState, ShippingPostcode: '6000', ShippingMethodId: 2, InventoryWarehouseId: 5, SelectedShippingMethod: perthOptions[1] ?? null } });
    await user.click(screen.getByRole('radio', { name: 'Gift Voucher or Store Credit' }));
    await user.type(field('Gift voucher code'), 'GV-NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
    expect(await screen.findByText(paymentMessages.giftVoucherNoBalanceOrInvalid)).toBeInTheDocument();
    await user.clear(field('Gift voucher code'));
    await user.type(field('Gift voucher code'), 'GV-8F3K-2M9Q');
    await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
    expect(await screen.findByText('Gift voucher GV-8F3K-2M9Q $100.00')).toBeInTheDocument();
    expect(screen.getByText('$1,238.95')).toBeInTheDocument();
  });

  it('keeps Place Order disabled for a two-factor customer until 6 digits are typed', async () => {
    const { user } = renderCheckout({ usesTotp: true, checkout: { ...contactState, ShippingPostcode: '6000', ShippingMethodId: 2, InventoryWarehouseId: 5, SelectedShippingMethod: perthOptions[1] ?? null } });
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Two-factor code' }), '12a3456');
    expect(screen.getByRole('textbox', { name: 'Two-factor code' })).toHaveValue('123456');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('goes home when there is nothing to check out', () => {
    const { onNavigate } = renderCheckout({ checkout: null });
    expect(onNavigate).toHaveBeenCalledWith('/');
  });
});
