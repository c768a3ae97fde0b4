import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { PartButton } from '../internal/PartButton.tsx';
import { newsletterSignupMessages } from './messages.ts';
import type { NewsletterSignupProps } from './useNewsletterSignup.ts';
import { useNewsletterSignup } from './useNewsletterSignup.ts';

export interface NewsletterSignupComponentProps extends NewsletterSignupProps {
  /** A heading or text shown above the box. */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/**
 * The newsletter signup (spec 1 §2): an e-mail box and "SIGN UP", "You're in the loop!" once signed up, the spec's
 * alert with the box cleared when it fails. Two parts only, so no compound API. Unstyled: `data-state` on the root.
 */
export function NewsletterSignup({ children, className, ...props }: NewsletterSignupComponentProps) {
  const box = useNewsletterSignup(props);
  const inputRef = useRef<HTMLInputElement>(null);
  // A failure clears the box: the shopper types again from there.
  useEffect(() => {
    if (box.state === 'failed') inputRef.current?.focus();
  }, [box.state]);
  return (
    <div className={className} data-rigkit="newsletter-signup" data-state={box.state}>
      {children}
      {box.state === 'subscribed' ? null : (
        <form {...box.formProps} data-part="form">
          <label {...box.labelProps} data-part="label">
            {newsletterSignupMessages.label}
          </label>
          <div data-part="control">
            <input {...box.inputProps} ref={inputRef} data-part="input" />
            <PartButton button={box.submitButtonProps} part="submit">
              {box.state === 'submitting' ? newsletterSignupMessages.signingUp : newsletterSignupMessages.signUp}
            </PartButton>
          </div>
        </form>
      )}
      {box.state === 'failed' ? (
        <p role="alert" data-part="error">
          {newsletterSignupMessages.failed}
        </p>
      ) : null}
      <p role="status" data-part="status">
        {box.state === 'subscribed' ? newsletterSignupMessages.success : null}
      </p>
    </div>
  );
}
