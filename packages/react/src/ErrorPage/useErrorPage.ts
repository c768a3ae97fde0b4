import type { HTMLAttributes, RefObject } from 'react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { ButtonAria } from 'react-aria/useButton';
import { useNativeButton } from '../internal/useNativeButton.ts';
import type { ErrorPageStatus } from './messages.ts';
import { ERROR_PAGE_MESSAGES, ERROR_REDIRECT_SECONDS } from './messages.ts';

/** Where the optional redirect is: not asked for, counting down, stopped by the shopper, or done. */
export type ErrorPageRedirectState = 'off' | 'counting' | 'cancelled' | 'redirected';
/** 500 covers the whole screen (spec 2 §2); 404 and 400 sit inside the page. */
export type ErrorPageLayout = 'full-screen' | 'inline';

export interface ErrorPageProps {
  /** Which error page to show: 404 not found, 400 display issue, 500 full-screen failure. */
  status: ErrorPageStatus;
  /** Where the link (and the redirect) goes, when not the homepage. @default '/' */
  target?: string;
  /** Text of the link to the target. @default 'Go to the homepage' */
  linkText?: string;
  /** Whether to redirect to the target automatically after a visible 5-second countdown. @default false */
  autoRedirect?: boolean;
  /** Called with the target when the countdown reaches zero. @default navigates the window to the target */
  onRedirect?: (target: string) => void;
}

export interface ErrorPageAria {
  message: string;
  layout: ErrorPageLayout;
  redirectState: ErrorPageRedirectState;
  secondsLeft: number;
  target: string;
  rootProps: HTMLAttributes<HTMLElement> & { 'data-status': ErrorPageStatus; 'data-layout': ErrorPageLayout; 'data-redirect-state': ErrorPageRedirectState };
  headingProps: HTMLAttributes<HTMLHeadingElement>;
  countdownProps: HTMLAttributes<HTMLElement>;
  cancelButtonProps: ButtonAria<object>['buttonProps'];
}

const navigateWindow = (target: string) => window.location.assign(target);

/** Behaviour of the error page (spec 2 §2 §4 §9): the status's message, a link, and a cancellable countdown. */
export function useErrorPage(props: ErrorPageProps, refs: { cancel: RefObject<HTMLButtonElement | null> }): ErrorPageAria {
  const target = props.target ?? '/';
  const [stopped, setStopped] = useState<'cancelled' | 'redirected' | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(ERROR_REDIRECT_SECONDS);
  const redirectState: ErrorPageRedirectState = !props.autoRedirect ? 'off' : (stopped ?? 'counting');
  const headingId = useId();

  const redirect = useEffectEvent(() => (props.onRedirect ?? navigateWindow)(target));

  // One tick per visible second; the interval keeps its own count so the text and the redirect cannot drift apart.
  useEffect(() => {
    if (redirectState !== 'counting') return;
    let left = ERROR_REDIRECT_SECONDS;
    const interval = setInterval(() => {
      left -= 1;
      setSecondsLeft(left);
      if (left <= 0) {
        clearInterval(interval);
        setStopped('redirected');
        redirect();
      }
    }, 1000);
    return () => clearInterval(interval);
  }, [redirectState]);

  const { buttonProps: cancelButtonProps } = useNativeButton(
    { type: 'button', onPress: () => setStopped((current) => current ?? 'cancelled') },
    refs.cancel,
  );

  const layout: ErrorPageLayout = props.status === 500 ? 'full-screen' : 'inline';
  return {
    message: ERROR_PAGE_MESSAGES[props.status],
    layout,
    redirectState,
    secondsLeft,
    target,
    rootProps: {
      'aria-labelledby': headingId,
      'data-status': props.status,
      'data-layout': layout,
      'data-redirect-state': redirectState,
    },
    headingProps: { id: headingId },
    // A timer is not announced every second (its live region is off); the shopper reads it when they reach it.
    countdownProps: { role: 'timer' },
    cancelButtonProps,
  };
}
