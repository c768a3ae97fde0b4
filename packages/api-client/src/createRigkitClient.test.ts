import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthKeyStorage } from './authKey.ts';
import { createBrowserCookieJar } from './browserCookieJar.ts';
import type { Captcha } from './captcha.ts';
import { createRigkitClient, type RigkitClient, type RigkitClientOptions } from './createRigkitClient.ts';
import { RigkitApiError } from './RigkitApiError.ts';
import { createServerCookieJar } from './serverCookieJar.ts';
import type { paths } from './testing/examplePaths.ts';
import { createFakeCookieDocument } from './testing/fakeCookieDocument.ts';
import { createRecordingFetch, failedEnvelope, jsonResponse, pendingUntilAborted, type FakeApi } from './testing/recordingFetch.ts';

type Client = RigkitClient<paths>;

const existingGuid = '5b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';
const createdGuid = '0f8e7d6c-5b4a-4392-8190-a1b2c3d4e5f6';
const okGrid = { Items: [{ InventoryItemId: 1001, ItemDescription: 'Ryzen 7 9800X3D', ItemTypeCode: 'STK', CustomerPriceIncTax: 79900 }] };

function createMemoryStorage(initial: Record<string, string> = {}): AuthKeyStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A browser-side client over a fake document and storage, answering from `api`. */
function setUp(api: FakeApi, options: RigkitClientOptions = {}, cookies: Record<string, string> = { plesession: existingGuid }) {
  const recording = createRecordingFetch(api);
  const cookieDocument = createFakeCookieDocument(cookies);
  const storage = createMemoryStorage();
  const client = createRigkitClient<paths>({
    baseUrl: 'https://shop.example',
    fetch: recording.fetch,
    cookies: createBrowserCookieJar(cookieDocument, true),
    storage,
    isServer: false,
    randomUUID: () => createdGuid,
    ...options,
  });
  return { client, cookieDocument, storage, ...recording };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('posts JSON under /api on the configured origin with both headers', async () => {
    const { client, requests, storage } = setUp(() => jsonResponse(okGrid));
    storage.setItem('pleauthkey', 'key-123');
    const { data } = await client.POST('/getItemGrid', { body: { InventoryCategoryId: 23 } });
    const [request] = requests;
    expect(data.Items[0]?.ItemDescription).toBe('Ryzen 7 9800X3D');
    expect(request?.url).toBe('https://shop.example/api/getItemGrid');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('CustomerSessionGuid')).toBe(existingGuid);
    expect(request?.headers.get('pleauthkey')).toBe('key-123');
    expect(await request?.json()).toEqual({ InventoryCategoryId: 23 });
  });

  it('fills path parameters and query strings, arrays as comma lists (spec 1 §7)', async () => {
    const { client, requests } = setUp(() => jsonResponse({ success: true, errors: [], data: { PromotionId: 7, PromotionName: 'EOFY' } }));
    await client.GET('/fetchPromotion/{promotionId}', { params: { path: { promotionId: 7 } } });
    await client.GET('/cc/getItemGrid', { params: { query: { SearchString: 'rtx', InventoryItemIds: [612345, 598812], hour: 14 } } });
    expect(requests.map((request) => request.url)).toEqual([
      'https://shop.example/api/fetchPromotion/7',
      'https://shop.example/api/cc/getItemGrid?SearchString=rtx&InventoryItemIds=612345,598812&hour=14',
    ]);
  });

  it('accepts an origin with a trailing slash', async () => {
    const { client, requests } = setUp(() => jsonResponse(okGrid), { baseUrl: 'https://shop.example/' });
    await client.POST('/getItemGrid', { body: {} });
    expect(requests[0]?.url).toBe('https://shop.example/api/getItemGrid');
  });

  it('keeps caller headers beside the convention headers', async () => {
    const { client, requests } = setUp(() => jsonResponse({ success: true, errors: [], data: null }));
    await client.POST('/routeChange', {
      params: { header: { 'X-Trace-Id': 'abc' } },
      body: { oldRoute: '/', newRoute: '/cart' },
      headers: { 'X-Client': 'storefront' },
    });
    expect(requests[0]?.headers.get('X-Trace-Id')).toBe('abc');
    expect(requests[0]?.headers.get('X-Client')).toBe('storefront');
    expect(requests[0]?.headers.get('CustomerSessionGuid')).toBe(existingGuid);
  });
});

