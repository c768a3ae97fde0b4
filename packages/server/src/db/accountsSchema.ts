// Tables of 0015_accounts.sql (the customers columns it adds are in schema.ts's CustomersTable) and
// 0020_order_verifications.sql, 0021_unsubscribe_and_satisfaction.sql and 0022_stored_cards.sql.
import type { ColumnType, Generated } from 'kysely';

export interface PasswordResetsTable {
  reset_id_hash: string;
  customer_id: number;
  created_at: ColumnType<Date, Date, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface OrderVerificationsTable {
  document_id: number;
  /** The small amount charged to the card, which the customer enters to verify (1 to 999 cents). */
  amount_cents: number;
  attempts_used: Generated<number>;
  verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface EmailBlocksTable {
  email_address: string;
  /** The kind of e-mail the link was in (free text, spec 3 §7), or 'All' for every marketing e-mail. */
  block_type: string;
  blocked_at: ColumnType<Date, Date, Date>;
}

export interface SatisfactionFeedbackTable {
  satisfaction_id: Generated<number>;
  from_email_address: string | null;
  recipient_email_address: string | null;
  sales_order_id: number | null;
  invoice_id: number | null;
  rating: number;
  customer_feedback: string;
  requires_response: boolean;
  contact_email: string | null;
  contact_phone: string | null;
  sent_at: ColumnType<Date, Date, Date>;
}

export interface StoredCardsTable {
  customer_payment_authority_id: Generated<number>;
  customer_id: number;
  /** The provider's token for the card in its vault; never card data. */
  vault_token: string;
  display_string: string;
  stored_at: ColumnType<Date, Date, Date>;
}

export interface AccountTables {
  password_resets: PasswordResetsTable;
  order_verifications: OrderVerificationsTable;
  email_blocks: EmailBlocksTable;
  satisfaction_feedback: SatisfactionFeedbackTable;
  stored_cards: StoredCardsTable;
}
