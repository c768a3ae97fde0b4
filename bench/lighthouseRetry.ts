// Which failed Lighthouse runs the bench runs again. Lighthouse's own message for these codes is "Something went wrong
// with recording the trace over your page load. Please run Lighthouse again" (or, for the screenshots it takes from
// that trace, "try re-running Lighthouse"): the trace Chromium handed over was incomplete, which a busy 2-core machine
// provokes now and then (NO_NAVSTART on the cart and product pages). Nothing about the page is learnt from such a run.
// A timeout, a page that paints nothing (NO_FCP), a failed load or an HTTP error is the page's own doing and is not
// retried.

/** Lighthouse 13's codes for a trace it could not use (core/lib/lh-error.js: badTraceRecording, didntCollectScreenshots). */
const traceErrorCodes = new Set([
  'NO_TRACING_STARTED',
  'NO_RESOURCE_REQUEST',
  'NO_NAVSTART',
  'NO_DCL',
  'NO_FMP',
  'NO_SPEEDLINE_FRAMES',
  'SPEEDINDEX_OF_ZERO',
  'NO_SCREENSHOTS',
  'INVALID_SPEEDLINE',
]);

/** Runs of one page the bench may repeat after such errors, over all its runs: past that the machine is the problem. */
export const maxTraceRetries = 3;

/** The code of a trace error in a report's `runtimeError` or in the CLI's stderr when it exited non-zero
 *  ("Runtime error encountered: … (NO_NAVSTART)"); undefined for any other failure. */
export function lighthouseTraceError(failure: { runtimeErrorCode?: string; stderr?: string }): string | undefined {
  if (failure.runtimeErrorCode !== undefined) return traceErrorCodes.has(failure.runtimeErrorCode) ? failure.runtimeErrorCode : undefined;
  const code = /Runtime error encountered:[^\n]*\(([A-Z_]+)\)/.exec(failure.stderr ?? '')?.[1];
  return code !== undefined && traceErrorCodes.has(code) ? code : undefined;
}
