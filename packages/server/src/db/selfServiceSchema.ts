// Tables of 0025_returns_and_redemptions.sql.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ReturnAdvicePhotosTable {
  customer_return_advice_id: number;
  binary_object_id: number;
}

export interface PromotionRedemptionsTable {
  promotion_redemption_id: number;
  redemption_name: string;
  description: string | null;
}

export interface InvoiceRedemptionsTable {
  invoice_item_id: number;
  promotion_redemption_id: number;
  customer_id: number;
  redemption_code: ColumnType<string | null, string | null | undefined, string | null>;
  redeemed_at: Timestamp;
}

export interface DigitalActivationsTable {
  invoice_item_id: number;
  customer_id: number;
  confirmation_number: ColumnType<string | null, string | null | undefined, string | null>;
  requested_at: Timestamp;
}

export interface SelfServiceTables {
  return_advice_photos: ReturnAdvicePhotosTable;
  promotion_redemptions: PromotionRedemptionsTable;
  invoice_redemptions: InvoiceRedemptionsTable;
  digital_activations: DigitalActivationsTable;
}
