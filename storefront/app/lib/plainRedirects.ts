// The store's plain redirects (spec 1 §2), one table: each old or alternative address and where it goes, built by
// the domain's plainRedirectTarget. routes.ts registers every path with routes/plain-redirect.tsx. All permanent.
import type { PlainRedirect } from '@rigkit/domain/paths';

export interface PlainRedirectRoute extends PlainRedirect {
  /** The route's path, React Router style (matched case-insensitively). */
  path: string;
  id: string;
}

export const plainRedirects: readonly PlainRedirectRoute[] = [
  // Designed destinations of the links spec 3 §2.1 names: editing an open order is its page in the account area
  // (private there, so a logged-out visitor logs in first), editing contact details is the account's details.
  { id: 'myple-order', path: 'MyPLE/Order/:documentGuid', target: '/account/order/:documentGuid' },
  { id: 'myple-edit-account', path: 'MyPLE/EditAccount', target: '/account' },
  // Designed: addresses shoppers type or old links use, with their grid settings carried along.
  { id: 'product-singular', path: 'Product/:id/:name?', target: '/Products/:id/:name', keepsQuery: true },
  { id: 'brand-singular', path: 'Brand/:id/:name?', target: '/Brands/:id/:name', keepsQuery: true },
  { id: 'store-locator', path: 'StoreLocator', target: '/Stores' },
  { id: 'contact-us', path: 'ContactUs', target: '/Contact' },
];
