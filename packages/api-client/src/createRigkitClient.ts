import createClient from 'openapi-fetch';
import { authKeyName, eraseAuthKey, readAuthKey, storeAuthKey, type AuthKeyMode, type AuthKeyStorage } from './authKey.ts';
import { createBrowserCookieJar } from './browserCookieJar.ts';
import { captchaOperations, captchaRequiredErrorText, type Captcha, type CaptchaVersion } from './captcha.ts';
import type { CallOptions, RigkitMethod } from './clientTypes.ts';
import type { CookieJar } from './cookieJar.ts';
import { createMemoryCookieJar } from './memoryCookieJar.ts';
import { delay } from './delay.ts';
import type { paths as ContractPaths } from './generated/schema.ts';
import { readFailure } from './envelope.ts';
import { defaultRetries, isRetryableStatus, operationName, retryDelayMs } from './retryPolicy.ts';
import { RigkitApiError, ssrErrorMessage } from './RigkitApiError.ts';
import { isServerCookieJar } from './serverCookieJar.ts';
import { adoptSessionGuid, readSessionGuid, storeSessionGuid } from './sessionGuid.ts';

export interface RigkitClientOptions {
  /** Origin of the store backend; every call goes under `${baseUrl}/api/`. Required on the server. @default '' (same origin) */
  baseUrl?: string;
  /** The fetch to call, so tests and SSR can inject theirs. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
  /** Where the session (and, in header mode, the auth key) cookies live; during SSR a `createServerCookieJar(request)`. @default document.cookie in the browser, a jar in memory elsewhere (scripts, tests) */
  cookies?: CookieJar;
  /** How the auth key travels: `header` as the specs describe, or `cookie` (HttpOnly, never seen by scripts). @default 'header' */
  authKeyMode?: AuthKeyMode;
  /** Second home of the auth key in header mode (spec 1 §9). @default localStorage in the browser, none on the server */
  storage?: AuthKeyStorage | undefined;
  /** The captcha for the protected operations (spec 1 §4); without it they are sent without captcha headers. */
  captcha?: Captcha;
  /** Retry counts by operation name (`{ fetchBanners: 2 }`), over the built-in ones. */
  retries?: Readonly<Record<string, number>>;
  /** Whether calls run during server-side rendering, where failures throw "SSR API Call Issue". @default no `document` */
  isServer?: boolean;
  /**
   * @deprecated The server mints session GUIDs (issue 14 item 2); only the deprecated `getSessionGuid` still uses
   * this, for a GUID that names no session. @default crypto.randomUUID
   */
  randomUUID?: () => string;
}

/** The typed client: one method per HTTP method, plus the session and auth-key chores of login and logout. */
export interface RigkitClient<Paths = ContractPaths> {
  GET: RigkitMethod<Paths, 'get'>;
  POST: RigkitMethod<Paths, 'post'>;
  PUT: RigkitMethod<Paths, 'put'>;
  PATCH: RigkitMethod<Paths, 'patch'>;
  DELETE: RigkitMethod<Paths, 'delete'>;
  /**
   * The session GUID the server gave this shopper, or undefined before it gave one (it does when something is first
   * stored in the session, and at login and logout). The client sends it on every call once it has one.
   */
  readSessionGuid(): string | undefined;
  /**
   * @deprecated The server mints session GUIDs and never adopts one it did not mint (issue 14 item 2). This answers
   * `readSessionGuid()` when there is one; before, a random GUID that is neither stored nor sent, so names no session.
   */
  getSessionGuid(): string;
  /** Keeps a session GUID the server answered with (the client already adopts the CustomerSessionGuid response header). */
  storeSessionGuid(guid: string): void;
  /** Keeps the key a login answered with; in cookie mode the server's HttpOnly cookie already did, so it does nothing. */
  storeAuthKey(authKey: string): void;
  /** Forgets the auth key on logout; in cookie mode the server clears its cookie, so it does nothing. */
  eraseAuthKey(): void;
}

type SendInit = Omit<CallOptions, 'retries' | 'headers'> & { headers: Headers; credentials?: RequestCredentials };
type Send = (method: string, path: string, init: SendInit) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Creates the client for the `/api` contract on openapi-fetch, with the specs' conventions (spec 1 §7, §8, §9):
 * both headers on every call, the session GUID cookie, the auth key, cancellation, retries after 200 ms,
 * captcha version 3 then 2, typed errors, and cookie forwarding during SSR.
 */
