// A test app whose e-mail sandbox the test holds (to read the outbox and simulate an outage), over the seeded
// database of createTestApp; answers are checked against the contract as TestApp.call does.
import type { Hono } from 'hono';
import { createSandboxEmail, type SandboxEmail } from '../adapters/email.ts';
import { createApp } from '../http/app.ts';
import { assertMatchesContract } from './responseValidator.ts';
import { createTestApp, type CallOptions, type CallResult, type TestApp } from './testApp.ts';

export interface AdapterTestApp extends TestApp {
  email: SandboxEmail;
}

export async function createAdapterTestApp(options: { items?: number } = {}): Promise<AdapterTestApp> {
  const base = await createTestApp(options);
  const email = createSandboxEmail(base.database.db);
  const app: Hono = createApp({ db: base.database.db, now: () => base.clock.now, sms: base.sms, email, clientAddress: (c) => c.req.header('x-test-address') ?? '203.0.113.1' });
  async function call(method: 'GET' | 'POST', path: string, callOptions: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.session) headers['CustomerSessionGuid'] = callOptions.session;
    if (callOptions.authKey) headers['pleauthkey'] = callOptions.authKey;
    let body: string | undefined = callOptions.rawBody;
    if (callOptions.body !== undefined) {
      body = JSON.stringify(callOptions.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await app.request(`/api${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    const parsed = isJson ? (JSON.parse(text) as CallResult['body']) : ({} as CallResult['body']);
    if (!callOptions.unchecked && isJson) assertMatchesContract(method, (callOptions.contractPath ?? path).split('?')[0] ?? path, response.status, parsed);
    return { status: response.status, body: parsed, headers: response.headers, text };
  }
  return { ...base, app, email, call };
}
