// The account side menu (spec 1 §2, spec 3 §2.1), in the spec's order.
export type AccountMenuEntry = { label: string; path: string };

export const ACCOUNT_MENU_ENTRIES: readonly AccountMenuEntry[] = [
  { label: 'Edit Account Details', path: '/account' },
  { label: 'Change Password', path: '/account/changepassword' },
  { label: 'Quotes', path: '/account/quotes' },
  { label: 'Order History', path: '/account/orders' },
  { label: 'Invoices History', path: '/account/invoices' },
  { label: 'Wishlists', path: '/account/wishlists' },
  { label: 'Promotion Redemption', path: '/account/promotions' },
  { label: 'Return a Product', path: '/account/return' },
  { label: 'Return History', path: '/account/returns' },
  { label: 'Work Orders', path: '/account/workorders' },
  { label: 'Notification Settings', path: '/account/notifications' },
  { label: 'Stored Payments', path: '/account/storedpayments' },
];

/** Every path beginning /account, in any case, is shown inside the account layout (spec 1 §2). */
export function isAccountPath(pathname: string): boolean {
  return /^\/account(?:[/?#]|$)/i.test(pathname);
}

/** The menu entry for a path (case-insensitive, trailing slash ignored), or undefined. */
export function accountMenuEntryForPath(pathname: string): AccountMenuEntry | undefined {
  const path = pathname.split(/[?#]/)[0]?.replace(/\/+$/, '').toLowerCase() ?? '';
  return ACCOUNT_MENU_ENTRIES.find((entry) => entry.path === path);
}
