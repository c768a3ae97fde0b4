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
  // `declare`d and assigned in one go: the fields cost no bytes of their own in the 4 kB budget.
  declare readonly operation: string;
  declare readonly status: number | undefined;
  declare readonly errorTexts: readonly string[];
  declare readonly body: unknown;

  constructor(message: string, { cause, ...details }: RigkitApiErrorDetails) {
    super(message, { cause });
    this.name = 'RigkitApiError';
    Object.assign(this, { status: undefined, body: undefined }, details);
  }
}
