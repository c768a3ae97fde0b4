// Promotion Redemption texts (spec 3 §2.1 menu entry, §3, §7; issue 18 item 4). The spec quotes no message for this
// screen beyond the list failures' pattern and Try Again (spec 3 §8); the rest is designed.
export const redemptionsMessages = {
  heading: 'Promotion Redemption',
  pendingHeading: 'Pending redemptions', // designed
  historyHeading: 'Redemption history', // designed
  activationsHeading: 'Digital activations', // designed
  invoice: 'Invoice', // designed
  date: 'Date', // designed
  promotion: 'Promotion', // designed
  description: 'Description', // designed
  redeemed: 'Redeemed', // designed
  code: 'Code', // designed
  item: 'Item', // designed
  action: 'Action', // designed
  redeem: 'Redeem', // designed
  redeemLabel: (name: string, invoice: string) => `Redeem ${name} (${invoice})`, // designed
  redeeming: 'Redeeming...', // designed
  redeemedCode: (name: string, code: string) => `${name} redeemed. Your code is ${code}`, // designed
  redeemFailed: 'Unable to redeem this promotion. Please try again.', // designed
  requestActivation: 'Request Activation', // designed
  requestLabel: (item: string, invoice: string) => `Request Activation of ${item} (${invoice})`, // designed
  requesting: 'Requesting...', // designed
  activationRequested: (item: string, number: string) => `Activation of ${item} requested. Your confirmation number is ${number}`, // designed
  activationFailed: 'Unable to request the activation. Please try again.', // designed
  noPending: 'You have no promotions to redeem.', // designed
  noHistory: 'You have not redeemed any promotions yet.', // designed
  noActivations: 'You have no licences waiting for activation.', // designed
  failedToLoad: 'Failed to load promotions', // spec 3 §8 pattern
  errorFetching: 'An error occurred while fetching promotions', // spec 3 §8 pattern
  tryAgain: 'Try Again',
  loading: 'Loading...', // designed
} as const;
