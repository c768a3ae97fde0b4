// The order summary beside every step (spec 3 §2.6): the lines, shipping once chosen, and the total.
import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import type { ReactNode } from 'react';
import { useCheckoutContext } from './CheckoutContext.ts';
import { checkoutText } from './messages.ts';

/** The summary; `children` (e.g. the host's CheckoutUpsells, spec 3 §4.7) follow the total. */
export function OrderSummary({ children }: { children?: ReactNode } = {}) {
  const { cart, state, totalCents } = useCheckoutContext();
  const shipping = state.checkout.SelectedShippingMethod;
  return (
    <section data-part="summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" data-part="summary-heading">
        {checkoutText.summary}
      </h2>
      <ul data-part="summary-lines">
        {cart.ShoppingCartItems.map((line) => (
          <li key={line.LineNumber} data-part="summary-line">
            <span data-part="line-name">{line.ItemDescription}</span> <span data-part="line-quantity">{checkoutText.quantity(line.Quantity)}</span>{' '}
            <span data-part="line-price">{formatPrice(centsFromDollars(line.ExtendedCost))}</span>
          </li>
        ))}
      </ul>
      {shipping ? (
        <p data-part="summary-shipping">
          {checkoutText.shipping}: {checkoutText.price(centsFromDollars(shipping.TotalCostIncTax))}
        </p>
      ) : null}
      <p data-part="summary-total">
        {checkoutText.total}: <strong>{formatPrice(totalCents)}</strong>
      </p>
      {children}
    </section>
  );
}