describe('session GUID: minted only by the server (spec 1 §5, §9; issue 14 item 2)', () => {
  it.each([
    ['missing', {}],
    ['not a GUID', { plesession: 'hello' }],
    ['a version-1 GUID', { plesession: 'c232ab00-9414-11ec-b3c8-9f6bdeced846' }],
  ])('sends no GUID and writes no cookie when the cookie is %s', async (_, cookies) => {
    const { client, requests, cookieDocument } = setUp(() => jsonResponse(okGrid), {}, cookies);
    await client.POST('/getItemGrid', { body: {} });
    expect(requests[0]?.headers.has('CustomerSessionGuid')).toBe(false);
    expect(cookieDocument.writes).toEqual([]);
    expect(client.readSessionGuid()).toBeUndefined();
  });

  it('adopts the GUID the server answers in its CustomerSessionGuid header and sends it from then on', async () => {
    const answers = [jsonResponse(okGrid, { headers: { CustomerSessionGuid: createdGuid } }), jsonResponse(okGrid)];
    const { client, requests, cookieDocument } = setUp(() => answers.shift() ?? jsonResponse(okGrid), {}, {});
    await client.POST('/getItemGrid', { body: {} });
    await client.POST('/getItemGrid', { body: {} });
    expect(requests.map((request) => request.headers.get('CustomerSessionGuid'))).toEqual([null, createdGuid]);
    expect(cookieDocument.writes).toEqual([`plesession=${createdGuid}; Path=/; Max-Age=31449600; SameSite=Lax; Secure`]);
    expect(client.readSessionGuid()).toBe(createdGuid);
  });

  it('replaces its GUID with the one the server rotated to (login, logout, a change of password or two-factor)', async () => {
    const { client, requests } = setUp(() => jsonResponse(okGrid, { headers: { CustomerSessionGuid: createdGuid } }));
    await client.POST('/getItemGrid', { body: {} });
    await client.POST('/getItemGrid', { body: {} });
    expect(requests.map((request) => request.headers.get('CustomerSessionGuid'))).toEqual([existingGuid, createdGuid]);
  });

  it('never adopts a malformed GUID from an answer', async () => {
    const { client, cookieDocument } = setUp(() => jsonResponse(okGrid, { headers: { CustomerSessionGuid: 'c232ab00-9414-11ec-b3c8-9f6bdeced846' } }), {}, {});
    await client.POST('/getItemGrid', { body: {} });
    expect(client.readSessionGuid()).toBeUndefined();
    expect(cookieDocument.writes).toEqual([]);
  });

  it('keeps a valid GUID without writing the cookie', async () => {
    const { client, requests, cookieDocument } = setUp(() => jsonResponse(okGrid, { headers: { CustomerSessionGuid: existingGuid } }));
    await client.POST('/getItemGrid', { body: {} });
    await client.POST('/getItemGrid', { body: {} });
    expect(requests.map((request) => request.headers.get('CustomerSessionGuid'))).toEqual([existingGuid, existingGuid]);
    expect(cookieDocument.writes).toEqual([]);
  });

  it('deprecated getSessionGuid: the stored GUID, else one that is neither stored nor sent', async () => {
    const { client, requests, cookieDocument } = setUp(() => jsonResponse(okGrid), {}, {});
    expect(client.getSessionGuid()).toBe(createdGuid);
    await client.POST('/getItemGrid', { body: {} });
    expect(requests[0]?.headers.has('CustomerSessionGuid')).toBe(false);
    expect(cookieDocument.writes).toEqual([]);
  });

  it('stores a GUID the server answers with and refuses one that is not version 4', () => {
    const { client } = setUp(() => jsonResponse(okGrid), {}, {});
    client.storeSessionGuid(createdGuid);
    expect(client.readSessionGuid()).toBe(createdGuid);
    expect(() => client.storeSessionGuid('not-a-guid')).toThrow('Not a version-4 GUID: not-a-guid');
  });
});

