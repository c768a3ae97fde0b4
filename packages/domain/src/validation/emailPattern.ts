// The e-mail pattern without zod (spec 1 §5, spec 3 §5.4): the login form needs only the test, so keeping it apart
// from email.ts's schemas keeps zod out of the login, product and cart pages.
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** True when the text is an e-mail address by the general pattern. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** The checkout form lowercases the e-mail as it is typed (spec 3 §5.4). */
export function normaliseCheckoutEmail(value: string): string {
  return value.trim().toLowerCase();
}
