// One registration per contract operation: cross-site check, JSON body parsing, validation against the contract,
// the caller's identity, then the handler, whose result is wrapped in the envelope.
import type { paths } from '@rigkit/api-client/contract';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { OperationValidator } from '../contract/validator.ts';
import { authKeyCookieName, cookieMaxAgeSeconds, hostAuthKeyCookieName, sessionCookieName, sessionGuidHeaderName } from '../identity/authKey.ts';
import { newSessionStored, resolveIdentity, type Identity } from '../identity/sessions.ts';
import { ApiError, httpMessages, jsonAnswer, successEnvelope } from './envelope.ts';
import type { Services } from './services.ts';

export type OperationMethod = 'GET' | 'POST';

/** The contract paths that have `Method` (the generated `paths` write methods in lower case). */
export type OperationPath<Method extends OperationMethod> = {
  [Path in keyof paths]: paths[Path] extends Record<Lowercase<Method>, object> ? Path : never;
}[keyof paths];

type ContractOperation<Method extends OperationMethod, Path extends OperationPath<Method>> = paths[Path][Lowercase<Method>];

type JsonRequestBody<Operation> = Operation extends { requestBody?: never }
  ? undefined
  : Operation extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : Operation extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? Body | undefined
      : undefined;

type OperationParameters<Operation> = Operation extends { parameters: { query?: infer Query; path?: infer Path } } ? { query: Query; path: Path } : { query: never; path: never };

// The validator always hands over an object, with the contract's types after coercion, even without parameters.
type ParameterValues<Parameters> = [NonNullable<Parameters>] extends [never] ? Record<string, never> : NonNullable<Parameters>;

type SuccessData<Operation> = Operation extends { responses: { 200: { content: { 'application/json': infer Envelope } } } }
  ? Envelope extends { data?: infer Data } ? Data : unknown
  : unknown;

/** The operation's `application/json` request body (undefined when it has none or it is optional). */
export type OperationBody<Method extends OperationMethod, Path extends OperationPath<Method>> = JsonRequestBody<ContractOperation<Method, Path>>;
export type OperationQuery<Method extends OperationMethod, Path extends OperationPath<Method>> = ParameterValues<OperationParameters<ContractOperation<Method, Path>>['query']>;
export type OperationPathParameters<Method extends OperationMethod, Path extends OperationPath<Method>> = ParameterValues<OperationParameters<ContractOperation<Method, Path>>['path']>;

/** What every handler gets, whatever its operation. */
export interface RequestContext {
  c: Context;
  identity: Identity;
  services: Services;
  now: Date;
  /** Aborted when the session cancels this fetch (cancelFetch); long handlers may stop between queries. */
  signal: AbortSignal;
}

/** The context of one contract operation: body, query and path parameters typed by the contract. */
export interface OperationContext<Method extends OperationMethod, Path extends OperationPath<Method>> extends RequestContext {
  body: OperationBody<Method, Path>;
  query: OperationQuery<Method, Path>;
  pathParameters: OperationPathParameters<Method, Path>;
}

/** The `data` of the operation's 200 envelope. */
export type OperationData<Method extends OperationMethod, Path extends OperationPath<Method>> = SuccessData<ContractOperation<Method, Path>>;

/** A handled "no" that is not an HTTP error: 200 with success false (e.g. webAuth's TotpRequired, spec 1 §4). */
export class SoftFailure {
  readonly texts: readonly string[];
  /**
   * What the client needs to go on, for the few operations whose contract answers a "no" with data (submitOrder's
   * RetryGuid, spec 3 §4.4); absent otherwise.
   */
  readonly data: unknown;
  constructor(texts: string | readonly string[], data?: unknown) {
    this.texts = typeof texts === 'string' ? [texts] : texts;
    this.data = data;
  }
}

// An answer is only serialised, so shared read-only values (cached tiles, grid headers) may be part of it.
type ReadonlyAnswer<Data> = Data extends readonly (infer Element)[]
  ? readonly ReadonlyAnswer<Element>[]
  : Data extends object
    ? { readonly [Key in keyof Data]: ReadonlyAnswer<Data[Key]> }
    : Data;

/** A handler answers the envelope's `data` as the contract describes it, or a SoftFailure. */
export type Handler<Method extends OperationMethod, Path extends OperationPath<Method>> = (
  context: OperationContext<Method, Path>,
) => Promise<ReadonlyAnswer<OperationData<Method, Path>> | SoftFailure>;

/** Registers one operation of an area; `createRegister` closes it over the app, services and validators. */
export type Register = <Method extends OperationMethod, Path extends OperationPath<Method>>(method: Method, path: Path, handler: Handler<Method, Path>) => void;

const jsonContentType = /^application\/(?:[\w.+-]+\+)?json\b/i;
const methodsWithoutBody = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF (issue 5 item 4): a browser sends a cross-site POST without a preflight only with a "simple" content type
 * (form, multipart, text/plain) or none. JSON bodies are accepted (they need a preflight we never grant);
 * anything else must come from our own origin.
 */
export function assertNotCrossSite(c: Context): void {
  if (methodsWithoutBody.has(c.req.method)) return;
  const contentType = c.req.header('content-type') ?? '';
  if (jsonContentType.test(contentType)) return;
  const origin = c.req.header('origin');
  const ownOrigin = new URL(c.req.url).origin;
  if (origin !== undefined) {
    if (origin === ownOrigin) return;
    throw new ApiError(403, httpMessages.crossSite);
  }
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') throw new ApiError(403, httpMessages.crossSite);
  const hasBody = contentType !== '' || Number(c.req.header('content-length') ?? '0') > 0;
  if (hasBody) throw new ApiError(400, 'Send the request body as JSON (Content-Type: application/json).');
}

