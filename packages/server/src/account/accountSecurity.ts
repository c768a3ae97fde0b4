// What every account operation needs (issue 16): the logged-in customer, the password policy with the bundled list
// of breached passwords, ending a customer's sessions, and answers that take the same time whatever the e-mail.
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordPolicyProblem } from '@rigkit/domain/validation';
import type { Transaction } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import type { CustomerRow, DatabaseTables } from '../db/schema.ts';
import { ApiError, httpMessages } from '../http/envelope.ts';
import type { RequestContext } from '../http/operation.ts';
import { issueSession, type IssuedSession } from '../identity/sessionIssue.ts';

export function requireLoggedIn(context: RequestContext): CustomerRow {
  if (!context.identity.customer) throw new ApiError(401, httpMessages.loginRequired);
  return context.identity.customer;
}

// The common-password list of zxcvbn-ts (about 49,000 passwords from breach corpora), lower case.
let commonPasswords: ReadonlySet<string> | undefined;
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => String(entry).toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** 422 with the domain's message when a new password is too short, too long or on the breached list. */
export function assertAcceptablePassword(password: string): void {
  const problem = passwordPolicyProblem(password, isCommonPassword);
  if (problem) throw new ApiError(422, problem);
}

/**
 * Ends the customer's logged-in sessions (every auth key revoked), except the caller's own when `keepHash` names it:
 * after a reset none stays, after a change of password only the one that made it (issue 16 items 1 and 3).
 */
export async function endSessions(trx: Db | Transaction<DatabaseTables>, customerId: number, now: Date, keepHash: string | null = null): Promise<void> {
  let query = trx.updateTable('auth_keys').set({ revoked_at: now }).where('customer_id', '=', customerId).where('revoked_at', 'is', null);
  if (keepHash) query = query.where('auth_key_hash', '!=', keepHash);
  await query.execute();
}

/**
 * A change of the account's privileges (a new password, two-factor turned on or off) inside its transaction: every
 * session of the account ends, the caller's own included, and the caller goes on under a newly issued session GUID
 * and auth key (issue 14 item 2; ASVS 5.0 V7.2.4, V7.4.3), so an id known before the change is worth nothing after
 * it. Deliver the result with `deliverSession(context, issued, { reissued: true })` once the transaction commits.
 */
export async function endSessionsAndReissue(trx: Transaction<DatabaseTables>, context: RequestContext, customer: CustomerRow): Promise<IssuedSession> {
  await endSessions(trx, customer.customer_id, context.now);
  return issueSession(trx, context, customer);
}

/**
 * Runs `work` and answers no sooner than `floorMilliseconds` after the start, so an answer about a known e-mail and
 * one about an unknown e-mail take the same time (issue 16: within 10 %). The work itself is made alike too (both
 * send an e-mail, both hash): the floor covers what is left, such as one insert more.
 */
export async function withEqualTiming<Result>(floorMilliseconds: number, work: () => Promise<Result>): Promise<Result> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMilliseconds - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/** A link into the store for an e-mail: absolute only with the configured public origin, never from the Host header. */
export function storeLink(context: RequestContext, path: string): string {
  return `${context.services.publicOrigin ?? ''}${path}`;
}
