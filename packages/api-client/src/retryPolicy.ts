/** Spec 1 §9: "API retry delay 200 ms". */
export const retryDelayMs = 200;

/**
 * Operations with their own retry count: spec 2 §7 "fetchPromotion/{promotionId} retried 3 times" and spec 1 §9
 * "Software: ... fetch retry count 3" for every software call.
 */
export const operationRetries: Readonly<Record<string, number>> = {
  fetchPromotion: 3,
  fetchSoftwareList: 3,
  fetchSoftware: 3,
  fetchSoftwarePCCompat: 3,
  fetchSoftwareCompatibility: 3,
};

/**
 * Retries when an operation has no count of its own: reads (GET, or an operation named fetch… or get…, which
 * the specs often send as POST) are retried once; everything else, which changes something, is not, so an
 * order, booking or message is never sent twice.
 */
export function defaultRetries(method: string, operation: string): number {
  return operationRetries[operation] ?? (method === 'GET' || /(?:^|\/)(?:fetch|get)/i.test(operation) ? 1 : 0);
}

/**
 * Whether another try can change the answer: yes for `success: false` on a 2xx, timeouts (408), throttling (429)
 * and server errors (5xx); no for the other 4xx, where the same request meets the same refusal.
 */
export function isRetryableStatus(status: number): boolean {
  return status < 400 || status === 408 || status === 429 || status >= 500;
}

/** The operation's name from its contract path: `/fetchPromotion/{promotionId}` → `fetchPromotion`. */
export function operationName(path: string): string {
  return path.replace(/^\//, '').replace(/\/\{[^}]*\}/g, '');
}
