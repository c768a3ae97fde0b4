/** What a failed call knows about its failure. */
export interface RigkitApiErrorDetails {
  /** The operation, as the specs name it: `fetchPromotion`, `session/webAuth`, `cc/getItemGrid`. */
  operation: string;
  /** The HTTP status, or undefined when no answer arrived (network failure, unreadable body). */
  status?: number | undefined;
  /** Every `ErrorText` of the answer's envelope, in order. */
  errorTexts: readonly string[];
  /** The parsed answer, when there was one. */
  body?: unknown;
  /** What went wrong underneath (a network error, or the browser-side error for an SSR failure). */
  cause?: unknown;
}

/** Spec 1 §7, §8: "Server-side rendering failures of any call throw "SSR API Call Issue"". */
export const ssrErrorMessage = 'SSR API Call Issue';

/** Thrown when a call stays unsuccessful (`success: false` or an HTTP error) after its retries (spec 1 §8). */
export class RigkitApiError extends Error {
  override name = 'RigkitApiError';
  readonly operation: string;
  readonly status: number | undefined;
  readonly errorTexts: readonly string[];
  readonly body: unknown;

  constructor(message: string, details: RigkitApiErrorDetails) {
    super(message, { cause: details.cause });
    this.operation = details.operation;
    this.status = details.status;
    this.errorTexts = details.errorTexts;
    this.body = details.body;
  }
}
