// The account operations of account/ (issue 16 items 1 to 8), registered with the contract's method and path.
// confirmTotp stays with the session calls (session/twoFactorCodes.ts) and hands a pending setup to account/twoFactor.ts.
import type { Register } from '../http/operation.ts';
import { editAccountDetails, fetchAccountDetails } from '../account/accountDetails.ts';
import { createAccount } from '../account/createAccount.ts';
import { cancelNotification, fetchNotifications } from '../account/notifications.ts';
import { attemptAccountVerification, fetchAccountVerificationAttempts } from '../account/orderVerification.ts';
import { satisfaction } from '../account/satisfaction.ts';
import { fetchStoredCardList, storeCard } from '../account/storedCards.ts';
import { blockEmail } from '../account/unsubscribe.ts';
import { cancelFetch } from '../session/cancelFetch.ts';
import { updatePassword } from '../account/passwordChange.ts';
import { forgotPassword, resetPassword } from '../account/passwordReset.ts';
import { disableTotp, enableTotp } from '../account/twoFactor.ts';

export function registerAccountRoutes(register: Register): void {
  register('POST', '/createAccount', createAccount);
  register('POST', '/forgotPassword', forgotPassword);
  register('POST', '/resetPassword', resetPassword);
  register('POST', '/updatePassword', updatePassword);
  register('POST', '/fetchAccountDetails', fetchAccountDetails);
  register('GET', '/fetchAccountDetails', fetchAccountDetails);
  register('POST', '/editAccountDetails', editAccountDetails);
  // GET as the contract has it (spec 3 §7): it only writes a pending secret, which changes nothing until confirmTotp.
  register('GET', '/enableTotp', enableTotp);
  register('POST', '/disableTotp', disableTotp);
  register('POST', '/fetchNotifications', fetchNotifications);
  register('POST', '/cancelNotification', cancelNotification);
  register('GET', '/fetchAccountVerificationAttempts/{documentGuid}', fetchAccountVerificationAttempts);
  register('POST', '/attemptAccountVerification', attemptAccountVerification);
  register('POST', '/blockEmail', blockEmail);
  register('POST', '/cancelFetch', cancelFetch);
  register('POST', '/Satisfaction', satisfaction);
  register('POST', '/storeCard', storeCard);
  register('GET', '/fetchStoredCardList', fetchStoredCardList);
}
