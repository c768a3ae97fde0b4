// The typed /api client in the browser: same origin, the auth key in the server's HttpOnly cookie (spec 1 §7 with
// the reference storefront's cookie mode). One client for the page's lifetime.
// The client itself (openapi-fetch, retries, captcha) is loaded on first use or when the browser is idle, never on
// the way to first paint: every page's header imports this module, and a static import put about 3 kB gzip of it,
// and the React Aria chunk the bundler grouped it with, on routes that call no API at all (bench/routes.bench.ts).
import type { RigkitClient } from '@rigkit/api-client';
import { createBrowserCookieJar, readSessionGuid, storeSessionGuid } from '@rigkit/api-client';

type HttpVerb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type LooseCall = (...args: readonly unknown[]) => Promise<unknown>;

let loading: Promise<RigkitClient> | undefined;
let browserClient: RigkitClient | undefined;

function loadClient(): Promise<RigkitClient> {
  loading ??= import('./browserClient.ts').then(({ createRigkitClient, sandboxCaptcha }) =>
    createRigkitClient({ baseUrl: '', authKeyMode: 'cookie', isServer: false, captcha: sandboxCaptcha }),
  );
  return loading;
}

/** One HTTP method of the client that waits for the client module, then calls it with the same arguments. */
function deferred<Verb extends HttpVerb>(verb: Verb): RigkitClient[Verb] {
  const call: LooseCall = (...args) => loadClient().then((client) => (client[verb] as unknown as LooseCall)(...args));
  return call as unknown as RigkitClient[Verb];
}

function createDeferredClient(): RigkitClient {
  const jar = createBrowserCookieJar();
  return {
    GET: deferred('GET'),
    POST: deferred('POST'),
    PUT: deferred('PUT'),
    PATCH: deferred('PATCH'),
    DELETE: deferred('DELETE'),
    // The same cookie chores the loaded client does (createRigkitClient), without waiting for it.
    // The server mints the session GUID (issue 14 item 2): it is in the plesession cookie once the server set it.
    readSessionGuid: () => readSessionGuid(jar),
    getSessionGuid: () => {
      throw new Error('getSessionGuid is deprecated: use readSessionGuid, or sessionGuidForBody for a body field');
    },
    storeSessionGuid: (guid) => storeSessionGuid(jar, guid),
    // Cookie mode: the server's HttpOnly cookie holds the auth key, so there is nothing to store or erase here.
    storeAuthKey: () => undefined,
    eraseAuthKey: () => undefined,
  };
}

/**
 * A session GUID for the contract's body fields that must hold one (bookAppointment, createCustomerNotification,
 * auditLog's object). The server reads the caller's session from its cookie and never trusts these; before it has
 * minted a session for this shopper, the GUID it answers fetchSession with (one it made, not one made up here).
 */
export async function sessionGuidForBody(signal?: AbortSignal): Promise<string> {
  const stored = browserApi().readSessionGuid();
  if (stored) return stored;
  const { data } = await browserApi().GET('/session/fetchSession', { signal });
  const answered = data.data?.CustomerSessionPreferences.CustomerSessionGuid;
  if (!answered) throw new Error('fetchSession answered no session GUID');
  return answered;
}

export function browserApi(): RigkitClient {
  browserClient ??= createDeferredClient();
  return browserClient;
}

// Fetch the client while the shopper looks at the page, so the first click rarely waits for it.
if (typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
  whenIdle(() => void loadClient());
}
