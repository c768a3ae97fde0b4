// The error page's texts and its redirect countdown (spec 2 §2 "Error page", §4, §9), verbatim and in one place.

/** The three error pages the storefront shows. */
export type ErrorPageStatus = 404 | 400 | 500;

/** Each status's message, exactly as spec 2 §2 writes it. */
export const ERROR_PAGE_MESSAGES = {
  404: 'The page you requested could not be found!',
  400: 'There was an issue displaying this page',
  500: 'There was an issue with the page you were looking at',
} as const satisfies Record<ErrorPageStatus, string>;

/** The error page's own words besides the status messages. */
export const errorPageMessages = {
  /** The link home when no other target is given (designed: the spec only says "a link to the homepage"). */
  homeLink: 'Go to the homepage',
  /** The button that stops the redirect (designed). */
  cancelRedirect: 'Stay on this page',
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/ErrorPage exported it. Use `errorPageMessages.homeLink`. */
export const ERROR_PAGE_HOME_LINK_TEXT = errorPageMessages.homeLink;
/** @deprecated As ERROR_PAGE_HOME_LINK_TEXT. Use `errorPageMessages.cancelRedirect`. */
export const ERROR_PAGE_CANCEL_REDIRECT_TEXT = errorPageMessages.cancelRedirect;

/** Spec 2 §9: "Error redirect countdown 5 s". */
export const ERROR_REDIRECT_SECONDS = 5;

/** The countdown line a shopper reads while the redirect is pending (designed). */
export function redirectCountdownText(secondsLeft: number): string {
  return `Redirecting in ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'}`;
}

/**
 * Which of the three pages an HTTP status shows: 404 is "not found", any other 4xx is the display issue (400),
 * everything else (5xx, a thrown error with no status) is the full-screen page (500).
 */
export function errorPageStatusFor(httpStatus: number | undefined): ErrorPageStatus {
  if (httpStatus === 404) return 404;
  if (httpStatus !== undefined && httpStatus >= 400 && httpStatus < 500) return 400;
  return 500;
}
