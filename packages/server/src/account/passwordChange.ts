// updatePassword (spec 3 §5.5, §7, §8; issue 16 item 3): the old password checked under the login limits, the new
// one under the password policy; every other session of the account ends, and the one that made the change goes on
// under a newly issued session GUID and key (issue 14 item 2).
import type { OperationContext } from '../http/operation.ts';
import { SoftFailure } from '../http/operation.ts';
import { hashPassword, verifyPassword } from '../identity/password.ts';
import { assertNotLimited, limiterKeys, recordFailure } from '../identity/totpAttempts.ts';
import { deliverSession } from '../identity/sessionIssue.ts';
import { assertAcceptablePassword, endSessionsAndReissue, requireLoggedIn } from './accountSecurity.ts';

/** Spec 3 §8, word for word. */
export const wrongOldPasswordMessage = 'There was an issue changing your password. Please check your old password and try again.';

export async function updatePassword(context: OperationContext<'POST', '/updatePassword'>) {
  const customer = requireLoggedIn(context);
  const { body, services, now } = context;
  const keys = limiterKeys(context, customer.email_address);
  await assertNotLimited(context, keys);
  // Username is the account's own e-mail; another one is the same "no" as a wrong password.
  const sameAccount = body.Username.trim().toLowerCase() === customer.email_address;
  if (!sameAccount || !(await verifyPassword(body.OldPassword, customer.password_hash))) {
    await recordFailure(context, keys);
    return new SoftFailure(wrongOldPasswordMessage);
  }
  assertAcceptablePassword(body.NewPassword);
  const passwordHash = await hashPassword(body.NewPassword);
  const issued = await services.db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set({ password_hash: passwordHash }).where('customer_id', '=', customer.customer_id).execute();
    await trx.updateTable('password_resets').set({ used_at: now }).where('customer_id', '=', customer.customer_id).where('used_at', 'is', null).execute();
    return endSessionsAndReissue(trx, context, customer);
  });
  deliverSession(context, issued, { reissued: true });
  return null;
}
