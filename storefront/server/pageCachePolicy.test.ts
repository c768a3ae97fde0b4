import { describe, expect, it } from 'vitest';
import { bypassReason, hasShopperCookie, uncacheableReason, varyHeaderNames } from './pageCachePolicy.ts';

const guid = '0b8e2a54-3c1d-4e6f-9a7b-1c2d3e4f5a6b';

describe('bypassReason', () => {
  it.each([
    '/',
    '/Categories/101/CPU',
    '/categories/101/cpu/amd',
    '/Categories/101',
    '/CategoryGroups/1/Components',
    '/Brands/12/AMD',
    '/Products/1001/ryzen-7',
    '/Products/710001/Bundle',
    '/promotion/205',
    '/Search/ryzen',
    '/Search',
    '/Compare',
    '/ItemGrid',
    '/ItemList/101',
    '/buildlist/abc/gaming',
    '/software/7/cyberpunk',
  ])('lets the cache answer an anonymous GET of the catalogue page %s', (path) => {
    expect(bypassReason('GET', path, undefined)).toBeUndefined();
    expect(bypassReason('HEAD', path, '_ga=GA1.2.3')).toBeUndefined();
  });

  it.each([
    '/cart',
    '/NewCart',
    '/wishlist/abc',
    '/Login',
    '/Logout',
    '/account',
    '/Account/orders',
    '/ChooseMyGamingPC',
    '/Products/700000/Build',
    '/products/700000/build/abc123',
    '/ProductPreview/0b8e2a54-3c1d-4e6f-9a7b-1c2d3e4f5a6b',
    '/about-us',
    '/NotFound',
    '/Categories/101/CPU.data',
    '/api/fetchCategories',
  ])('renders %s every time: it is not a catalogue page', (path) => {
    expect(bypassReason('GET', path, undefined)).toBe('path');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('renders a %s every time', (method) => {
    expect(bypassReason(method, '/Categories/101/CPU', undefined)).toBe('method');
  });

  it.each([`plesession=${guid}`, 'pleauthkey=abc', `_ga=1; plesession=${guid}`, 'plesession=', ' pleauthkey = x'])(
    'renders every time for a shopper whose Cookie header is "%s"',
    (cookie) => {
      expect(bypassReason('GET', '/Categories/101/CPU', cookie)).toBe('cookie');
    },
  );
});

describe('hasShopperCookie', () => {
  it.each([
    { cookie: undefined, expected: false },
    { cookie: '', expected: false },
    { cookie: '_ga=GA1.2.3; theme=dark', expected: false },
    { cookie: 'xplesession=1', expected: false },
    { cookie: `plesession=${guid}`, expected: true },
    { cookie: 'a=1;pleauthkey=k', expected: true },
  ])('is $expected for "$cookie"', ({ cookie, expected }) => {
    expect(hasShopperCookie(cookie)).toBe(expected);
  });
});

describe('uncacheableReason', () => {
  const html = (text: string) => new TextEncoder().encode(text);
  const page = (overrides: { status?: number; headers?: Record<string, string>; body?: string; setCookie?: string }) => {
    const headers = new Headers({ 'content-type': 'text/html', ...overrides.headers });
    if (overrides.setCookie) headers.append('set-cookie', overrides.setCookie);
    return { status: overrides.status ?? 200, headers, body: html(overrides.body ?? '<html><body>CPU</body></html>') };
  };

  it('keeps a 200 HTML page that sets no cookie', () => {
    expect(uncacheableReason(page({}))).toBeUndefined();
  });

  it.each([
    { what: 'a 404', page: page({ status: 404 }), reason: 'status 404' },
    { what: 'a 500', page: page({ status: 500 }), reason: 'status 500' },
    { what: 'a redirect', page: page({ status: 302 }), reason: 'status 302' },
    { what: 'JSON', page: page({ headers: { 'content-type': 'application/json' } }), reason: 'not an HTML page' },
    { what: 'a page that sets a cookie', page: page({ setCookie: 'pleauthkey=k; Path=/' }), reason: 'Set-Cookie' },
    { what: 'a private page', page: page({ headers: { 'cache-control': 'private, max-age=0' } }), reason: 'Cache-Control: private, max-age=0' },
    { what: 'a no-store page', page: page({ headers: { 'cache-control': 'no-store' } }), reason: 'Cache-Control: no-store' },
    { what: 'Vary: *', page: page({ headers: { vary: '*' } }), reason: 'Vary: *' },
    { what: 'a page whose render stored a session', page: page({ setCookie: `plesession=${guid}; Path=/` }), reason: 'Set-Cookie' },
    { what: 'a page with a failed Suspense boundary', page: page({ body: '<div><!--$!--><template></template></div>' }), reason: 'a part of the page failed to render' },
  ])('does not keep $what', ({ page: rendered, reason }) => {
    expect(uncacheableReason(rendered)).toBe(reason);
  });

  it('keeps a private or no-store page for the shoppers of the same view, but never one that sets a cookie or failed', () => {
    expect(uncacheableReason(page({ headers: { 'cache-control': 'no-store' } }), 'same view')).toBeUndefined();
    expect(uncacheableReason(page({ headers: { 'cache-control': 'private, no-cache' } }), 'same view')).toBeUndefined();
    expect(uncacheableReason(page({ setCookie: `plesession=${guid}; Path=/` }), 'same view')).toBe('Set-Cookie');
    expect(uncacheableReason(page({ status: 404 }), 'same view')).toBe('status 404');
    expect(uncacheableReason(page({ body: '<html><body><!--$!--></body></html>' }), 'same view')).toBe('a part of the page failed to render');
  });
});

describe('varyHeaderNames', () => {
  it.each([
    { vary: null, expected: [] },
    { vary: 'Accept-Encoding', expected: [] },
    { vary: 'Accept-Encoding, Cookie', expected: [] },
    { vary: 'Accept-Language, accept-encoding, X-Region', expected: ['accept-language', 'x-region'] },
  ])('varies on $expected for Vary "$vary"', ({ vary, expected }) => {
    const headers = new Headers(vary ? { vary } : {});
    expect(varyHeaderNames(headers)).toEqual(expected);
  });
});
