// Tables of 0015_accounts.sql (the customers columns it adds are in schema.ts's CustomersTable) and
// 0020_order_verifications.sql.
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

export interface AccountTables {
  password_resets: PasswordResetsTable;
  order_verifications: OrderVerificationsTable;
}
