import type { components } from '@rigkit/api-client';
import { documentActions, type DocumentActions } from '@rigkit/domain/account';
import { isSearchTermLongEnough, SEARCH_DEBOUNCE_MS } from '@rigkit/domain/validation';
import { useEffect, useRef, useState } from 'react';
import { documentDetailMessages as M } from './messages.ts';

/** An order or quote as fetchOrder answers it (spec 3 §3 "Order/quote document"). */
export type DetailDocument = components['schemas']['Document'];
export type DetailDocumentItem = components['schemas']['DocumentItem'];

/** The outcome of an order action: success, or the server's texts. */
export interface DocumentActionResult {
  success: boolean;
  errors?: readonly { ErrorText?: string }[];
}

/** One item the Add Item search found. */
export interface AddItemCandidate {
  InventoryItemId: number;
  ItemDescription: string;
  ItemCode?: string;
  CustomerPriceIncTax?: number;
}

/** What the page is doing: nothing, asking to confirm, or waiting for the server. */
export type DocumentDetailState = 'idle' | 'confirming' | 'cancelling' | 'removing' | 'adding';

export type PendingConfirmation = { kind: 'cancel' } | { kind: 'remove'; item: DetailDocumentItem };

export type SearchState = 'idle' | 'searching' | 'results' | 'empty' | 'failed';

export interface DocumentDetailProps {
  /** The order or quote, as fetchOrder answers it; the caller passes the new one after a change. */
  document: DetailDocument;
  /** Cancels the order or quote (orders/cancelActiveSalesOrder). A rejection is "Error cancelling order". */
  onCancel?: (document: DetailDocument) => Promise<DocumentActionResult>;
  /** Removes a line (orders/removeItemFromActiveSalesOrder). A rejection is "Error removing item". */
  onRemoveItem?: (item: DetailDocumentItem, document: DetailDocument) => Promise<DocumentActionResult>;
  /** Adds one of an item (orders/addItemToActiveSalesOrder). A rejection is "Unable to add item to order". */
  onAddItem?: (candidate: AddItemCandidate, document: DetailDocument) => Promise<DocumentActionResult>;
  /** Finds items for Add Item; called with at least 3 characters, 300 ms after typing stops or at once on Enter. */
  onSearch?: (term: string, signal: AbortSignal) => Promise<readonly AddItemCandidate[]>;
  /** Where the PDF download is served from: the API's base address. @default '/api' */
  apiBaseUrl?: string;
  /** The pause before a typed search runs, in milliseconds. @default 300 (spec 3 §5.5) */
  searchDelayMs?: number;
}

export interface DocumentDetailAria {
  document: DetailDocument;
  actions: DocumentActions;
  state: DocumentDetailState;
  confirmation: PendingConfirmation | null;
  /** The last action's outcome, spoken politely. */
  statusMessage: string | undefined;
  /** The last action's failure, spoken at once (spec 3 §8's text). */
  errorMessage: string | undefined;
  /** The server's reason for the failure, when it gave one (e.g. "… is for business customers only"). */
  errorDetail: string | undefined;
  requestCancel: () => void;
  requestRemove: (item: DetailDocumentItem) => void;
  confirm: () => Promise<void>;
  dismiss: () => void;
  isAddItemOpen: boolean;
  setAddItemOpen: (open: boolean) => void;
  searchTerm: string;
  setSearchTerm: (term: string) => void;
  /** Enter in the search box: search at once. */
  searchNow: () => void;
  searchState: SearchState;
  candidates: readonly AddItemCandidate[];
  add: (candidate: AddItemCandidate) => Promise<void>;
}

const serverText = (result: DocumentActionResult) => result.errors?.find((error) => error.ErrorText)?.ErrorText;

