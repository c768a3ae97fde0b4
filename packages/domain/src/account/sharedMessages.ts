// The account texts that pages outside the account area show too (a date on an order card, the copied-link notice of
// a shared cart), in a module of their own: ACCOUNT_MESSAGES is one object, so a page that imported it for one of
// these downloaded every account text (issue 21's route JavaScript budgets). ACCOUNT_MESSAGES includes them.
export const ACCOUNT_SHARED_MESSAGES = {
  unknownDate: 'N/A',
  invalidDate: 'Invalid date',
  linkCopied: 'Link copied to clipboard',
} as const;
