// One registration per contract operation: cross-site check, JSON body parsing, validation against the contract,
// the caller's identity, then the handler, whose result is wrapped in the envelope.
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { OperationValidator } from '../contract/validator.ts';
import { authKeyCookieName, cookieMaxAgeSeconds, hostAuthKeyCookieName, sessionCookieName } from '../identity/authKey.ts';
import { resolveIdentity, sessionStored, type Identity } from '../identity/sessions.ts';
import { ApiError, httpMessages, successEnvelope } from './envelope.ts';
import type { Services } from './services.ts';

export interface OperationContext<Body = unknown> {
  c: Context;
  body: Body;
  query: Record<string, unknown>;
  pathParameters: Record<string, unknown>;
  identity: Identity;
  services: Services;
  now: Date;
}

/** A handled "no" that is not an HTTP error: 200 with success false (e.g. webAuth's TotpRequired, spec 1 §4). */
export class SoftFailure {
  readonly texts: readonly string[];
  constructor(texts: string | readonly string[]) {
    this.texts = typeof texts === 'string' ? [texts] : texts;
  }
}

export type Handler<Body = unknown> = (context: OperationContext<Body>) => Promise<unknown>;

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

export function setSessionCookie(c: Context, services: Services, sessionGuid: string): void {
  setCookie(c, sessionCookieName, sessionGuid, {
    path: '/',
    maxAge: cookieMaxAgeSeconds,
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

/** The contract path "/fetchPromotion/{promotionId}" as Hono writes it, "/fetchPromotion/:promotionId". */
export const honoPath = (contractPath: string): string => contractPath.replace(/\{([^}]+)\}/g, ':$1');

export function registerOperation(
  app: Hono,
  services: Services,
  validators: Map<string, OperationValidator>,
  method: 'GET' | 'POST',
  contractPath: string,
  handler: Handler<never>,
): void {
  const validator = validators.get(`${method} ${contractPath}`);
  if (!validator) throw new Error(`${method} ${contractPath} is not in the contract`);
  app.on(method, honoPath(contractPath), async (c) => {
    assertNotCrossSite(c);
    const { body, hasBody } = await readJsonBody(c);
    const checked = validator.validate({ body, hasBody, query: c.req.queries(), pathParameters: c.req.param() as Record<string, string> });
    if (checked.errors.length > 0) throw new ApiError(400, checked.errors);
    const now = services.now();
    const identity = await resolveIdentity(services.db, {
      headerGuid: c.req.header('customersessionguid'),
      cookieGuid: getCookie(c, sessionCookieName),
      authKey: c.req.header(authKeyCookieName) || getCookie(c, authKeyCookieNameFor(services)) || undefined,
      now,
    });
    const result = await (handler as Handler)({ c, body, query: checked.query, pathParameters: checked.pathParameters, identity, services, now });
    // A new session's cookie only once something was stored in it (login and logout set their own).
    if (identity.isNewSession && (await sessionStored(services.db, identity.sessionGuid))) {
      setSessionCookie(c, services, identity.sessionGuid);
    }
    // A 200 "no" carries no data at all (contract Envelope: "data is absent or null"; its examples omit it).
    if (result instanceof SoftFailure) return c.json({ success: false, errors: result.texts.map((ErrorText) => ({ ErrorText })) }, 200);
    return c.json(successEnvelope(result ?? null), 200);
  });
}
