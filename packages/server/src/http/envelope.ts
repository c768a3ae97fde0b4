// The contract's envelope { success, errors: [{ ErrorText }], data } for every answer, success or failure
// (openapi/components/schemas/envelope.yaml). Handlers throw ApiError; the app turns it into this shape.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorItem {
  ErrorText: string;
}

export interface Envelope<Data> {
  success: boolean;
  errors: ErrorItem[];
  data: Data | null;
}

export function successEnvelope<Data>(data: Data): Envelope<Data> {
  return { success: true, errors: [], data };
}

export function failureEnvelope(texts: readonly string[]): Envelope<never> {
  return { success: false, errors: texts.map((ErrorText) => ({ ErrorText })), data: null };
}

/**
 * An answer as JSON with its length: a compressing layer in front (the storefront's, a proxy's) then knows its size
 * without reading it, and sends a small answer as it is instead of running a compressor over a few bytes.
 */
export function jsonAnswer(c: Context, value: unknown, status: ContentfulStatusCode): Response {
  const text = JSON.stringify(value);
  return c.body(text, status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
}

/** A failure with a status and the texts the client shows. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly texts: readonly string[];
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: ContentfulStatusCode, texts: string | readonly string[], headers: Record<string, string> = {}) {
    const list = typeof texts === 'string' ? [texts] : texts;
    super(list.join('; '));
    this.name = 'ApiError';
    this.status = status;
    this.texts = list;
    this.headers = headers;
  }
}

/** Server texts of our own (the specs do not show server error bodies; spec 1 §8). */
export const httpMessages = {
  notFound: (path: string) => `No such API operation: ${path}`,
  malformedJson: (detail: string) => `The request body is not valid JSON: ${detail}`,
  bodyTooLarge: (limitBytes: number) => `The request body is too large (the limit is ${Math.round(limitBytes / 1024)} KB).`,
  crossSite: 'Cross-site request refused: send a JSON body (Content-Type: application/json) from the store itself.',
  internal: 'Something went wrong on our side. Please try again.',
  invalidSessionGuid: 'CustomerSessionGuid must be a version-4 GUID',
  loginRequired: 'Could not authenticate',
  nulInPath: 'The request path must not contain a NUL character.',
  cancelled: 'This request was cancelled (cancelFetch).',
} as const;
