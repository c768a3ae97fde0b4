// The store's one tracking layer (spec 1 §4, §7; spec 3 §2.8): pages and widgets report what a shopper did through
// the Tracking interface, and this is the reference store's implementation: the server's log operations (auditLog,
// routeChange, BannerActiveTrack) plus the analytics data layer when a tag manager has installed one. Another store
// swaps the implementation, not the pages. Reports never get in the shopper's way: a failed one is dropped.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { ORDER_TRACKING_AUDIT_TYPE, orderTrackingStages, purchaseEvent, type OrderTrackingStage, type TrackedOrder } from '@rigkit/domain/tracking';
import type { BannerTrackEvent } from '@rigkit/react/BannerCarousel';
import { browserApi, sessionGuidForBody } from './api.client.ts';

export interface Tracking {
  /** A shopper logged in: their e-mail goes to the tracking layer (spec 1 §4 "Login and logout", step 2). */
  loggedIn(email: string): void;
  /** Something went into the cart: logged through routeChange, "used to log events such as add-to-cart" (spec 1 §7). */
  addedToCart(line: AddToCartLine): void;
  /** A banner was shown or followed (spec 1 §7 BannerActiveTrack). */
  bannerActivity(event: BannerTrackEvent): void;
  /** An order was confirmed: the audit stages and the purchase event, once per order in this tab (spec 3 §2.8). */
  purchased(order: TrackedOrder): Promise<void>;
}

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
