// Type tests: a handler's context and answer are the contract's, so a body field, a path parameter or an answer
// that the contract does not have fails to compile where the operation is registered.
import type { Hono } from 'hono';
import { describe, expectTypeOf, it } from 'vitest';
import type { OperationValidator } from '../contract/validator.ts';
import { registerOperation, SoftFailure, type Handler, type OperationContext, type OperationPath, type Register } from './operation.ts';
import type { Services } from './services.ts';

declare const app: Hono;
declare const services: Services;
declare const validators: Map<string, OperationValidator>;
declare const register: Register;

describe('OperationContext', () => {
  it('types the body as the contract request body of the path and method', () => {
    expectTypeOf<OperationContext<'POST', '/session/webAuth'>['body']>().toEqualTypeOf<{
      username: string;
      password: string;
      totp?: string | null;
      sendTotpSms?: boolean;
    }>();
  });

  it('has no body for an operation without one', () => {
    expectTypeOf<OperationContext<'GET', '/configMap'>['body']>().toEqualTypeOf<undefined>();
  });

  it('types path parameters and query from the operation parameters', () => {
    expectTypeOf<OperationContext<'GET', '/fetchSoftware/{id}'>['pathParameters']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<OperationContext<'GET', '/cc/getItemGrid'>['query']['OnlyClearance']>().toEqualTypeOf<boolean | undefined>();
  });
});

describe('OperationPath', () => {
  it('lists only the paths that have the method', () => {
    expectTypeOf<'/session/webAuth'>().toExtend<OperationPath<'POST'>>();
    expectTypeOf<'/session/webAuth'>().not.toExtend<OperationPath<'GET'>>();
  });
});

describe('registerOperation', () => {
  it('accepts a handler that answers the data of the 200 envelope, or a SoftFailure', () => {
    registerOperation(app, services, validators, 'POST', '/confirmTotp', async (context) => {
      expectTypeOf(context.body.totp).toEqualTypeOf<string>();
      return context.body.totp === '' ? new SoftFailure('Incorrect 2FA Code') : { UsesTotp: true };
    });
    register('POST', '/fetchPostcodeFromLocation', async () => ({ Postcode: '6000' }));
  });

  it('refuses an answer the contract does not describe', () => {
    // @ts-expect-error Postcode is a string in the contract
    register('POST', '/fetchPostcodeFromLocation', async () => ({ Postcode: 6000 }));
    expectTypeOf<() => Promise<{ Postcode: number }>>().not.toExtend<Handler<'POST', '/fetchPostcodeFromLocation'>>();
  });

  it('refuses a handler written for another body', () => {
    const wishlistHandler = async (context: { body: { WishlistGuid: string } }) => ({ Postcode: context.body.WishlistGuid });
    expectTypeOf(wishlistHandler).not.toExtend<Handler<'POST', '/fetchPostcodeFromLocation'>>();
  });

  it('refuses a path that is not in the contract for the method', () => {
    // @ts-expect-error not a contract path
    register('POST', '/session/webAuthentication', async () => null);
    // @ts-expect-error webAuth is POST only
    register('GET', '/session/webAuth', async () => null);
  });
});
