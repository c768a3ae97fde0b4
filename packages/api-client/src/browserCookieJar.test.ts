import { describe, expect, it } from 'vitest';
import { createBrowserCookieJar } from './browserCookieJar.ts';
import { createFakeCookieDocument } from './testing/fakeCookieDocument.ts';

describe('createBrowserCookieJar', () => {
  it('reads and decodes cookies from document.cookie', () => {
    const jar = createBrowserCookieJar(createFakeCookieDocument({ plesession: 'abc', pleauthkey: 'a%2Bb', bad: '%E0%A4%A' }), false);
    expect(jar.get('plesession')).toBe('abc');
    expect(jar.get('pleauthkey')).toBe('a+b');
    expect(jar.get('bad')).toBe('%E0%A4%A');
    expect(jar.get('plesessio')).toBeUndefined();
  });

  it.each([
    [true, 'pleauthkey=a%2Bb; Path=/; Max-Age=31449600; SameSite=Lax; Secure'],
    [false, 'pleauthkey=a%2Bb; Path=/; Max-Age=31449600; SameSite=Lax'],
  ])('writes site-wide cookies (secure: %s)', (isSecure, line) => {
    const target = createFakeCookieDocument();
    createBrowserCookieJar(target, isSecure).set('pleauthkey', 'a+b', 31_449_600);
    expect(target.writes).toEqual([line]);
  });

  it('deletes with a zero max-age', () => {
    const target = createFakeCookieDocument({ pleauthkey: 'k' });
    createBrowserCookieJar(target, false).set('pleauthkey', '', 0);
    expect(target.cookie).toBe('');
  });
});
