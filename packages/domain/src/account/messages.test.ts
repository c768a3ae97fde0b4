import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIST_NAMES, ACCOUNT_MESSAGES, failedToLoadListMessage } from './messages.ts';

describe('account messages are the specs\' words (spec 3 §8)', () => {
  it.each([
    ['verificationFailed', 'Sorry that was the wrong amount or there was some other error, please contact your local store.'],
    ['verificationTooManyAttempts', "We're sorry there have been too many attempts, please contact your local store."],
    ['unknownDate', 'N/A'],
    ['invalidDate', 'Invalid date'],
    ['pickupLocation', 'Pickup Location'],
    ['dispatchingFrom', 'Dispatching From'],
    ['profileHeaderFallbackName', 'Account'],
    ['defaultWishlistName', 'My Wishlist'],
    ['buildCertificateTitle', 'YOUR NEW RIG'],
    ['orderCancelled', 'Order cancelled successfully'],
    ['passwordChangeRejected', 'There was an issue changing your password. Please check your old password and try again.'],
    ['twoFactorRequiredToStoreCard', '2FA must be enabled to store payment method'],
    ['unsubscribeSaved', 'Your unsubscribe request has been saved. It may take up to 5 days for this to take effect.'],
    ['returnCreateFailed', 'There was an issue creating your return. Please try again later.'],
  ] as const)('%s is %j', (key, text) => {
    expect(ACCOUNT_MESSAGES[key]).toBe(text);
  });

  it('builds "Failed to load …" for each list', () => {
    expect(ACCOUNT_LIST_NAMES.map(failedToLoadListMessage)).toEqual([
      'Failed to load quotes',
      'Failed to load orders',
      'Failed to load invoices',
      'Failed to load wishlists',
      'Failed to load work orders',
      'Failed to load notifications',
    ]);
  });
});
