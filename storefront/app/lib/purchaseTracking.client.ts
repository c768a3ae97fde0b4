// Purchase tracking of the order confirmation behind one interface (spec 3 §2.8; issue 15 item 6): the page calls
// trackPurchase once per order; the store's implementation records the stages through auditLog and hands the
// purchase event (shipping and tax 0, from the domain) to the page's analytics data layer when one is installed.
// Another store swaps the implementation, not the page.
import { ORDER_TRACKING_AUDIT_TYPE, orderTrackingStages, purchaseEvent, type OrderTrackingStage, type TrackedOrder } from '@rigkit/domain/tracking';
import { browserApi, sessionGuidForBody } from './api.client.ts';

export interface PurchaseTracker {
  trackPurchase(order: TrackedOrder): Promise<void>;
}

async function stage(order: TrackedOrder, Stage: OrderTrackingStage): Promise<void> {
  // The server records the stage under the session it knows the caller by; the object names it as the contract asks.
  const CustomerSessionGuid = await sessionGuidForBody();
  await browserApi().POST('/auditLog', { body: { AuditLogTypeName: ORDER_TRACKING_AUDIT_TYPE, AuditObject: { CustomerSessionGuid, Stage, DocumentGuid: order.DocumentGuid } } });
}

export const auditLogPurchaseTracker: PurchaseTracker = {
  async trackPurchase(order) {
    // Once per order in this tab: a reload of the confirmation is not a second purchase (designed).
    const key = `rigkit:tracked:${order.DocumentGuid}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    await stage(order, orderTrackingStages.loaded);
    try {
      const layer = (globalThis as { dataLayer?: unknown[] }).dataLayer;
      layer?.push({ ecommerce: null });
      layer?.push(purchaseEvent(order));
      await stage(order, orderTrackingStages.sent);
    } catch {
      await stage(order, orderTrackingStages.failed);
    }
  },
};
