// Return History texts (spec 3 §2.1 menu entry "Return History", §8 list failures). "Try Again" and the pattern of
// "Failed to load …" / "An error occurred while fetching …" are spec 3 §8's; the rest is designed.
export const returnHistoryMessages = {
  heading: 'Return History',
  failedToLoad: 'Failed to load returns', // spec 3 §8 pattern
  errorFetching: 'An error occurred while fetching returns', // spec 3 §8 pattern
  tryAgain: 'Try Again',
  refresh: 'Refresh',
  loading: 'Loading...', // designed
  empty: 'You have no returns yet.', // designed
  created: 'Created', // designed
  received: 'Received', // designed
  status: 'Status', // designed
  serialNumber: 'Serial Number', // designed
  fault: 'Fault', // designed
  downloadAdvice: (number: string) => `Download PDF of ${number}`, // designed: starts with the visible text (WCAG 2.5.3)
  downloadLabel: 'Download PDF', // designed
  downloadFailed: 'The return advice could not be downloaded. Please try again.', // designed
} as const;
