// Contract fuzz (issue 5 item 8): for every operation this server answers, generated invalid and odd requests
// (arbitrary JSON, wrong types, broken JSON, odd query strings and headers) never produce a 500, and every answer
// is in the envelope.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 150 });
}, 120_000);
afterAll(async () => t.close());

const runsPerOperation = Number(process.env['FUZZ_RUNS'] ?? 60);

const sessionHeader = fc.oneof(
  fc.constant(undefined),
  fc.uuid({ version: 4 }),
  fc.string({ maxLength: 40 }),
  fc.constant('5b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b'),
);

const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.dictionary(fc.constantFrom('InventoryItemId', 'ShoppingCart', 'CouponCode', 'username', 'password', 'totp', 'SearchString', 'InventoryCategoryId', 'AttributeFilters', 'InventoryItemIds', 'PostCode', 'BannerGroup', 'manufacturerId', 'categoryGroupId', 'inventoryCategoryId', 'SortType', 'MaximumItemsToRender', 'DefaultStoreId', 'newRoute', 'WishlistGuid', 'CustomerWishlistItemId', 'Quantity', 'newName', 'IsPublic', 'CustomerGuid', 'CustomerWishlistName', 'SalesOrderId', 'SalesOrderItemId', 'KitItemId', 'buildId', 'InventoryItemListId', 'InventoryItemListSqid', 'SalesOrderGuid', 'DocumentGuid', 'MissingFields'), fc.jsonValue()).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 60 }),
  fc.constant('{"a":'),
  fc.constant(''),
);

const query = fc.dictionary(fc.constantFrom('InventoryCategoryId', 'InventoryItemIds', 'SearchString', 'ManufacturerId', 'OnlyClearance', 'hour', 'width', 'x'), fc.string({ maxLength: 12 }), { maxKeys: 4 });

describe('no client input produces a 500', { timeout: 300_000 }, () => {
  it('holds for every operation', async () => {
    const operations = t.app.routes.filter((route) => route.method === 'GET' || route.method === 'POST');
    expect(operations.length).toBeGreaterThan(20);
    for (const route of operations) {
      await fc.assert(
        fc.asyncProperty(sessionHeader, body, query, fc.string({ maxLength: 20 }), fc.boolean(), async (session, payload, parameters, pathValue, json) => {
          const path = route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(pathValue) || 'x');
          const search = new URLSearchParams(parameters).toString();
          const headers: Record<string, string> = {};
          if (session !== undefined) headers['CustomerSessionGuid'] = session;
          if (json) headers['Content-Type'] = 'application/json';
          const response = await t.app.request(`${path}${search ? `?${search}` : ''}`, {
            method: route.method,
            headers,
            ...(route.method === 'POST' ? { body: payload } : {}),
          });
          expect(response.status, `${route.method} ${path}`).toBeLessThan(500);
          const type = response.headers.get('content-type') ?? '';
          if (type.includes('svg')) return;
          const answer = (await response.json()) as { success: unknown; errors: unknown };
          expect(typeof answer.success).toBe('boolean');
          expect(Array.isArray(answer.errors)).toBe(true);
        }),
        { numRuns: runsPerOperation, seed: 20261122 },
      );
    }
  });
});
