// Document list texts (spec 3 §2.9, §8): "Failed to load …" and "An error occurred while fetching …" with Try Again
// are spec 3 §8's; the headings are the account menu's entries (spec 3 §2.1); the rest is designed.
import { failedToLoadListMessage } from '@rigkit/domain/account';

export type DocumentListKind = 'quotes' | 'orders' | 'invoices' | 'work orders';

export const documentListMessages = {
  heading: { quotes: 'Quotes', orders: 'Order History', invoices: 'Invoices History', 'work orders': 'Work Orders' } satisfies Record<DocumentListKind, string>,
  failedToLoad: (kind: DocumentListKind) => failedToLoadListMessage(kind),
  errorFetching: (kind: DocumentListKind) => `An error occurred while fetching ${kind}`,
  tryAgain: 'Try Again',
  refresh: 'Refresh', // spec 3 §2.9
  refreshing: 'Refreshing...', // designed
  loading: 'Loading...', // designed
  empty: { quotes: 'You have no quotes yet.', orders: 'You have no orders yet.', invoices: 'You have no invoices yet.', 'work orders': 'You have no work orders yet.' } satisfies Record<DocumentListKind, string>, // designed
  date: 'Date', // designed
  status: 'Status', // designed
  store: 'Store', // designed
  total: 'Total', // designed
  category: 'Category', // designed
  warranty: 'Warranty', // designed
  completed: 'Completed', // designed
} as const;
