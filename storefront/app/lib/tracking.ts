// The store's one tracking layer (spec 1 §4, §7; spec 3 §2.8): pages and widgets report what a shopper did through
// the Tracking interface, and another store swaps the implementation (storeTracking.client.ts), not the pages. The
// implementation loads on the first report, so no route carries it on the way to first paint.
import type { AddToCartLine } from '@rigkit/domain/cart';
import type { TrackedOrder } from '@rigkit/domain/tracking';
import type { BannerTrackEvent } from '@rigkit/react/BannerCarousel';

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

const implementation = () => import('./storeTracking.client.ts').then((module) => module.storeTracking);

export const tracking: Tracking = {
  loggedIn: (email) => void implementation().then((store) => store.loggedIn(email)),
  addedToCart: (line) => void implementation().then((store) => store.addedToCart(line)),
  bannerActivity: (event) => void implementation().then((store) => store.bannerActivity(event)),
  purchased: (order) => implementation().then((store) => store.purchased(order)),
};
