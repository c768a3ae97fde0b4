// What the server decides about an order or quote (spec 3 §4.8, §3 "Order/quote document"): which statuses it
// writes, when a document may be cancelled, and what is still owed.
import { canChangeOrder } from './orderActions.ts';

export const DocumentStatuses = {
  /** The status a cancelled order or quote gets. */
  cancelled: 'Cancelled',
  /** The open state of a quote (spec 3 §4.8 "Open Quote"). */
  openQuote: 'Open Quote',
} as const;

export type CancellableDocumentType = 'Sales Order' | 'Quote' | (string & {});

/** A sales order while its actions are allowed (canChangeOrder); a quote while it is an "Open Quote". */
export function canCancelDocument(documentType: CancellableDocumentType, documentStatus: string | null | undefined): boolean {
  if (documentType === 'Sales Order') return canChangeOrder(documentStatus);
  return documentType === 'Quote' && documentStatus === DocumentStatuses.openQuote;
}

/** BalanceOwing in cents: a cancelled document owes nothing; otherwise the total less payments, never below zero. */
export function balanceOwingCents(document: { status: string | null; totalCents: number }, paidCents: number): number {
  if (document.status === DocumentStatuses.cancelled) return 0;
  return Math.max(0, document.totalCents - paidCents);
}
