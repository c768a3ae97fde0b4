import { useId, useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { productAvailabilityMessages } from './messages.ts';
import type { ShippingByPostcodeProps } from './useShippingByPostcode.ts';
import { useShippingByPostcode } from './useShippingByPostcode.ts';

export interface ProductShippingProps extends ShippingByPostcodeProps {
  /** Level of the Shipping heading. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class name of the section. */
  className?: string;
}

const statusTexts = {
  idle: undefined,
  loading: productAvailabilityMessages.loading,
  error: productAvailabilityMessages.loadFailed,
  loaded: undefined,
} as const;

/**
 * Shipping by postcode (spec 2 §2): the postcode box and the options `onPostcodeChange` returns, cheapest delivery
 * marked. Unstyled: `data-lookup-state` on the section; `data-group`, `data-pickup`, `data-same-day` and
 * `data-cheapest` on each option.
 */
export function ProductShipping({ headingLevel = 3, className, ...props }: ProductShippingProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  const shipping = useShippingByPostcode(props);
  const { buttonProps: retryProps } = useNativeButton({ type: 'button', onPress: shipping.retry }, retryRef);
  const Heading = `h${headingLevel}` as const;
  const status =
    shipping.lookupState === 'loaded' && shipping.options.length === 0 ? productAvailabilityMessages.noOptions : statusTexts[shipping.lookupState];
  return (
    <section aria-labelledby={headingId} className={className} data-rigkit="product-shipping" data-lookup-state={shipping.lookupState}>
      <Heading id={headingId} data-part="shipping-heading">
        {productAvailabilityMessages.shipping}
      </Heading>
      <div data-part="postcode-field">
        <label {...shipping.field.labelProps} data-part="postcode-label">
          {productAvailabilityMessages.postcode}
        </label>
        <input {...shipping.field.inputProps} ref={inputRef} data-part="postcode-input" data-invalid={shipping.errorMessage ? '' : undefined} />
        <p {...shipping.field.descriptionProps} data-part="postcode-description">
          {productAvailabilityMessages.postcodeDescription}
        </p>
        {shipping.errorMessage ? (
          <p {...shipping.field.errorMessageProps} data-part="postcode-error">
            {shipping.errorMessage}
          </p>
        ) : null}
      </div>
      <p role="status" data-part="shipping-status" data-state={shipping.lookupState}>
        {status}
      </p>
      {shipping.lookupState === 'error' ? (
        <button {...retryProps} ref={retryRef} data-part="shipping-retry">
          {productAvailabilityMessages.tryAgain}
        </button>
      ) : null}
      {shipping.options.length > 0 ? (
        <ul aria-label={`${productAvailabilityMessages.shipping} ${shipping.postcode}`} data-part="shipping-options">
          {shipping.options.map((option) => (
            <li
              key={option.key}
              data-part="shipping-option"
              data-group={option.group}
              data-pickup={option.isPickup ? '' : undefined}
              data-same-day={option.isSameDay ? '' : undefined}
              data-cheapest={option.isCheapest ? '' : undefined}
            >
              <span data-part="shipping-option-name">
                {option.isPickup ? `${productAvailabilityMessages.pickup}: ` : ''}
                {option.name}
                {option.isPickup && option.warehouseName && !option.name.includes(option.warehouseName) ? ` (${option.warehouseName})` : ''}
              </span>
              <span data-part="shipping-option-price">{option.price}</span>
              {option.isCheapest ? <span data-part="shipping-option-cheapest">{productAvailabilityMessages.cheapest}</span> : null}
              {option.comment ? <span data-part="shipping-option-comment">{option.comment}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
