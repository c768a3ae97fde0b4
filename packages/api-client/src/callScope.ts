/** Cancellation for one component's calls: cancel it on unmount and every call it started is aborted. */
export interface CallScope {
  /** Aborted when the scope is cancelled; pass it as a call's `signal`. */
  readonly signal: AbortSignal;
  /** A signal for a call that supersedes the scope's previous one (a new search cancels the last). */
  next(): AbortSignal;
  /** Aborts every call of the scope, for example when the widget unmounts. */
  cancel(reason?: unknown): void;
}

/** Creates a call scope, optionally inside a parent signal (a page's scope, a request's signal during SSR). */
export function createCallScope(parent?: AbortSignal): CallScope {
  const controller = new AbortController();
  const signal = parent ? AbortSignal.any([parent, controller.signal]) : controller.signal;
  let latest: AbortController | undefined;
  return {
    signal,
    next() {
      latest?.abort();
      latest = new AbortController();
      return AbortSignal.any([signal, latest.signal]);
    },
    cancel: (reason) => controller.abort(reason),
  };
}

/** Whether an error only says the call was cancelled, which a widget ignores rather than shows. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
