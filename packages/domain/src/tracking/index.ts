export { ORDER_TRACKING_AUDIT_TYPE, orderTrackingStages, purchaseEvent } from './purchaseEvent.ts';
export type { OrderTrackingStage, PurchaseEvent, TrackedOrder } from './purchaseEvent.ts';
