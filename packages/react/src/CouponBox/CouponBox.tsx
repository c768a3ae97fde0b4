import type { ReactNode, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { couponBoxMessages } from './messages.ts';
import type { CouponBoxAria, CouponBoxProps } from './useCouponBox.ts';
import { useCouponBox } from './useCouponBox.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

interface CouponBoxContextValue {
  box: CouponBoxAria;
  inputRef: RefObject<HTMLInputElement | null>;
  headingLevel: 2 | 3 | 4;
}

const [CouponBoxContext, useCouponBoxContext] = createPartsContext<CouponBoxContextValue>('CouponBox');

export interface CouponBoxComponentProps extends CouponBoxProps {
  /** The parts to show. @default the form, the failure alert, the status line and the offers */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
  /** The offers heading's level, one below the heading the box sits under. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The cart's coupon box (spec 2 §2): a code, Apply, the spec's alert when the coupon does not apply (spec 1 §8),
 * and the coupon offers panel listing the cart's promotions. Unstyled: `data-state` on the root.
 */
function Root({ children, className, headingLevel = 3, ...props }: CouponBoxComponentProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useCouponBox(props);
  // Apply is disabled while a code is tried (and stays so once the box is cleared after success), which drops the
  // keyboard focus to the page: it goes back to the code box then, unless the shopper has moved it meanwhile.
  useEffect(() => {
    if (box.state !== 'applied' && box.state !== 'failed') return;
    if (document.activeElement === null || document.activeElement === document.body) inputRef.current?.focus();
  }, [box.state]);
  return (
    <CouponBoxContext value={{ box, inputRef, headingLevel }}>
      <div className={className} data-rigkit="coupon-box" data-state={box.state}>
        {children ?? (
          <>
            <Form />
            <ErrorAlert />
            <Status />
            <Offers />
          </>
        )}
      </div>
    </CouponBoxContext>
  );
}

/** The code box and Apply. */
function Form() {
  const { box, inputRef } = useCouponBoxContext('Form');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton(box.applyButtonProps, buttonRef);
  return (
    <form {...box.formProps} data-part="form" noValidate>
      <label {...box.labelProps} data-part="label">
        {couponBoxMessages.label}
      </label>
      <div data-part="control">
        <input {...box.inputProps} ref={inputRef} data-part="input" />
        <button {...buttonProps} ref={buttonRef} data-part="apply">
          {box.state === 'applying' ? couponBoxMessages.applying : couponBoxMessages.apply}
        </button>
      </div>
    </form>
  );
}

/** The spec's alert when the coupon does not apply; nothing otherwise. */
function ErrorAlert() {
  const { box } = useCouponBoxContext('Error');
  if (box.state !== 'failed') return null;
  return (
    <p role="alert" data-part="error">
      {couponBoxMessages.failed}
    </p>
  );
}

/** A live line that says which code was applied; always present so screen readers hear the change. */
function Status() {
  const { box } = useCouponBoxContext('Status');
  return (
    <p role="status" data-part="status">
      {box.state === 'applied' && box.appliedCode ? couponBoxMessages.applied(box.appliedCode) : null}
    </p>
  );
}

/** The cart's promotions with their codes and savings; nothing when there are none. */
function Offers() {
  const { box, headingLevel } = useCouponBoxContext('Offers');
  if (box.offers.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section data-part="offers" aria-label={couponBoxMessages.offers}>
      <Heading data-part="offers-heading">{couponBoxMessages.offers}</Heading>
      <ul data-part="offer-list">
        {box.offers.map((offer) => (
          <li key={offer.key} data-part="offer">
            <span data-part="offer-name">{offer.name}</span>
            {offer.code ? <span data-part="offer-code">{couponBoxMessages.offerCode(offer.code)}</span> : null}
            {offer.saving ? <span data-part="offer-saving">{couponBoxMessages.offerSaving(offer.saving)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `<CouponBox />` is `<CouponBox.Root />` with its default parts; compose `CouponBox.Root` to reorder or omit them. */
export const CouponBox = Object.assign((props: CouponBoxComponentProps) => <Root {...props} />, { Root, Form, Error: ErrorAlert, Status, Offers });
