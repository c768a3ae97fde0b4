// The client on Node's own fetch against a real HTTP server: no injected fetch, nothing mocked.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRigkitClient } from './createRigkitClient.ts';
import { createServerCookieJar } from './serverCookieJar.ts';
import type { paths } from './testing/examplePaths.ts';

const seen: { url: string | undefined; headers: IncomingHttpHeaders; body: string }[] = [];
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    seen.push({ url: request.url, headers: request.headers, body });
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Set-Cookie', ['pleauthkey=server-key; Path=/; HttpOnly; Max-Age=31449600']);
    response.end(JSON.stringify({ Items: [{ InventoryItemId: 600101, ItemDescription: 'AMD Ryzen 7 9800X3D', ItemTypeCode: 'STK', CustomerPriceIncTax: 749 }] }));
  });
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('in Node with the global fetch', () => {
  it("sends the conventions over real HTTP and forwards the shopper's cookies", async () => {
    const cookies = createServerCookieJar('plesession=5b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b; theme=dark');
    const client = createRigkitClient<paths>({ baseUrl: origin, cookies, authKeyMode: 'cookie' });
    const { data, response } = await client.POST('/getItemGrid', { body: { InventoryCategoryId: 10 } });
    expect(response.status).toBe(200);
    expect(data.Items[0]?.CustomerPriceIncTax).toBe(749);
    expect(seen.at(-1)).toMatchObject({
      url: '/api/getItemGrid',
      body: '{"InventoryCategoryId":10}',
      headers: {
        'content-type': 'application/json',
        customersessionguid: '5b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b',
        cookie: 'plesession=5b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b; theme=dark',
      },
    });
    expect(cookies.getSetCookieHeaders()).toEqual(['pleauthkey=server-key; Path=/; HttpOnly; Max-Age=31449600']);
  });
});