async function readJsonBody(c: Context): Promise<{ body: unknown; hasBody: boolean }> {
  if (methodsWithoutBody.has(c.req.method)) return { body: undefined, hasBody: false };
  const text = await c.req.text();
  if (text.trim() === '') return { body: undefined, hasBody: false };
  try {
    return { body: JSON.parse(text) as unknown, hasBody: true };
  } catch (error) {
    throw new ApiError(400, httpMessages.malformedJson(error instanceof Error ? error.message : String(error)));
  }
}

/**
 * The session GUID this server minted or rotated for the caller: the plesession cookie, and the same GUID in the
 * CustomerSessionGuid response header for header-mode clients that cannot read Set-Cookie (issue 14 item 2; the
 * api-client adopts it). The cookie is HttpOnly: a guest's GUID is what names their cart and checkout details, so a
 * script injected into a page must not be able to read it. The storefront never needs to: the browser sends the
 * cookie, and a body field that must hold the GUID takes it from fetchSession's answer.
 */
export function setSessionCookie(c: Context, services: Services, sessionGuid: string): void {
  c.header(sessionGuidHeaderName, sessionGuid);
  setCookie(c, sessionCookieName, sessionGuid, {
    path: '/',
    maxAge: cookieMaxAgeSeconds,
    httpOnly: true,
    sameSite: 'Lax',
    secure: services.secureCookies,
  });
}

/** The auth key cookie's name: __Host-pleauthkey whenever cookies are Secure (a __Host- cookie must be). */
export const authKeyCookieNameFor = (services: Services): string => (services.secureCookies ? hostAuthKeyCookieName : authKeyCookieName);

export function setAuthKeyCookie(c: Context, services: Services, authKey: string | null): void {
  setCookie(c, authKeyCookieNameFor(services), authKey ?? '', {
    path: '/',
    maxAge: authKey ? cookieMaxAgeSeconds : 0,
    httpOnly: true,
    secure: services.secureCookies,
    sameSite: 'Lax',
  });
}

/** The caller's identity from the session GUID header or cookie and the auth key; also for file routes (a print file). */
export function requestIdentity(c: Context, services: Services, now: Date = services.now()): Promise<Identity> {
  return resolveIdentity(services.db, {
    headerGuid: c.req.header('customersessionguid'),
    cookieGuid: getCookie(c, sessionCookieName),
    authKey: c.req.header(authKeyCookieName) || getCookie(c, authKeyCookieNameFor(services)) || undefined,
    now,
  });
}

/** The contract path "/fetchPromotion/{promotionId}" as Hono writes it, "/fetchPromotion/:promotionId". */
export const honoPath = (contractPath: string): string => contractPath.replace(/\{([^}]+)\}/g, ':$1');

export function registerOperation<Method extends OperationMethod, Path extends OperationPath<Method>>(
  app: Hono,
  services: Services,
  validators: Map<string, OperationValidator>,
  method: Method,
  contractPath: Path,
  handler: Handler<Method, Path>,
): void {
  const validator = validators.get(`${method} ${contractPath}`);
  if (!validator) throw new Error(`${method} ${contractPath} is not in the contract`);
  app.on(method, honoPath(contractPath), async (c) => {
    assertNotCrossSite(c);
    const { body, hasBody } = await readJsonBody(c);
    const checked = validator.validate({ body, hasBody, query: c.req.queries(), pathParameters: c.req.param() as Record<string, string> });
    if (checked.errors.length > 0) throw new ApiError(400, checked.errors);
    const now = services.now();
    const identity = await requestIdentity(c, services, now);
    const pending = services.pendingFetches.begin(identity.sessionGuid, validator.operationId);
    const running = handler({
      c,
      // The validator has checked these against this operation's schemas, so they have the contract's types.
      body: body as OperationBody<Method, Path>,
      query: checked.query as OperationQuery<Method, Path>,
      pathParameters: checked.pathParameters as OperationPathParameters<Method, Path>,
      identity,
      services,
      now,
      signal: pending.signal,
    });
    // A cancelled fetch still runs to its end in the background; its late failure is nobody's to report.
    if (pending.cancelled) running.catch(() => undefined);
    const result = await (pending.cancelled ? Promise.race([running, pending.cancelled]) : running).finally(pending.end);
    // A new session's cookie only once something was stored in it (login and logout set their own).
    if (identity.isNewSession && newSessionStored(identity.sessionGuid)) {
      setSessionCookie(c, services, identity.sessionGuid);
    }
    // A file download (the contract's non-JSON 200, e.g. fetchDocumentPdf) is answered as the handler built it with
    // `c.body`, so the session cookie set above travels with it.
    if (result instanceof Response) return result;
    // A 200 "no" carries no data at all (contract Envelope: "data is absent or null"; its examples omit it).
    if (result instanceof SoftFailure) {
      const errors = result.texts.map((ErrorText) => ({ ErrorText }));
      return jsonAnswer(c, result.data === undefined ? { success: false, errors } : { success: false, errors, data: result.data }, 200);
    }
    return jsonAnswer(c, successEnvelope(result ?? null), 200);
  });
}

export function createRegister(app: Hono, services: Services, validators: Map<string, OperationValidator>): Register {
  return (method, path, handler) => registerOperation(app, services, validators, method, path, handler);
}
