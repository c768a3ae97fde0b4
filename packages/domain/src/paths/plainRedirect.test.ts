import { describe, expect, it } from 'vitest';
import { plainRedirectTarget } from './plainRedirect.ts';

describe('plainRedirectTarget (spec 1 §2 "a plain redirect, with the target optionally built from route parameters and the query string")', () => {
  it.each([
    ['a fixed target', { target: '/account' }, {}, '?x=1', '/account'],
    ['a parameter', { target: '/account/order/:documentGuid' }, { documentGuid: 'abc' }, '', '/account/order/abc'],
    ['two parameters', { target: '/Products/:id/:name' }, { id: '500080', name: 'Ryzen' }, '', '/Products/500080/Ryzen'],
    ['a missing optional parameter, dropped with its slash', { target: '/Products/:id/:name' }, { id: '500080' }, '', '/Products/500080'],
    ['the query string when kept', { target: '/Categories/:id', keepsQuery: true }, { id: '12' }, '?sort=price&dir=desc', '/Categories/12?sort=price&dir=desc'],
    ['no query string when not kept', { target: '/Categories/:id' }, { id: '12' }, '?sort=price', '/Categories/12'],
    ['a parameter that tries to leave the store, kept a segment', { target: '/:page' }, { page: '/evil.example' }, '', '/%2Fevil.example'],
    ['a parameter that tries to add segments or a query', { target: '/account/order/:documentGuid' }, { documentGuid: '../../x?y=1' }, '', '/account/order/..%2F..%2Fx%3Fy%3D1'],
    ['an empty target path, which is the home page', { target: '/:page' }, {}, '', '/'],
  ])('%s', (_case, redirect, params, search, expected) => {
    expect(plainRedirectTarget(redirect, params, search)).toBe(expected);
  });
});
