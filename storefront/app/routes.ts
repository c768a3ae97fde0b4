import type { RouteConfig } from '@react-router/dev/routes';
import { index, route } from '@react-router/dev/routes';
import { plainRedirects } from './lib/plainRedirects.ts';

// Paths match case-insensitively (React Router's default): /login and /Login, /products and /Products are one route.
export default [
  index('routes/home.tsx'),
  route('Categories/:id/*', 'routes/category.tsx'),
  // A category grid's items, which the page loads on the shopper's intent (issue 21 item 3; designed address).
  route('GridItems/Categories/:id', 'routes/grid-items-category.tsx'),
  route('Products/:id/Build', 'routes/custom-build.tsx', { id: 'custom-build' }),
  route('products/:kitId/build/:keyStringId', 'routes/custom-build.tsx', { id: 'custom-build-key' }),
  route('Products/:id/*', 'routes/product.tsx'),
  route('ProductPreview/:id', 'routes/product-preview.tsx'),
  route('CategoryGroups/:id/:name?', 'routes/category-group.tsx'),
  route('Brands/:id/:name?', 'routes/brand.tsx'),
  route('Search/:term?', 'routes/search.tsx'),
  route('promotion/:id', 'routes/promotion.tsx'),
  route('Login', 'routes/login.tsx'),
  route('Logout', 'routes/logout.tsx'),
  route('ForgotPassword', 'routes/forgot-password.tsx'),
  route('ResetPassword/:resetId', 'routes/reset-password.tsx'),
  route('CreateAccount', 'routes/create-account.tsx'),
  // The confirmation first: "OrderConfirmed" would otherwise read as an order GUID (spec 3 §2.1).
  route('Checkout/OrderConfirmed/:orderGuid?', 'routes/order-confirmed.tsx'),
  route('Checkout/Zip/:orderGuid/:checkoutId', 'routes/zip-redirect.tsx'),
  // With an order GUID: the existing order or payment link; without: a new order from the cart (spec 3 §2.1).
  route('Checkout/:orderGuid?/:nextComponent?', 'routes/checkout.tsx'),
  // Plain redirects (spec 1 §2), one table: the old account links of spec 3 §2.1 and other designed addresses.
  ...plainRedirects.map((entry) => route(entry.path, 'routes/plain-redirect.tsx', { id: `redirect-${entry.id}` })),
  route('Verify/:documentGuid?', 'routes/verify.tsx'),
  route('EmailUnsubscribe', 'routes/email-unsubscribe.tsx'),
  route('satisfaction', 'routes/satisfaction.tsx'),
  route('cart', 'routes/cart.tsx', { id: 'cart' }),
  route('NewCart', 'routes/cart.tsx', { id: 'new-cart' }),
  route('wishlist/:code', 'routes/wishlist.tsx'),
  route('Compare', 'routes/compare.tsx'),
  route('ItemGrid', 'routes/item-grid.tsx'),
  route('GridItems/ItemGrid', 'routes/grid-items-item-grid.tsx'),
  route('ItemList/:id', 'routes/item-list.tsx'),
  route('GridItems/ItemList/:id', 'routes/grid-items-item-list.tsx'),
  route('buildlist/:sqid/:name?', 'routes/build-list.tsx'),
  route('GridItems/BuildList/:sqid', 'routes/grid-items-build-list.tsx'),
  route('NotFound', 'routes/not-found.tsx', { id: 'not-found-page' }),
  // The build certificate, private (spec 3 §2.1, §2.10).
  route('MyBuild/:buildId', 'routes/my-build.tsx'),
  // The UV print designer and its pages (spec 2 §2; issue 20).
  route('UvPrintDesigner/:inventoryItemId?/:configId?', 'routes/uv-print-designer.tsx'),
  route('UvPrintDesigns', 'routes/uv-print-designs.tsx'),
  route('UVPrinting', 'routes/uv-printing.tsx', { id: 'uv-printing' }),
  route('CustomUVPrinting', 'routes/uv-printing.tsx', { id: 'custom-uv-printing' }),
  // Engagement pages (issue 19): the store locator (designed address).
  route('Stores', 'routes/stores.tsx'),
  // spec 1 §2: /Contact/{store name with spaces removed}, the "Explore this store" link.
  route('Contact/:store?', 'routes/contact.tsx'),
  route('KnowledgeBase/:id', 'routes/knowledge-base.tsx'),
  route('Consultation', 'routes/consultation.tsx'),
  // The UGC upload (designed address; spec 2 §2 gives none).
  route('ShareYourContent', 'routes/share-your-content.tsx'),
  // The local business application (designed address; spec 1 §2 gives none).
  route('LocalBusiness', 'routes/local-business.tsx'),
  // Instagram tiles and the build-guide videos (designed address).
  route('Community', 'routes/community.tsx'),
  // The customer-support chat (spec 3 §2.4; designed address, issue 18 item 8).
  route('Chat', 'routes/chat.tsx'),
  // Every /account path, in any case, is private and inside the account layout (spec 1 §2, spec 3 §2.1); its
  // pages not built yet are the 404 page.
  route('account', 'routes/account.tsx', [
    index('routes/account-overview.tsx'),
    route('changepassword', 'routes/account-change-password.tsx'),
    route('notifications', 'routes/account-notifications.tsx'),
    route('storedpayments', 'routes/account-stored-payments.tsx'),
    route('quotes', 'routes/account-documents.tsx', { id: 'account-quotes' }),
    route('orders', 'routes/account-documents.tsx', { id: 'account-orders' }),
    route('invoices', 'routes/account-documents.tsx', { id: 'account-invoices' }),
    route('workorders', 'routes/account-documents.tsx', { id: 'account-workorders' }),
    route('wishlists', 'routes/account-wishlists.tsx'),
    route('promotions', 'routes/account-promotions.tsx'),
    route('return', 'routes/account-return.tsx'),
    route('returns', 'routes/account-returns.tsx'),
    route('wishlist/:wishlistId', 'routes/account-wishlist.tsx'),
    route('order/:orderGuid', 'routes/account-document.tsx', { id: 'account-order' }),
    route('quote/:orderGuid', 'routes/account-document.tsx', { id: 'account-quote' }),
    route('*', 'routes/not-found.tsx', { id: 'account-not-found' }),
  ]),
  // Content pages by address (spec 3 §2.1); an address no page has is the 404 page.
  route(':pageName/*', 'routes/content-page.tsx'),
  route('software/:id/:slug?', 'routes/software.tsx'),
  route('ChooseMyGamingPC', 'routes/software-selector.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
