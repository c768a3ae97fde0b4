// cancelFetch (designed: spec 3 §7 names the call without a purpose): a shopper who leaves a slow account page can
// stop what the server still runs for their session. Every fetch (an operation named fetch…, which only reads) in
// flight is tracked by session and operation id; operations that change something are never cut short, since an
// answer of "cancelled" for a change that then completes would mislead. A cancel aborts the fetch's signal, which
// the handler may watch to stop between queries, and the request answers 409 at once instead of finishing.
// Requests live in the process that serves them, so each process tracks its own; a cancel reaches the fetches of
// the process it lands on (one process in the reference server).
import { ApiError, httpMessages } from './envelope.ts';

export interface PendingFetch {
  signal: AbortSignal;
  /** Rejects with the 409 when the fetch is cancelled, never settling otherwise; null for what cannot be cancelled. */
  cancelled: Promise<never> | null;
  end(): void;
}

export interface PendingFetches {
  begin(sessionGuid: string, operationId: string): PendingFetch;
  /** Aborts the session's fetches of `operationId`, or all of them when null; answers how many. */
  cancel(sessionGuid: string, operationId: string | null): number;
}

const isFetch = (operationId: string) => operationId.startsWith('fetch');

/** What an operation that cannot be cancelled gets: a signal that never aborts. */
const uncancellable: PendingFetch = { signal: new AbortController().signal, cancelled: null, end: () => undefined };

interface Entry {
  operationId: string;
  controller: AbortController;
}

export function createPendingFetches(): PendingFetches {
  const bySession = new Map<string, Set<Entry>>();
  return {
    begin(sessionGuid, operationId) {
      if (!isFetch(operationId)) return uncancellable;
      const entry: Entry = { operationId, controller: new AbortController() };
      const entries = bySession.get(sessionGuid) ?? new Set<Entry>();
      entries.add(entry);
      bySession.set(sessionGuid, entries);
      const { signal } = entry.controller;
      const cancelled = new Promise<never>((_, reject) => {
        signal.addEventListener('abort', () => reject(new ApiError(409, httpMessages.cancelled)), { once: true });
      });
      // Nobody awaits it when the handler wins the race.
      cancelled.catch(() => undefined);
      return {
        signal,
        cancelled,
        end() {
          entries.delete(entry);
          if (entries.size === 0 && bySession.get(sessionGuid) === entries) bySession.delete(sessionGuid);
        },
      };
    },
    cancel(sessionGuid, operationId) {
      let count = 0;
      for (const entry of bySession.get(sessionGuid) ?? []) {
        if (operationId !== null && entry.operationId !== operationId) continue;
        entry.controller.abort();
        count += 1;
      }
      return count;
    },
  };
}