describe('auth key in header mode (as specified)', () => {
  it('reads the pleauthkey cookie first, then local storage, and sends no header when anonymous', async () => {
    const { client, requests, storage, cookieDocument } = setUp(() => jsonResponse(okGrid));
    await client.POST('/getItemGrid', { body: {} });
    storage.setItem('pleauthkey', 'from-storage');
    await client.POST('/getItemGrid', { body: {} });
    cookieDocument.cookie = 'pleauthkey=from-cookie';
    await client.POST('/getItemGrid', { body: {} });
    expect(requests.map((request) => request.headers.get('pleauthkey'))).toEqual([null, 'from-storage', 'from-cookie']);
  });

  it('stores the key in cookie and local storage on login and erases both on logout', () => {
    const { client, storage, cookieDocument } = setUp(() => jsonResponse(okGrid));
    client.storeAuthKey('key-456');
    expect(cookieDocument.cookie).toContain('pleauthkey=key-456');
    expect(cookieDocument.writes.at(-1)).toBe('pleauthkey=key-456; Path=/; Max-Age=31449600; SameSite=Lax; Secure');
    expect(storage.items.get('pleauthkey')).toBe('key-456');
    client.eraseAuthKey();
    expect(cookieDocument.cookie).not.toContain('pleauthkey');
    expect(storage.items.has('pleauthkey')).toBe(false);
  });

  it('keeps the key the server re-issued in its pleauthkey header at a change of password or two-factor', async () => {
    const answers = [jsonResponse(okGrid, { headers: { pleauthkey: 'reissued-key', CustomerSessionGuid: createdGuid } })];
    const { client, requests, storage } = setUp(() => answers.shift() ?? jsonResponse(okGrid));
    storage.setItem('pleauthkey', 'old-key');
    await client.POST('/getItemGrid', { body: {} });
    await client.POST('/getItemGrid', { body: {} });
    expect(requests.map((request) => request.headers.get('pleauthkey'))).toEqual(['old-key', 'reissued-key']);
    expect(requests[1]?.headers.get('CustomerSessionGuid')).toBe(createdGuid);
    expect(storage.items.get('pleauthkey')).toBe('reissued-key');
  });

  it('sends same-origin credentials only', async () => {
    const { client, requests } = setUp(() => jsonResponse(okGrid));
    await client.POST('/getItemGrid', { body: {} });
    expect(requests[0]?.credentials).toBe('same-origin');
  });
});

describe('auth key in cookie mode (HttpOnly, the reference storefront default)', () => {
  it('never sends the header, includes credentials, and leaves storage alone on login and logout', async () => {
    const { client, requests, storage, cookieDocument } = setUp(() => jsonResponse(okGrid), { authKeyMode: 'cookie' });
    storage.setItem('pleauthkey', 'stale');
    client.storeAuthKey('key-789');
    await client.POST('/getItemGrid', { body: {} });
    client.eraseAuthKey();
    expect(requests[0]?.headers.has('pleauthkey')).toBe(false);
    expect(requests[0]?.headers.get('CustomerSessionGuid')).toBe(existingGuid);
    expect(requests[0]?.credentials).toBe('include');
    expect(cookieDocument.writes).toEqual([]);
    expect(storage.items.get('pleauthkey')).toBe('stale');
  });

  it('never stores a key from a response header: in cookie mode the key lives only in the HttpOnly cookie', async () => {
    const { client, requests, storage, cookieDocument } = setUp(() => jsonResponse(okGrid, { headers: { pleauthkey: 'leaked' } }), { authKeyMode: 'cookie' });
    await client.POST('/getItemGrid', { body: {} });
    await client.POST('/getItemGrid', { body: {} });
    expect(requests[1]?.headers.has('pleauthkey')).toBe(false);
    expect(cookieDocument.writes).toEqual([]);
    expect(storage.items.has('pleauthkey')).toBe(false);
  });
});

