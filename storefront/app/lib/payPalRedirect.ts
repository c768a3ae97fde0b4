// PayPal as a redirect (spec 3 §7 createPaypalOrder, §9 method 6; PayPal funding by card disabled): the server creates
// the PayPal order for the amount owed, the shopper approves it on the provider's own page, and comes back to this
// checkout with ?paypal=approved&token&PayerID (or ?paypal=cancelled), which the route's loader reads.
import { browserApi } from './api.client.ts';

export type PayPalReturn = { outcome: 'approved'; token: string; payerId: string } | { outcome: 'cancelled' };

/** What the provider appended to the checkout's address, if the shopper is coming back from PayPal. */
export function payPalReturnOf(url: URL): PayPalReturn | null {
  const outcome = url.searchParams.get('paypal');
  if (outcome === 'cancelled') return { outcome };
  const token = url.searchParams.get('token') ?? '';
  const payerId = url.searchParams.get('PayerID') ?? '';
  if (outcome === 'approved' && /^[A-Z0-9]{17}$/.test(token) && /^[A-Z0-9]{1,64}$/.test(payerId)) return { outcome, token, payerId };
  return null;
}

/** services.startPayPal for a provider at `providerOrigin` (the sandbox's, or PayPal's own in production). */
export function createPayPalStarter(providerOrigin: string) {
  return async ({ amountCents }: { amountCents: number }): Promise<void> => {
    const value = (amountCents / 100).toFixed(2);
    const { data } = await browserApi().POST('/createPaypalOrder', {
      body: { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'AUD', value } }], payment_source: { paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } } } },
    });
    const id = data.data?.id;
    if (!id) throw new Error('PayPal gave no order id');
    const back = (outcome: string) => `${window.location.origin}${window.location.pathname}?paypal=${outcome}`;
    const approve = new URL('/paypal/checkoutnow', providerOrigin);
    approve.searchParams.set('token', id);
    approve.searchParams.set('return', back('approved'));
    approve.searchParams.set('cancel', back('cancelled'));
    window.location.assign(approve.href);
  };
}
