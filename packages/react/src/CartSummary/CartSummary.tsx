import { useId, useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { cartSummaryMessages } from './messages.ts';
import type { CartSummaryProps } from './useCartSummary.ts';
import { useCartSummary } from './useCartSummary.ts';

export interface CartSummaryComponentProps extends CartSummaryProps {
  /** Level of the "Cart Info" heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Class name of the root element. */
  className?: string;
}

/**
 * The Cart Info panel (spec 2 §2): subtotal, shipping estimate by postcode (cheapest non-pickup option, "Free" at
 * zero), total, the buy-now-pay-later messages and Checkout. Unstyled: `data-shipping-state` and `data-b2b`.
 */
export function CartSummary(props: CartSummaryComponentProps) {
  const postcodeRef = useRef<HTMLInputElement>(null);
  const checkoutRef = useRef<HTMLButtonElement>(null);
  const summary = useCartSummary(props);
  const { buttonProps } = useNativeButton(summary.checkoutButtonProps, checkoutRef);
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const headingId = useId();
  const shippingText =
    summary.shippingState === 'estimated'
      ? summary.shippingLabel
      : summary.shippingState === 'unavailable'
        ? cartSummaryMessages.noEstimate
        : cartSummaryMessages.enterPostcode;
  return (
    <section
      className={props.className}
      data-rigkit="cart-summary"
      data-shipping-state={summary.shippingState}
      data-b2b={props.containsB2B ? '' : undefined}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} data-part="heading">{cartSummaryMessages.heading}</Heading>
      <div data-part="postcode">
        <label {...summary.postcodeLabelProps} data-part="postcode-label">
          {cartSummaryMessages.postcode}
        </label>
        <input {...summary.postcodeInputProps} ref={postcodeRef} data-part="postcode-input" size={4} />
      </div>
      <dl data-part="totals">
        <div data-part="subtotal">
          <dt>{cartSummaryMessages.subtotal}</dt>
          <dd>{summary.subtotal}</dd>
        </div>
        <div data-part="shipping" aria-live="polite">
          <dt>{cartSummaryMessages.shipping}</dt>
          <dd>
            {shippingText}
            {summary.shippingOption ? <span data-part="shipping-method"> {summary.shippingOption.DisplayName}</span> : null}
          </dd>
        </div>
        {summary.discounts.map((discount) => (
          <div key={discount.key} data-part="discount">
            <dt>{cartSummaryMessages.discount(discount.label)}</dt>
            <dd>{cartSummaryMessages.minus(discount.amount)}</dd>
          </div>
        ))}
        <div data-part="total">
          <dt>{cartSummaryMessages.total}</dt>
          <dd>{summary.total}</dd>
        </div>
      </dl>
      {summary.buyNowPayLater.length ? (
        <ul data-part="buy-now-pay-later">
          {summary.buyNowPayLater.map((message) => (
            <li key={message.kind} data-kind={message.kind}>
              {message.text}
            </li>
          ))}
        </ul>
      ) : null}
      {props.containsB2B ? <p data-part="business-note">{cartSummaryMessages.business}</p> : null}
      <button {...buttonProps} ref={checkoutRef} data-part="checkout">
        {cartSummaryMessages.checkout}
      </button>
    </section>
  );
}