describe('cancellation', () => {
  it('rejects with the abort reason when the component cancels, and never retries', async () => {
    const { client, requests } = setUp(() => pendingUntilAborted());
    const controller = new AbortController();
    const call = client.GET('/fetchPromotion/{promotionId}', { params: { path: { promotionId: 7 } }, signal: controller.signal });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(1);
  });

  it('rejects with the abort reason, not a RigkitApiError, when a call without retries is cancelled', async () => {
    const { client, requests } = setUp(() => pendingUntilAborted());
    const controller = new AbortController();
    const call = client.POST('/session/webAuth', { body: { username: 'a', password: 'b' }, signal: controller.signal });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort(new Error('unmounted'));
    await expect(call).rejects.toEqual(new Error('unmounted'));
    await expect(call).rejects.not.toBeInstanceOf(RigkitApiError);
  });

  it('is not turned into "SSR API Call Issue" on the server', async () => {
    const { client, requests } = setUp(() => pendingUntilAborted(), { isServer: true, cookies: createServerCookieJar(`plesession=${existingGuid}`), storage: undefined });
    const controller = new AbortController();
    const call = client.GET('/fetchCart', { signal: controller.signal, retries: 0 });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops waiting for a retry as soon as it is cancelled', async () => {
    vi.useFakeTimers();
    const { client, requests } = setUp(() => jsonResponse(failedEnvelope('Busy')));
    const controller = new AbortController();
    const call = client.GET('/fetchPromotion/{promotionId}', { params: { path: { promotionId: 7 } }, signal: controller.signal });
    const outcome = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new Error('unmounted'));
    expect(await outcome).toEqual(new Error('unmounted'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { client, requests } = setUp(() => jsonResponse(okGrid));
    await expect(client.POST('/getItemGrid', { body: {}, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toEqual([]);
  });
});

describe('retries (spec 1 §7, §8, §9)', () => {
  it('retries an unsuccessful answer after exactly 200 ms and returns the later success', async () => {
    vi.useFakeTimers();
    const { client, requests } = setUp((_, index) =>
      index === 0 ? jsonResponse(failedEnvelope('Busy')) : jsonResponse({ success: true, errors: [], data: { ShoppingCartItems: [] } }),
    );
    const call = client.GET('/fetchCart');
    await vi.advanceTimersByTimeAsync(199);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect((await call).data.data?.ShoppingCartItems).toEqual([]);
  });

  it.each([
    { operation: 'fetchPromotion', attempts: 4, send: (client: Client) => client.GET('/fetchPromotion/{promotionId}', { params: { path: { promotionId: 7 } } }) },
    { operation: 'fetchSoftwareList', attempts: 4, send: (client: Client) => client.POST('/fetchSoftwareList') },
    { operation: 'fetchCart (a read)', attempts: 2, send: (client: Client) => client.GET('/fetchCart') },
    { operation: 'getItemGrid (a read sent as POST)', attempts: 2, send: (client: Client) => client.POST('/getItemGrid', { body: {} }) },
    { operation: 'session/webAuth (a change)', attempts: 1, send: (client: Client) => client.POST('/session/webAuth', { body: { username: 'a', password: 'b' } }) },
  ])('$operation is tried $attempts times in all', async ({ attempts, send }) => {
    vi.useFakeTimers();
    const { client, requests } = setUp(() => jsonResponse(failedEnvelope('Busy'), { status: 503 }));
    const call = send(client).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5 * 200);
    expect(await call).toBeInstanceOf(RigkitApiError);
    expect(requests).toHaveLength(attempts);
  });

  it('takes retry counts from the client options and from the call', async () => {
    vi.useFakeTimers();
    const { client, requests } = setUp(() => jsonResponse(failedEnvelope('Busy')), { retries: { fetchCart: 2 } });
    const first = client.GET('/fetchCart').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    await first;
    expect(requests).toHaveLength(3);
    const second = client.GET('/fetchCart', { retries: 0 }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    await second;
    expect(requests).toHaveLength(4);
  });

  it.each([400, 401, 403, 404, 409, 413, 422])('does not retry HTTP %i, where the same request meets the same refusal', async (status) => {
    const { client, requests } = setUp(() => jsonResponse(failedEnvelope('Promotion not found'), { status }));
    await expect(client.GET('/fetchPromotion/{promotionId}', { params: { path: { promotionId: 7 } } })).rejects.toMatchObject({ status });
    expect(requests).toHaveLength(1);
  });

  it.each([408, 429, 500, 502, 503])('retries HTTP %i', async (status) => {
    vi.useFakeTimers();
    const { client, requests } = setUp((_, index) => (index === 0 ? jsonResponse(failedEnvelope('Later'), { status }) : jsonResponse(okGrid)));
    const call = client.POST('/getItemGrid', { body: {} });
    await vi.advanceTimersByTimeAsync(200);
    expect((await call).data).toEqual(okGrid);
    expect(requests).toHaveLength(2);
  });

  it('retries a network failure and then throws a typed error carrying the cause', async () => {
    vi.useFakeTimers();
    const networkError = new TypeError('fetch failed');
    const { client, requests } = setUp(() => Promise.reject(networkError));
    const call = client.GET('/fetchCart').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(200);
    const error = await call;
    expect(requests).toHaveLength(2);
    expect(error).toBeInstanceOf(RigkitApiError);
    expect(error).toMatchObject({ message: 'fetchCart got no answer', operation: 'fetchCart', status: undefined, errorTexts: [], cause: networkError });
  });
});

describe('typed errors (spec 1 §8)', () => {
  it('throws every ErrorText with status and operation when retries run out', async () => {
    const { client } = setUp(() => jsonResponse(failedEnvelope('Could not authenticate', 'TotpRequired')));
    const error = await client.POST('/session/webAuth', { body: { username: 'a@b.au', password: 'x' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RigkitApiError);
    expect(error).toMatchObject({
      name: 'RigkitApiError',
      message: 'Could not authenticate\nTotpRequired',
      operation: 'session/webAuth',
      status: 200,
      errorTexts: ['Could not authenticate', 'TotpRequired'],
      body: failedEnvelope('Could not authenticate', 'TotpRequired'),
    });
  });

  it('reads the capitalised Success and Errors of submitOrder (spec 3 §7)', async () => {
    const { client } = setUp(() => jsonResponse({ Success: false, Errors: [{ ErrorText: 'Payment declined' }], RetryGuid: 'r-1' }));
    const error = await client.POST('/submitOrder', { body: { SalesOrderGuid: existingGuid, ClientVersion: '1' } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ errorTexts: ['Payment declined'], body: { RetryGuid: 'r-1' } });
  });

  it('names the status when an HTTP error has no ErrorText', async () => {
    const { client } = setUp(() => new Response('Bad gateway', { status: 502 }), { retries: { fetchCart: 0 } });
    await expect(client.GET('/fetchCart')).rejects.toMatchObject({ message: 'fetchCart failed with HTTP 502', status: 502, body: 'Bad gateway' });
  });
});

describe('captcha (spec 1 §4, §8)', () => {
  function createCaptcha(): Captcha & { versions: number[] } {
    const versions: number[] = [];
    return {
      versions,
      getToken(version) {
        versions.push(version);
        return Promise.resolve(`token-v${version}`);
      },
    };
  }
  const order = { body: { SalesOrderGuid: existingGuid, ClientVersion: '1' } };
  const placed = { Success: true, Errors: [], RedirectUrl: '/checkout/complete' };

  it('sends an invisible version 3 token on a protected call', async () => {
    const captcha = createCaptcha();
    const { client, requests } = setUp(() => jsonResponse(placed), { captcha });
    await client.POST('/submitOrder', order);
    expect(captcha.versions).toEqual([3]);
    expect(requests[0]?.headers.get('clientCaptchaKey')).toBe('token-v3');
    expect(requests[0]?.headers.get('captchaVersion')).toBe('3');
  });

  it('shows the version 2 challenge when the server asks and repeats the call with version 2', async () => {
    const captcha = createCaptcha();
    const { client, requests } = setUp(
      (_, index) => (index === 0 ? jsonResponse(failedEnvelope('CaptchaRequired'), { status: 403 }) : jsonResponse(placed)),
      { captcha },
    );
    const { data } = await client.POST('/submitOrder', order);
    expect(data.RedirectUrl).toBe('/checkout/complete');
    expect(captcha.versions).toEqual([3, 2]);
    expect(requests.map((request) => [request.headers.get('clientCaptchaKey'), request.headers.get('captchaVersion')])).toEqual([
      ['token-v3', '3'],
      ['token-v2', '2'],
    ]);
  });

  it('logs in with a version 3 token and, when the server finds its score too low past the limits, with the version 2 challenge', async () => {
    const captcha = createCaptcha();
    const loggedIn = { success: true, errors: [], data: null };
    const { client, requests } = setUp(
      (_, index) => (index === 0 ? jsonResponse(failedEnvelope('CaptchaRequired'), { status: 403 }) : jsonResponse(loggedIn)),
      { captcha },
    );
    const { data } = await client.POST('/session/webAuth', { body: { username: 'mia.nguyen@example.com.au', password: 'correct-horse-battery' } });
    expect(data.success).toBe(true);
    expect(captcha.versions).toEqual([3, 2]);
    expect(requests.map((request) => request.headers.get('captchaVersion'))).toEqual(['3', '2']);
  });

  it('throws when the version 2 answer is refused too', async () => {
    const captcha = createCaptcha();
    const { client, requests } = setUp(() => jsonResponse(failedEnvelope('CaptchaRequired'), { status: 403 }), { captcha });
    await expect(client.POST('/submitOrder', order)).rejects.toMatchObject({ status: 403, errorTexts: ['CaptchaRequired'] });
    expect(requests).toHaveLength(2);
  });

  it('throws the request for a captcha when no captcha is given', async () => {
    const { client, requests } = setUp(() => jsonResponse(failedEnvelope('CaptchaRequired'), { status: 403 }));
    await expect(client.POST('/submitOrder', order)).rejects.toMatchObject({ errorTexts: ['CaptchaRequired'] });
    expect(requests[0]?.headers.has('clientCaptchaKey')).toBe(false);
  });

  it('leaves unprotected calls without captcha headers', async () => {
    const captcha = createCaptcha();
    const { client, requests } = setUp(() => jsonResponse(okGrid), { captcha });
    await client.POST('/getItemGrid', { body: {} });
    expect(captcha.versions).toEqual([]);
    expect(requests[0]?.headers.has('captchaVersion')).toBe(false);
  });
});

describe('server-side rendering', () => {
  it('throws exactly "SSR API Call Issue" with the failure as its cause', async () => {
    const jar = createServerCookieJar(`plesession=${existingGuid}`);
    const { client } = setUp(() => jsonResponse(failedEnvelope('Promotion not found'), { status: 404 }), { isServer: true, cookies: jar, storage: undefined });
    const error = await client.GET('/fetchPromotion/{promotionId}', { params: { path: { promotionId: 7 } } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RigkitApiError);
    expect(error).toMatchObject({
      message: 'SSR API Call Issue',
      status: 404,
      errorTexts: ['Promotion not found'],
      cause: { message: 'Promotion not found', status: 404 },
    });
  });

  it("forwards the shopper's cookies and collects the API's Set-Cookie for the shopper", async () => {
    const jar = createServerCookieJar(`plesession=${existingGuid}; pleauthkey=httponly-key; theme=dark`);
    const { client, requests } = setUp(
      (_, index) =>
        jsonResponse(okGrid, index === 0 ? { headers: [['Set-Cookie', 'pleauthkey=rotated-key; Path=/; HttpOnly; Secure; Max-Age=31449600']] } : {}),
      { isServer: true, cookies: jar, storage: undefined, authKeyMode: 'cookie' },
    );
    await client.POST('/getItemGrid', { body: {} });
    await client.POST('/getItemGrid', { body: {} });
    expect(requests[0]?.headers.get('Cookie')).toBe(`plesession=${existingGuid}; pleauthkey=httponly-key; theme=dark`);
    expect(requests[0]?.headers.has('pleauthkey')).toBe(false);
    expect(requests[1]?.headers.get('Cookie')).toBe(`plesession=${existingGuid}; pleauthkey=rotated-key; theme=dark`);
    expect(jar.getSetCookieHeaders()).toEqual(['pleauthkey=rotated-key; Path=/; HttpOnly; Secure; Max-Age=31449600']);
  });

  it("sends a first-time shopper's call without a session and passes on the session the API minted", async () => {
    const jar = createServerCookieJar(null);
    const minted = [['Set-Cookie', `plesession=${createdGuid}; Path=/; Max-Age=31449600; SameSite=Lax; Secure`], ['CustomerSessionGuid', createdGuid]] as [string, string][];
    const { client, requests } = setUp((_, index) => jsonResponse(okGrid, index === 0 ? { headers: minted } : {}), { isServer: true, cookies: jar, storage: undefined });
    await client.POST('/getItemGrid', { body: {} });
    await client.POST('/getItemGrid', { body: {} });
    expect(requests[0]?.headers.has('CustomerSessionGuid')).toBe(false);
    expect(requests[0]?.headers.has('Cookie')).toBe(false);
    expect(requests[1]?.headers.get('CustomerSessionGuid')).toBe(createdGuid);
    expect(requests[1]?.headers.get('Cookie')).toBe(`plesession=${createdGuid}`);
    expect(jar.getSetCookieHeaders()).toEqual([`plesession=${createdGuid}; Path=/; Max-Age=31449600; SameSite=Lax; Secure`]);
  });

  it('sends the auth key header from the cookie in header mode', async () => {
    const jar = createServerCookieJar(`plesession=${existingGuid}; pleauthkey=key-abc`);
    const { client, requests } = setUp(() => jsonResponse(okGrid), { isServer: true, cookies: jar, storage: undefined });
    await client.POST('/getItemGrid', { body: {} });
    expect(requests[0]?.headers.get('pleauthkey')).toBe('key-abc');
  });

  it('works with defaults in Node: no document, cookies kept in memory, no storage', async () => {
    const recording = createRecordingFetch(() => jsonResponse(okGrid));
    const client = createRigkitClient<paths>({ baseUrl: 'http://127.0.0.1:8080', fetch: recording.fetch });
    client.storeAuthKey('key-node');
    await client.POST('/getItemGrid', { body: {} });
    await client.POST('/getItemGrid', { body: {} });
    expect(recording.requests.map((request) => request.headers.get('pleauthkey'))).toEqual(['key-node', 'key-node']);
    expect(recording.requests.map((request) => request.headers.has('CustomerSessionGuid'))).toEqual([false, false]);
    expect(recording.requests[0]?.headers.has('Cookie')).toBe(false);
  });
});