/** The order or quote page (spec 3 §2.9, §4.8, §5.5, §8): actions gated by the domain, confirmations, Add Item search. */
export function useDocumentDetail(props: DocumentDetailProps): DocumentDetailAria {
  const { document } = props;
  const actions = documentActions(document);
  const [state, setState] = useState<DocumentDetailState>('idle');
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const [statusMessage, setStatusMessage] = useState<string>();
  const [errorMessage, setErrorMessage] = useState<string>();
  const [errorDetail, setErrorDetail] = useState<string>();
  const [isAddItemOpen, setAddItemOpen] = useState(false);
  const [searchTerm, setSearchTermValue] = useState('');
  const [searchState, setSearchState] = useState<SearchState>('idle');
  const [candidates, setCandidates] = useState<readonly AddItemCandidate[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<AbortController | undefined>(undefined);
  const lastSearched = useRef<string | undefined>(undefined);
  const onSearch = props.onSearch;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      running.current?.abort();
    },
    [],
  );

  const report = (outcome: { status?: string; error?: string; detail?: string }) => {
    setStatusMessage(outcome.status);
    setErrorMessage(outcome.error);
    setErrorDetail(outcome.detail);
  };

  const search = (term: string) => {
    clearTimeout(timer.current);
    const trimmed = term.trim();
    if (!onSearch || !isSearchTermLongEnough(trimmed) || trimmed === lastSearched.current) return;
    lastSearched.current = trimmed;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setSearchState('searching');
    onSearch(trimmed, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setCandidates(found);
        setSearchState(found.length > 0 ? 'results' : 'empty');
      },
      () => {
        if (controller.signal.aborted) return;
        // A failed term may be tried again with Enter.
        lastSearched.current = undefined;
        setCandidates([]);
        setSearchState('failed');
      },
    );
  };

  const setSearchTerm = (term: string) => {
    setSearchTermValue(term);
    clearTimeout(timer.current);
    if (!isSearchTermLongEnough(term)) {
      running.current?.abort();
      lastSearched.current = undefined;
      setCandidates([]);
      setSearchState('idle');
      return;
    }
    timer.current = setTimeout(() => search(term), props.searchDelayMs ?? SEARCH_DEBOUNCE_MS);
  };

  const confirm = async () => {
    const pending = confirmation;
    if (!pending) return;
    setConfirmation(null);
    if (pending.kind === 'cancel') {
      if (!props.onCancel) return setState('idle');
      setState('cancelling');
      try {
        const result = await props.onCancel(document);
        report(result.success ? { status: M.cancelled } : { error: M.failedToCancel, detail: serverText(result) });
      } catch {
        report({ error: M.errorCancelling });
      }
    } else {
      if (!props.onRemoveItem) return setState('idle');
      setState('removing');
      try {
        const result = await props.onRemoveItem(pending.item, document);
        report(result.success ? { status: M.removed } : { error: M.failedToRemove, detail: serverText(result) });
      } catch {
        report({ error: M.errorRemoving });
      }
    }
    setState('idle');
  };

  const add = async (candidate: AddItemCandidate) => {
    if (!props.onAddItem || state !== 'idle') return;
    setState('adding');
    try {
      const result = await props.onAddItem(candidate, document);
      report(result.success ? { status: M.itemAdded } : { error: M.unableToAddItem, detail: serverText(result) });
    } catch {
      report({ error: M.unableToAddItem });
    }
    setState('idle');
  };

  return {
    document,
    actions,
    state: confirmation ? 'confirming' : state,
    confirmation,
    statusMessage,
    errorMessage,
    errorDetail,
    requestCancel: () => {
      if (!actions.cancel || state !== 'idle') return;
      report({});
      setConfirmation({ kind: 'cancel' });
    },
    requestRemove: (item) => {
      if (!actions.deleteItem || state !== 'idle') return;
      report({});
      setConfirmation({ kind: 'remove', item });
    },
    confirm,
    dismiss: () => setConfirmation(null),
    isAddItemOpen: isAddItemOpen && actions.addItem,
    setAddItemOpen: (open) => {
      setAddItemOpen(open);
      if (open) report({});
    },
    searchTerm,
    setSearchTerm,
    searchNow: () => search(searchTerm),
    searchState,
    candidates,
    add,
  };
}
