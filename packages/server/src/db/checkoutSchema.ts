// Tables of 0011_checkout.sql, 0013_redirect_payments.sql and 0026_stock_reservations.sql.
import type { ColumnType, Generated } from 'kysely';

export interface OrderSubmissionsTable {
  retry_guid: string;
  request_hash: string;
  document_id: number;
  created_at: Generated<Date>;
}

export interface GiftVouchersTable {
  voucher_code: string;
  balance_cents: number;
  expires_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface StoreCreditsTable {
  store_credit_code: string;
  customer_id: number;
  balance_cents: number;
}

export interface PaymentCapturesTable {
  idempotency_key: string;
  provider: string;
  token: string;
  amount_cents: number;
  transaction_id: string;
  captured_at: Generated<Date>;
}

export interface ProviderOrdersTable {
  provider_order_id: string;
  provider: 'paypal' | 'zip';
  customer_session_guid: string;
  amount_cents: number;
  created_at: Generated<Date>;
  /** The order a Zip checkout pays (Zip is settled after the order); null for PayPal, approved before it. */
  document_id: ColumnType<number | null, number | null | undefined, never>;
}

export interface StockReservationsTable {
  reservation_guid: string;
  inventory_item_id: number;
  inventory_warehouse_id: number;
  quantity: number;
  reserved_at: ColumnType<Date, Date | string, never>;
}

export interface CheckoutTables {
  stock_reservations: StockReservationsTable;
  provider_orders: ProviderOrdersTable;
  order_submissions: OrderSubmissionsTable;
  gift_vouchers: GiftVouchersTable;
  store_credits: StoreCreditsTable;
  payment_captures: PaymentCapturesTable;
}
