// The order confirmation's purchase tracking (spec 3 §2.8; issue 15 item 6): the purchase event sent to analytics,
// with shipping and tax 0 as the store reports them, and the stages written to auditLog around it.

/** What the confirmation knows of the order (fetchDocument). */
export interface TrackedOrder {
  DocumentGuid: string;
  DocumentNumber: string;
  TotalCostPriceIncTax?: number | null;
  Items?: readonly { InventoryItemId?: number | null; ItemDescription?: string | null; Quantity?: number | null; UnitCost?: number | null }[] | null;
}

/** An analytics purchase event (the GA4 e-commerce shape). */
export interface PurchaseEvent {
  event: 'purchase';
  transaction_id: string;
  currency: 'AUD';
  value: number;
  shipping: 0;
  tax: 0;
  items: { item_id: string; item_name: string; quantity: number; price: number }[];
}

/** The auditLog type and the stages the confirmation records (designed names; the spec says "tracking stages"). */
export const ORDER_TRACKING_AUDIT_TYPE = 'OrderConfirmationTracking';
export const orderTrackingStages = { loaded: 'ConfirmationLoaded', sent: 'PurchaseEventsSent', failed: 'PurchaseEventsFailed' } as const;
export type OrderTrackingStage = (typeof orderTrackingStages)[keyof typeof orderTrackingStages];

/** The purchase event of an order: its total as the value, shipping and tax reported as 0 (issue 15 item 6). */
export function purchaseEvent(order: TrackedOrder): PurchaseEvent {
  return {
    event: 'purchase',
    transaction_id: order.DocumentNumber,
    currency: 'AUD',
    value: order.TotalCostPriceIncTax ?? 0,
    shipping: 0,
    tax: 0,
    items: (order.Items ?? []).map((item) => ({
      item_id: String(item.InventoryItemId ?? ''),
      item_name: item.ItemDescription ?? '',
      quantity: item.Quantity ?? 1,
      price: item.UnitCost ?? 0,
    })),
  };
}
