import type { ButtonHTMLAttributes, HTMLAttributes, InputHTMLAttributes, LabelHTMLAttributes, RefObject } from 'react';
import { useEffect, useId, useState } from 'react';

export interface CaptchaChallengeProps {
  /** Whether the challenge shows: the store's captcha asked for the visible version 2 check. @default false */
  isOpen?: boolean;
  /** Called once the shopper has passed the challenge; the captcha then answers its token and the call is repeated. */
  onSolve: () => void;
  /** Called when the shopper gives up; the call is not repeated. Without it no Cancel button shows. */
  onCancel?: () => void;
}

/** Closed, waiting for the shopper to tick the box, or ticked and ready to verify. */
export type CaptchaChallengeState = 'closed' | 'waiting' | 'confirmed';

export interface CaptchaChallengeAria {
  state: CaptchaChallengeState;
  rootProps: HTMLAttributes<HTMLElement>;
  headingProps: HTMLAttributes<HTMLHeadingElement>;
  explanationProps: HTMLAttributes<HTMLParagraphElement>;
  checkboxProps: InputHTMLAttributes<HTMLInputElement>;
  checkboxLabelProps: LabelHTMLAttributes<HTMLLabelElement>;
  verifyButtonProps: ButtonHTMLAttributes<HTMLButtonElement>;
  cancelButtonProps: ButtonHTMLAttributes<HTMLButtonElement>;
}

/**
 * Behaviour of the visible captcha challenge: a group named by its heading, a box to tick, Verify enabled once it is
 * ticked, and Cancel. Focus moves to the box when the challenge opens (the form behind it is busy), so a keyboard
 * or screen reader user lands on what is asked of them.
 */
export function useCaptchaChallenge(props: CaptchaChallengeProps, checkboxRef: RefObject<HTMLInputElement | null>): CaptchaChallengeAria {
  const isOpen = props.isOpen ?? false;
  const [isChecked, setChecked] = useState(false);
  const headingId = useId();
  const explanationId = useId();
  const checkboxId = useId();

  // Verify and Cancel untick the box as they close the challenge, so it opens unticked every time.
  useEffect(() => {
    if (isOpen) checkboxRef.current?.focus();
  }, [isOpen, checkboxRef]);

  const state: CaptchaChallengeState = !isOpen ? 'closed' : isChecked ? 'confirmed' : 'waiting';
  return {
    state,
    rootProps: { role: 'group', 'aria-labelledby': headingId, 'aria-describedby': explanationId },
    headingProps: { id: headingId },
    explanationProps: { id: explanationId },
    checkboxProps: { id: checkboxId, type: 'checkbox', checked: isChecked, onChange: (event) => setChecked(event.currentTarget.checked) },
    checkboxLabelProps: { htmlFor: checkboxId },
    verifyButtonProps: {
      type: 'button',
      disabled: !isChecked,
      onClick: () => {
        setChecked(false);
        props.onSolve();
      },
    },
    cancelButtonProps: {
      type: 'button',
      onClick: () => {
        setChecked(false);
        props.onCancel?.();
      },
    },
  };
}
