// storeCard and fetchStoredCardList (spec 3 §3, §4.8, §6; issue 16 item 6): a logged-in customer with two-factor keeps
// a card for later. The card fields are the provider's (PCI DSS SAQ A): the store gets a single-use nonce, asks the
// provider to vault the card, and keeps only the provider's token and "Visa ending in 1881". A customer sees only
// their own cards.
import { ACCOUNT_MESSAGES } from '@rigkit/domain/account';
import { storedCardDisplayString } from '@rigkit/domain/payments';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext, RequestContext } from '../http/operation.ts';
import type { CustomerRow } from '../db/schema.ts';
import { requireLoggedIn } from './accountSecurity.ts';

export const storedCardMessages = {
  notACard: 'Only Visa and Mastercard can be stored.', // designed
} as const;

/** Spec 3 §6: stored cards need login and two-factor enabled. */
function requireTwoFactorCustomer(context: RequestContext): CustomerRow {
  const customer = requireLoggedIn(context);
  if (!customer.totp_secret) throw new ApiError(403, ACCOUNT_MESSAGES.twoFactorRequiredToStoreCard);
  return customer;
}

const asStoredCard = (row: { customer_payment_authority_id: number; display_string: string }) => ({ CustomerPaymentAuthorityId: row.customer_payment_authority_id, DisplayString: row.display_string });

export async function storeCard(context: OperationContext<'POST', '/storeCard'>) {
  const customer = requireTwoFactorCustomer(context);
  const display = storedCardDisplayString(context.body.maskedCard);
  if (!display) throw new ApiError(422, storedCardMessages.notACard);
  const vaulted = await context.services.payments.vault(context.body.nonce);
  if (!vaulted.ok) throw new ApiError(422, ACCOUNT_MESSAGES.storeCardFailed);
  const row = await context.services.db
    .insertInto('stored_cards')
    .values({ customer_id: customer.customer_id, vault_token: vaulted.token, display_string: display, stored_at: context.now })
    .returning(['customer_payment_authority_id', 'display_string'])
    .executeTakeFirstOrThrow();
  return asStoredCard(row);
}

export async function fetchStoredCardList(context: OperationContext<'GET', '/fetchStoredCardList'>) {
  const customer = requireTwoFactorCustomer(context);
  const rows = await context.services.db
    .selectFrom('stored_cards')
    .select(['customer_payment_authority_id', 'display_string'])
    .where('customer_id', '=', customer.customer_id)
    .orderBy('customer_payment_authority_id')
    .execute();
  return rows.map(asStoredCard);
}
