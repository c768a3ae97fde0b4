// Tables of 0015_accounts.sql (the customers columns it adds are in schema.ts's CustomersTable).
import type { ColumnType } from 'kysely';

export interface PasswordResetsTable {
  reset_id_hash: string;
  customer_id: number;
  created_at: ColumnType<Date, Date, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AccountTables {
  password_resets: PasswordResetsTable;
}