export function createRigkitClient<Paths extends object = ContractPaths>(options: RigkitClientOptions = {}): RigkitClient<Paths> {
  const isServer = options.isServer ?? typeof document === 'undefined';
  const jar = options.cookies ?? (isServer ? createMemoryCookieJar() : createBrowserCookieJar());
  const storage = 'storage' in options ? options.storage : isServer ? undefined : globalThis.localStorage;
  const isHeaderMode = options.authKeyMode !== 'cookie';
  const randomUUID = options.randomUUID ?? (() => crypto.randomUUID());
  const { captcha } = options;
  const base = createClient<Paths>({
    baseUrl: `${options.baseUrl?.replace(/\/$/, '') ?? ''}/api`,
    fetch: options.fetch ?? ((request) => fetch(request)),
    // Spec 1 §7 cc/getItemGrid: "InventoryItemIds (comma list)", the contract's form style without explode.
    querySerializer: { array: { style: 'form', explode: false } },
  });
  const send = base.request as unknown as Send;

  async function call(method: string, path: string, init: CallOptions = {}) {
    const { signal, retries, headers, ...rest } = init;
    const operation = operationName(path);
    let retriesLeft = retries ?? options.retries?.[operation] ?? defaultRetries(method, operation);
    let captchaVersion: CaptchaVersion | undefined = captcha && captchaOperations.has(operation) ? 3 : undefined;
    for (;;) {
      signal?.throwIfAborted();
      const sent = new Headers(headers as HeadersInit | undefined);
      // Only a GUID the server gave (issue 14 item 2): a new visitor sends none and the server mints one.
      const sessionGuid = readSessionGuid(jar);
      if (sessionGuid) sent.set('CustomerSessionGuid', sessionGuid);
      const authKey = isHeaderMode && readAuthKey(jar, storage);
      if (authKey) sent.set('pleauthkey', authKey);
      if (isServerCookieJar(jar) && jar.getCookieHeader()) sent.set('Cookie', jar.getCookieHeader());
      if (captcha && captchaVersion) {
        sent.set('clientCaptchaKey', await captcha.getToken(captchaVersion, signal));
        sent.set('captchaVersion', String(captchaVersion));
      }
      let failure: RigkitApiError;
      try {
        const { data, error, response } = await send(method, path, {
          ...rest,
          signal,
          headers: sent,
          ...(isHeaderMode ? {} : { credentials: 'include' }),
        });
        if (isServerCookieJar(jar)) jar.applySetCookieHeaders(response.headers.getSetCookie());
        adoptSession(response);
        const body = response.ok ? data : error;
        const failedTexts = readFailure(body);
        if (response.ok && !failedTexts) return { data, response };
        const errorTexts = failedTexts ?? [];
        const { status } = response;
        failure = new RigkitApiError(errorTexts.join('\n') || `${operation} failed with HTTP ${status}`, { operation, status, errorTexts, body });
        // Spec 1 §4, §8: the server asked for a captcha, so show the version 2 challenge and send the call again.
        if (captcha && captchaVersion !== 2 && errorTexts.includes(captchaRequiredErrorText)) {
          captchaVersion = 2;
          continue;
        }
        if (!isRetryableStatus(status)) retriesLeft = 0;
      } catch (cause) {
        if (signal?.aborted) throw cause;
        failure = new RigkitApiError(`${operation} got no answer`, { operation, errorTexts: [], cause });
      }
      if (retriesLeft-- <= 0) throw isServer ? new RigkitApiError(ssrErrorMessage, { ...failure, cause: failure }) : failure;
      await delay(retryDelayMs, signal);
    }
  }

  /**
   * What the server minted or rotated for this caller: a new session GUID (login, logout, the first thing stored, a
   * change of password or two-factor) and, in header mode, the auth key re-issued at such a change (issue 14 item 2).
   * In cookie mode the server sends the key only as its HttpOnly cookie, never in a header a script could read.
   */
  function adoptSession(response: Response): void {
    adoptSessionGuid(jar, response);
    const reissuedKey = isHeaderMode && response.headers.get(authKeyName);
    if (reissuedKey) storeAuthKey(jar, storage, reissuedKey);
  }

  const method = (name: string) => (path: string, init?: CallOptions) => call(name, path, init);
  return {
    GET: method('GET'),
    POST: method('POST'),
    PUT: method('PUT'),
    PATCH: method('PATCH'),
    DELETE: method('DELETE'),
    readSessionGuid: () => readSessionGuid(jar),
    getSessionGuid: () => readSessionGuid(jar) ?? randomUUID(),
    storeSessionGuid: (guid) => storeSessionGuid(jar, guid),
    storeAuthKey: (authKey) => isHeaderMode && storeAuthKey(jar, storage, authKey),
    eraseAuthKey: () => isHeaderMode && eraseAuthKey(jar, storage),
  } as RigkitClient<Paths>;
}
