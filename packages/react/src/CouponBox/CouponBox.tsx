import { useEffect, useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { COUPON_BOX_TEXT } from './messages.ts';
import type { CouponBoxProps } from './useCouponBox.ts';
import { useCouponBox } from './useCouponBox.ts';

export interface CouponBoxComponentProps extends CouponBoxProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The cart's coupon box (spec 2 §2): a code, Apply, the spec's alert when the coupon does not apply (spec 1 §8),
 * and the coupon offers panel listing the cart's promotions. Unstyled: `data-state` on the root.
 */
export function CouponBox(props: CouponBoxComponentProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const box = useCouponBox(props);
  const { buttonProps } = useNativeButton(box.applyButtonProps, buttonRef);
  // Apply is disabled while a code is tried (and stays so once the box is cleared after success), which drops the
  // keyboard focus to the page: it goes back to the code box then, unless the shopper has moved it meanwhile.
  useEffect(() => {
    if (box.state !== 'applied' && box.state !== 'failed') return;
    if (document.activeElement === null || document.activeElement === document.body) inputRef.current?.focus();
  }, [box.state]);
  return (
    <div className={props.className} data-rigkit="coupon-box" data-state={box.state}>
      <form {...box.formProps} data-part="form" noValidate>
        <label {...box.labelProps} data-part="label">
          {COUPON_BOX_TEXT.label}
        </label>
        <div data-part="control">
          <input {...box.inputProps} ref={inputRef} data-part="input" />
          <button {...buttonProps} ref={buttonRef} data-part="apply">
            {box.state === 'applying' ? COUPON_BOX_TEXT.applying : COUPON_BOX_TEXT.apply}
          </button>
        </div>
      </form>
      {box.state === 'failed' ? (
        <p role="alert" data-part="error">
          {COUPON_BOX_TEXT.failed}
        </p>
      ) : null}
      <p role="status" data-part="status">
        {box.state === 'applied' && box.appliedCode ? COUPON_BOX_TEXT.applied(box.appliedCode) : null}
      </p>
      {box.offers.length ? (
        <section data-part="offers" aria-label={COUPON_BOX_TEXT.offers}>
          <h3 data-part="offers-heading">{COUPON_BOX_TEXT.offers}</h3>
          <ul data-part="offer-list">
            {box.offers.map((offer) => (
              <li key={offer.key} data-part="offer">
                <span data-part="offer-name">{offer.name}</span>
                {offer.code ? <span data-part="offer-code">{COUPON_BOX_TEXT.offerCode(offer.code)}</span> : null}
                {offer.saving ? <span data-part="offer-saving">{COUPON_BOX_TEXT.offerSaving(offer.saving)}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
