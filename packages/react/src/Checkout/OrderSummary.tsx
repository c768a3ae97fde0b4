// The order summary beside every step (spec 3 §2.6): the lines, shipping once chosen, and the total.
import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import { christmas2024CutoffMessage, isChristmas2024CutoffNoticeShown } from '@rigkit/domain/region';
import type { ReactNode } from 'react';
import { useCheckoutContext } from './CheckoutContext.ts';
import { checkoutText } from './messages.ts';

export interface OrderSummaryProps {
  /** Follow the total, e.g. the host's CheckoutUpsells (spec 3 §4.7). */
  children?: ReactNode;
  /** Today, for the Christmas cut-off notice. @default the current date */
  today?: Date;
}

/** The summary; at payment, a custom build gets the Christmas 2024 cut-off notice in its window (spec 3 §2.6). */
export function OrderSummary({ children, today }: OrderSummaryProps = {}) {
  const { cart, state, totalCents } = useCheckoutContext();
  const isWa = state.checkout.ShippingState === 'WA' || (state.checkout.ShippingPostcode ?? '').startsWith('6');
  const showChristmasNotice = state.step === 'payment' && state.isCustomBuild && isChristmas2024CutoffNoticeShown(today ?? new Date(), isWa);
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
      {showChristmasNotice ? (
        <p role="note" data-part="christmas-notice">
          {christmas2024CutoffMessage}
        </p>
      ) : null}
      {children}
    </section>
  );
}
