// The reference store's implementation of the Tracking interface (tracking.ts): the server's log operations
// (auditLog, routeChange, BannerActiveTrack) plus the analytics data layer when a tag manager has installed one.
// Reports never get in the shopper's way: a failed one is dropped.
import { ORDER_TRACKING_AUDIT_TYPE, orderTrackingStages, purchaseEvent, type OrderTrackingStage, type TrackedOrder } from '@rigkit/domain/tracking';
import { browserApi, sessionGuidForBody } from './api.client.ts';
import type { Tracking } from './tracking.ts';

function dataLayer(): unknown[] | undefined {
  return (globalThis as { dataLayer?: unknown[] }).dataLayer;
}

async function stage(order: TrackedOrder, Stage: OrderTrackingStage): Promise<void> {
  // The server records the stage under the session it knows the caller by; the object names it as the contract asks.
  const CustomerSessionGuid = await sessionGuidForBody();
  await browserApi().POST('/auditLog', { body: { AuditLogTypeName: ORDER_TRACKING_AUDIT_TYPE, AuditObject: { CustomerSessionGuid, Stage, DocumentGuid: order.DocumentGuid } } });
}

const dropFailure = () => undefined;

export const storeTracking: Tracking = {
  loggedIn(email) {
    dataLayer()?.push({ event: 'login', email });
  },
  addedToCart(line) {
    const route = window.location.pathname;
    const searchData = JSON.stringify({ event: 'addToCart', InventoryItemId: line.InventoryItemId, Quantity: line.Quantity, AddToCartSource: line.AddToCartSource });
    void browserApi().POST('/routeChange', { body: { oldRoute: route, newRoute: route, searchData } }).catch(dropFailure);
  },
  bannerActivity(event) {
    void browserApi()
      .POST('/BannerActiveTrack', { body: { ...event, SourceUrl: window.location.href } })
      .catch(dropFailure);
  },
  async purchased(order) {
    // Once per order in this tab: a reload of the confirmation is not a second purchase (designed).
    const key = `rigkit:tracked:${order.DocumentGuid}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    await stage(order, orderTrackingStages.loaded);
    try {
      const layer = dataLayer();
      layer?.push({ ecommerce: null });
      layer?.push(purchaseEvent(order));
      await stage(order, orderTrackingStages.sent);
    } catch {
      await stage(order, orderTrackingStages.failed);
    }
  },
};
