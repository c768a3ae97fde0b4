// The client keeps two small tables of its own (captcha-protected operations, retry counts) so that the browser
// bundle does not carry the generated operation list. These tests hold the tables to the contract.
import { describe, expect, it } from 'vitest';
import { captchaOperations } from './captcha.ts';
import { operations } from './generated/operations.ts';
import { operationName, operationRetries } from './retryPolicy.ts';

describe('the client conventions agree with the contract', () => {
  const contractNames = new Set(operations.map((operation) => operationName(operation.path)));

  it('sends captcha headers on exactly the operations whose contract declares them', () => {
    const declared = operations
      .filter((operation) => (operation.headers as readonly string[]).includes('clientCaptchaKey'))
      .map((operation) => operationName(operation.path));
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(declared)).toEqual(new Set([...captchaOperations].filter((name) => contractNames.has(name))));
  });

  it('gives every call both session headers in the contract', () => {
    for (const operation of operations) expect(operation.headers.slice(0, 2)).toEqual(['pleauthkey', 'CustomerSessionGuid']);
  });

  it('uses exactly the retry counts the contract states (x-rigkit-retries)', () => {
    const stated = (operations as readonly { path: string; retries?: number }[]).flatMap((operation) =>
      operation.retries === undefined ? [] : [[operationName(operation.path), operation.retries] as const],
    );
    expect(Object.fromEntries(stated)).toEqual(Object.fromEntries(Object.entries(operationRetries).filter(([name]) => contractNames.has(name))));
  });
});
