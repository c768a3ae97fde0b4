// Promotion redemptions and digital activations of the demo customers (issue 18 item 4): a pending game code and a
// redeemed one for the retail customer, pending Windows activations for the company's licences and the retail build (the two-factor customer's already requested).
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../db/schema.ts';
import { demoAccounts } from './demoAccounts.ts';

export const seededPromotions = [
  { promotion_redemption_id: 310, redemption_name: 'Free game with RTX 50 series', description: 'Redeem a code for a bundled game' },
  { promotion_redemption_id: 288, redemption_name: 'Free game with Ryzen 9000', description: 'Bundled game code' },
  { promotion_redemption_id: 295, redemption_name: '3 months PC Game Pass', description: 'A Game Pass code with your new build' },
] as const;

/** The top-level lines of a seeded invoice, in order. */
async function invoiceLines(trx: Transaction<DatabaseTables>, invoiceId: number) {
  return trx.selectFrom('document_items').select(['document_item_id', 'inventory_item_id']).where('document_id', '=', invoiceId).where('parent_document_item_id', 'is', null).orderBy('line_number').execute();
}

export async function seedRedemptions(trx: Transaction<DatabaseTables>, now: Date): Promise<void> {
  await trx.insertInto('promotion_redemptions').values([...seededPromotions]).execute();
  const retail = demoAccounts.retail.customerId;
  const company = demoAccounts.company.customerId;
  const [retailKit] = await invoiceLines(trx, 552301);
  const [twoFactorKit] = await invoiceLines(trx, 552321);
  const [, retailSecond] = await invoiceLines(trx, 552302);
  const [, companyOs] = await invoiceLines(trx, 552311);
  if (!retailKit || !twoFactorKit || !retailSecond || !companyOs) throw new Error('seedRedemptions: a seeded invoice line is missing');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await trx
    .insertInto('invoice_redemptions')
    .values([
      { invoice_item_id: retailKit.document_item_id, promotion_redemption_id: 310, customer_id: retail },
      { invoice_item_id: retailKit.document_item_id, promotion_redemption_id: 295, customer_id: retail },
      { invoice_item_id: retailSecond.document_item_id, promotion_redemption_id: 288, customer_id: retail, redemption_code: '4KJ2-9QX7-MM3P', redeemed_at: daysAgo(110) },
    ])
    .execute();
  await trx
    .insertInto('digital_activations')
    .values([
      { invoice_item_id: companyOs.document_item_id, customer_id: company },
      { invoice_item_id: retailKit.document_item_id, customer_id: retail },
      { invoice_item_id: twoFactorKit.document_item_id, customer_id: demoAccounts.twoFactor.customerId, confirmation_number: 'DA-20260515-0001', requested_at: daysAgo(190) },
    ])
    .execute();
}
