// Type tests: the client is typed by the contract's `paths`, so a misspelt path, field or parameter does not compile.
// Negative cases are written as `.not.toExtend` on the argument tuples the client accepts.
import { describe, expectTypeOf, it } from 'vitest';
import type { CallInit, OperationOf, PathsWithMethod } from './clientTypes.ts';
import { createRigkitClient, type RigkitClient } from './createRigkitClient.ts';
import type { RigkitApiError } from './RigkitApiError.ts';
import type { paths } from './testing/examplePaths.ts';
import type { IsAccepted } from './testing/isAccepted.ts';

const client = createRigkitClient<paths>();

type GridArguments = Parameters<typeof client.POST<'/getItemGrid'>>;
type LoginArguments = Parameters<typeof client.POST<'/session/webAuth'>>;
type PromotionArguments = Parameters<typeof client.GET<'/fetchPromotion/{promotionId}'>>;
type CartArguments = Parameters<typeof client.GET<'/fetchCart'>>;
type OrderArguments = Parameters<typeof client.POST<'/submitOrder'>>;
type RouteChangeArguments = Parameters<typeof client.POST<'/routeChange'>>;
type InitOf<Arguments extends unknown[]> = NonNullable<Arguments[1]>;
type GridData = Awaited<ReturnType<typeof client.POST<'/getItemGrid'>>>['data'];

describe('createRigkitClient', () => {
  it('returns a client typed by the paths it is given', () => {
    expectTypeOf(client).toEqualTypeOf<RigkitClient<paths>>();
  });
});

describe('the IsAccepted helper', () => {
  it('answers like the excess property check', () => {
    expectTypeOf<IsAccepted<{ a: 1 }, { a?: number }>>().toEqualTypeOf<true>();
    expectTypeOf<IsAccepted<{ b: 1 }, { a?: number }>>().toEqualTypeOf<false>();
    expectTypeOf<IsAccepted<{ a: { b: 1 } }, { a?: { c?: number } }>>().toEqualTypeOf<false>();
    expectTypeOf<IsAccepted<{ a: 'x' }, { a?: number }>>().toEqualTypeOf<false>();
    expectTypeOf<IsAccepted<{ a: [1] }, { a: number[] } | { b: string }>>().toEqualTypeOf<true>();
  });
});

describe('paths', () => {
  it('accepts the contract paths for their own method only', () => {
    expectTypeOf<'/getItemGrid'>().toExtend<PathsWithMethod<paths, 'post'>>();
    expectTypeOf<'/cc/getItemGrid'>().toExtend<PathsWithMethod<paths, 'get'>>();
    expectTypeOf<'/cc/getItemGrid'>().not.toExtend<PathsWithMethod<paths, 'post'>>();
    expectTypeOf<'/getItemGrid'>().not.toExtend<PathsWithMethod<paths, 'get'>>();
  });

  it('rejects a misspelt path, a wrong case and a missing prefix segment', () => {
    expectTypeOf<'/getItemgrid'>().not.toExtend<PathsWithMethod<paths, 'post'>>();
    expectTypeOf<'/GetItemGrid'>().not.toExtend<PathsWithMethod<paths, 'post'>>();
    expectTypeOf<'/webAuth'>().not.toExtend<PathsWithMethod<paths, 'post'>>();
    expectTypeOf<'/api/getItemGrid'>().not.toExtend<PathsWithMethod<paths, 'post'>>();
  });
});

describe('bodies and parameters', () => {
  it('accepts the documented body fields', () => {
    expectTypeOf<['/getItemGrid', { body: { InventoryCategoryId: 23; SortType: 'price' } }]>().toExtend<GridArguments>();
    expectTypeOf<['/session/webAuth', { body: { username: 'a@b.au'; password: 'x' } }]>().toExtend<LoginArguments>();
  });

  it('rejects a misspelt body field, a wrong enum value and a missing required field', () => {
    expectTypeOf<IsAccepted<{ body: { InventoryCategoryId: 23 } }, InitOf<GridArguments>>>().toEqualTypeOf<true>();
    expectTypeOf<IsAccepted<{ body: { InventoryCategoryID: 23 } }, InitOf<GridArguments>>>().toEqualTypeOf<false>();
    expectTypeOf<IsAccepted<{ bdy: { InventoryCategoryId: 23 } }, InitOf<GridArguments>>>().toEqualTypeOf<false>();
    expectTypeOf<IsAccepted<{ signl: AbortSignal }, InitOf<CartArguments>>>().toEqualTypeOf<false>();
    expectTypeOf<['/getItemGrid', { body: { SortType: 'cheapest' } }]>().not.toExtend<GridArguments>();
    expectTypeOf<['/session/webAuth', { body: { userName: 'a@b.au'; password: 'x' } }]>().not.toExtend<LoginArguments>();
    expectTypeOf<['/getItemGrid']>().not.toExtend<GridArguments>();
  });

  it('requires path parameters under their exact name', () => {
    expectTypeOf<['/fetchPromotion/{promotionId}', { params: { path: { promotionId: 7 } } }]>().toExtend<PromotionArguments>();
    expectTypeOf<['/fetchPromotion/{promotionId}', { params: { path: { PromotionId: 7 } } }]>().not.toExtend<PromotionArguments>();
    expectTypeOf<['/fetchPromotion/{promotionId}']>().not.toExtend<PromotionArguments>();
  });

  it('lets a call without parameters or body omit its init', () => {
    expectTypeOf<['/fetchCart']>().toExtend<CartArguments>();
    expectTypeOf<['/fetchCart', { signal: AbortSignal; retries: 2 }]>().toExtend<CartArguments>();
  });

  it('never asks the caller for the headers the client adds itself', () => {
    expectTypeOf<['/submitOrder', { body: { SalesOrderGuid: 'g'; ClientVersion: '1' } }]>().toExtend<OrderArguments>();
    type OrderHeaders = NonNullable<NonNullable<CallInit<OperationOf<paths, '/submitOrder', 'post'>>['params']>['header']>;
    expectTypeOf<Record<never, never>>().toExtend<OrderHeaders>();
    expectTypeOf<IsAccepted<{ body: { SalesOrderGuid: 'g'; ClientVersion: '1' } }, InitOf<OrderArguments>>>().toEqualTypeOf<true>();
  });

  it('still requires an operation header that is not a convention header', () => {
    type Body = { oldRoute: '/'; newRoute: '/cart' };
    expectTypeOf<['/routeChange', { body: Body; params: { header: { 'X-Trace-Id': 'a' } } }]>().toExtend<RouteChangeArguments>();
    expectTypeOf<['/routeChange', { body: Body }]>().not.toExtend<RouteChangeArguments>();
  });
});

describe('answers', () => {
  it('types the answer by the contract and has no error branch, since failures throw', () => {
    expectTypeOf<GridData['Items'][number]['ItemTypeCode']>().toEqualTypeOf<'STK' | 'KIT' | 'B2B'>();
    expectTypeOf<GridData['Items'][number]>().toHaveProperty('CustomerPriceIncTax').toEqualTypeOf<number>();
    expectTypeOf<GridData['Items'][number]>().not.toHaveProperty('CustomerPrice');
    expectTypeOf<GridData>().not.toHaveProperty('items');
    expectTypeOf<Awaited<ReturnType<typeof client.POST<'/getItemGrid'>>>>().not.toHaveProperty('error');
  });

  it('carries ErrorTexts and status on the thrown error', () => {
    expectTypeOf<RigkitApiError['errorTexts']>().toEqualTypeOf<readonly string[]>();
    expectTypeOf<RigkitApiError['status']>().toEqualTypeOf<number | undefined>();
  });
});
