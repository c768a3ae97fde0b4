// Tables of 0014_address_streets_and_audit_log.sql.
import type { ColumnType, Generated } from 'kysely';
export interface AddressStreetsTable {
  street_id: number;
  street_name: string;
  kind: 'street' | 'postal';
  suburb: string;
  state: 'WA' | 'VIC';
  postcode: string;
  latitude: number;
  longitude: number;
  highest_number: number;
  search_text: string;
}

export interface AuditLogTable {
  audit_log_id: Generated<string>;
  audit_log_type_name: string;
  customer_session_guid: string;
  audit_object: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
}

export interface AddressTables {
  address_streets: AddressStreetsTable;
  audit_log: AuditLogTable;
}
