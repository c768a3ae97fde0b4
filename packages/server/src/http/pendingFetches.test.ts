// cancelFetch over HTTP: a shopper's slow fetch (an address search waiting on its provider) is stopped by their own
// cancel and answers 409 at once; another session's cancel, or a cancel of another operation, leaves it running.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createLocalAddressProvider } from '../address/localAddressProvider.ts';
import type { AddressProvider } from '../address/addressProvider.ts';
import { ensureSession } from '../identity/sessions.ts';
import { assertMatchesContract } from '../testing/responseValidator.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { httpMessages } from './envelope.ts';
import { createPendingFetches } from './pendingFetches.ts';

let t: TestApp;
let releaseSearch: () => void = () => undefined;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp({ items: 100 });
  const local = createLocalAddressProvider(t.database.db);
  // The provider answers only when the test lets it, as a slow third party would.
  const slow: AddressProvider = {
    ...local,
    suggest: async (text, limit) => {
      await new Promise<void>((resolve) => (releaseSearch = resolve));
      return local.suggest(text, limit);
    },
  };
  app = createApp({ db: t.database.db, now: () => t.clock.now, sms: t.sms, addresses: slow });
}, 120_000);
afterAll(async () => t.close());

const mia = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const sam = '3f2504e0-4f89-41d3-9a0c-0305e82c3302';

async function call(method: 'GET' | 'POST', path: string, session: string, body?: unknown) {
  await ensureSession(t.database.db, session);
  const response = await app.request(`/api${path}`, {
    method,
    headers: { CustomerSessionGuid: session, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const parsed = (await response.json()) as { success: boolean; errors: { ErrorText: string }[]; data: unknown };
  assertMatchesContract(method, path.startsWith('/fetchAddressSuggestions/') ? '/fetchAddressSuggestions/{text}' : path, response.status, parsed);
  return { status: response.status, body: parsed };
}

const cancel = (session: string, OperationId: string | null) => call('POST', '/cancelFetch', session, { OperationId });
const settledSoon = async (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

describe('cancelFetch (designed, spec 3 §7)', () => {
  it("stops only the caller's own fetch, which answers 409 at once", async () => {
    const search = call('GET', '/fetchAddressSuggestions/12%20Hay', mia);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await cancel(sam, null)).body.data).toEqual({ Cancelled: 0 });
    expect((await cancel(mia, 'fetchDocuments')).body.data).toEqual({ Cancelled: 0 });
    expect(await settledSoon(search)).toBe(false);

    expect((await cancel(mia, null)).body.data).toEqual({ Cancelled: 1 });
    expect(await search).toMatchObject({ status: 409, body: { success: false, errors: [{ ErrorText: httpMessages.cancelled }] } });
    releaseSearch();
  });

  it('lets an uncancelled fetch answer as usual', async () => {
    const search = call('GET', '/fetchAddressSuggestions/12%20Hay', mia);
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseSearch();
    const answer = await search;
    expect(answer.status).toBe(200);
    expect((await cancel(mia, null)).body.data).toEqual({ Cancelled: 0 });
  });
});

describe('createPendingFetches', () => {
  it('never tracks an operation that changes something, so it is never cut short', () => {
    const pending = createPendingFetches();
    const change = pending.begin(mia, 'submitOrder');
    expect(pending.cancel(mia, null)).toBe(0);
    expect(change.signal.aborted).toBe(false);
    expect(change.cancelled).toBeNull();
  });

  it('forgets a fetch once it has ended', () => {
    const pending = createPendingFetches();
    const fetch = pending.begin(mia, 'fetchDocuments');
    fetch.end();
    expect(pending.cancel(mia, null)).toBe(0);
    expect(fetch.signal.aborted).toBe(false);
  });
});
