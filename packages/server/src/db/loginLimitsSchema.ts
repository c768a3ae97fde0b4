// Tables of 0007_login_failures_and_session_changes.sql.
import type { ColumnType } from 'kysely';

export interface LoginFailuresTable {
  /** 'account:<e-mail>' or 'address:<address>'. */
  limit_key: string;
  failed_at: ColumnType<Date, Date, Date>;
}

export interface LoginLimitTables {
  login_failures: LoginFailuresTable;
}
