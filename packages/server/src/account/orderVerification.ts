// Verification of an order by amount (spec 3 §2.5, §4.3, §5.3, §8, §9; issue 16 item 7): fetchAccountVerificationAttempts
// and attemptAccountVerification. The store charged the card a small random amount; entering it proves the card is
// the customer's. The link is e-mailed, so it works for whoever holds it, logged in or not (designed, like a password
// reset link): the order's GUID is its secret, and an order with no verification pending is the same 404 as an
// unknown GUID. At most 4 attempts are counted on the server, under the row's lock, so concurrent guesses cannot
// exceed them; once they are used up every attempt answers 429.
import { ACCOUNT_MESSAGES, VERIFICATION_MAX_ATTEMPTS, hasTooManyVerificationAttempts } from '@rigkit/domain/account';
import { verificationAmountCents } from '@rigkit/domain/validation';
import type { Db } from '../db/openDatabase.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';

export const verificationNotFoundMessage = 'There is no verification for this order.'; // designed

function pendingVerification(db: Db, documentGuid: string, forUpdate: boolean) {
  let query = db
    .selectFrom('order_verifications')
    .innerJoin('documents', 'documents.document_id', 'order_verifications.document_id')
    .select(['order_verifications.document_id', 'order_verifications.amount_cents', 'order_verifications.attempts_used', 'order_verifications.verified_at'])
    .where('documents.document_guid', '=', documentGuid.toLowerCase());
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function fetchAccountVerificationAttempts(context: OperationContext<'GET', '/fetchAccountVerificationAttempts/{documentGuid}'>) {
  const row = await pendingVerification(context.services.db, context.pathParameters.documentGuid, false);
  if (!row) throw new ApiError(404, verificationNotFoundMessage);
  return { AttemptsUsed: row.attempts_used, AttemptsAllowed: VERIFICATION_MAX_ATTEMPTS };
}

export async function attemptAccountVerification(context: OperationContext<'POST', '/attemptAccountVerification'>) {
  const { services, body, now } = context;
  const entered = verificationAmountCents(body.VerificationAmount);
  return services.db.transaction().execute(async (trx) => {
    const row = await pendingVerification(trx, body.SalesOrderGuid, true);
    if (!row) throw new ApiError(404, verificationNotFoundMessage);
    const isMatch = entered === row.amount_cents;
    // A verified order stays verified: a later attempt is answered, never counted.
    if (row.verified_at) return { Success: isMatch };
    if (hasTooManyVerificationAttempts(row.attempts_used)) throw new ApiError(429, ACCOUNT_MESSAGES.verificationTooManyAttempts);
    await trx
      .updateTable('order_verifications')
      .set({ attempts_used: row.attempts_used + 1, verified_at: isMatch ? now : null })
      .where('document_id', '=', row.document_id)
      .execute();
    return { Success: isMatch };
  });
}
