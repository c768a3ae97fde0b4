import type { components } from '@rigkit/api-client';
import { documentDetailPath, formatAccountDate } from '@rigkit/domain/account';
import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import { documentListMessages as M, type DocumentListKind } from './messages.ts';

export type ListDocument = components['schemas']['Document'];
export type ListWorkOrder = components['schemas']['WorkOrder'];

/** Why the list could not be shown: the server said no ("Failed to load …") or the call itself failed ("An error occurred while fetching …"). */
export type DocumentListLoadError = 'failed' | 'error';

/** What the list shows: the first load, the cards, a refresh on its way, or a load error. */
export type DocumentListState = 'loading' | 'loaded' | 'refreshing' | 'failed';

export interface DocumentListProps {
  /** Which list: quotes, orders, invoices or work orders. */
  kind: DocumentListKind;
  /** The documents (fetchDocuments) or work orders (fetchWorkOrders), newest first; undefined while the first load runs. @default undefined */
  items?: readonly (ListDocument | ListWorkOrder)[] | undefined;
  /** The last load's failure, if it failed. @default undefined */
  loadError?: DocumentListLoadError | undefined;
  /** Whether a refresh is on its way. @default false */
  isRefreshing?: boolean;
  /** Loads the list again (Refresh and Try Again). */
  onRefresh?: () => void;
}

/** One card: number, date (dd MMM yyyy), status, store and total (spec 3 §2.9). */
export interface DocumentCard {
  key: string;
  number: string;
  /** The order or quote page; none for invoices and work orders. */
  href: string | undefined;
  date: string;
  status: string;
  store: string | undefined;
  total: string | undefined;
  /** Work orders: the category and whether it is under warranty, and when it was completed. */
  details: { label: string; value: string }[];
}

export interface DocumentListAria {
  kind: DocumentListKind;
  state: DocumentListState;
  heading: string;
  cards: DocumentCard[];
  errorMessage: string | undefined;
  emptyMessage: string | undefined;
  refreshButtonProps: { onClick: () => void; disabled: boolean; 'aria-busy'?: boolean };
}

const isWorkOrder = (item: ListDocument | ListWorkOrder): item is ListWorkOrder => 'WorkOrderGuid' in item;

function toCard(item: ListDocument | ListWorkOrder): DocumentCard {
  if (isWorkOrder(item)) {
    const details = [
      ...(item.WorkOrderCategory ? [{ label: M.category, value: item.WorkOrderCategory }] : []),
      ...(item.IsWarranty ? [{ label: M.warranty, value: 'Yes' }] : []),
      ...(item.CompletionDateTime ? [{ label: M.completed, value: formatAccountDate(item.CompletionDateTime) }] : []),
    ];
    return { key: item.WorkOrderGuid, number: item.WorkOrderNumber, href: undefined, date: formatAccountDate(item.CreatedDateTime), status: item.WorkOrderStatus, store: item.StoreName, total: undefined, details };
  }
  const hasPage = item.DocumentType === 'Sales Order' || item.DocumentType === 'Quote';
  return {
    key: item.DocumentGuid,
    number: item.DocumentNumber,
    href: hasPage ? documentDetailPath(item.DocumentType, item.DocumentGuid) : undefined,
    date: formatAccountDate(item.DocumentDate),
    // A missing status is an order not yet processed (designed wording).
    status: item.DocumentStatus || 'Open',
    store: item.StoreName ?? undefined,
    total: item.TotalCostPriceIncTax === undefined ? undefined : formatPrice(centsFromDollars(item.TotalCostPriceIncTax)),
    details: [],
  };
}

/** A list of quotes, orders, invoices or work orders as cards (spec 3 §2.9, §8). */
export function useDocumentList(props: DocumentListProps): DocumentListAria {
  const { kind, items, loadError, isRefreshing = false } = props;
  const state: DocumentListState = isRefreshing ? 'refreshing' : loadError ? 'failed' : items === undefined ? 'loading' : 'loaded';
  const cards = loadError ? [] : (items ?? []).map(toCard);
  return {
    kind,
    state,
    heading: M.heading[kind],
    cards,
    errorMessage: loadError === 'failed' ? M.failedToLoad(kind) : loadError === 'error' ? M.errorFetching(kind) : undefined,
    emptyMessage: !loadError && items !== undefined && items.length === 0 ? M.empty[kind] : undefined,
    refreshButtonProps: { onClick: () => props.onRefresh?.(), disabled: isRefreshing || !props.onRefresh, ...(isRefreshing ? { 'aria-busy': true } : {}) },
  };
}
