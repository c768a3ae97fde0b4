import { describe, expect, it } from 'vitest';
import { createServerCookieJar, isServerCookieJar } from './serverCookieJar.ts';
import { createMemoryCookieJar } from './memoryCookieJar.ts';

describe('createServerCookieJar', () => {
  it("reads the shopper's Cookie header, decoding values", () => {
    const jar = createServerCookieJar('plesession=abc; pleauthkey=a%2Bb%3D; broken; empty=');
    expect(jar.get('plesession')).toBe('abc');
    expect(jar.get('pleauthkey')).toBe('a+b=');
    expect(jar.get('empty')).toBe('');
    expect(jar.get('missing')).toBeUndefined();
    expect(jar.getCookieHeader()).toBe('plesession=abc; pleauthkey=a%2Bb%3D; empty=');
  });

  it.each([undefined, null, ''])('starts empty from %j', (header) => {
    const jar = createServerCookieJar(header);
    expect(jar.getCookieHeader()).toBe('');
    expect(jar.getSetCookieHeaders()).toEqual([]);
  });

  it('records what it sets for the shopper, latest per cookie, without Secure on plain http', () => {
    const jar = createServerCookieJar('theme=dark', false);
    jar.set('pleauthkey', 'k1', 60);
    jar.set('pleauthkey', 'k2', 60);
    jar.set('theme', '', 0);
    expect(jar.getCookieHeader()).toBe('pleauthkey=k2');
    expect(jar.getSetCookieHeaders()).toEqual([
      'pleauthkey=k2; Path=/; Max-Age=60; SameSite=Lax',
      'theme=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  });

  it.each([
    ['pleauthkey=new; Path=/; HttpOnly', 'plesession=s; pleauthkey=new'],
    ['pleauthkey=; Path=/; Max-Age=0', 'plesession=s'],
    ['pleauthkey=; Path=/; Max-Age=-1', 'plesession=s'],
    ['pleauthkey=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'plesession=s'],
    ['pleauthkey=kept; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=60', 'plesession=s; pleauthkey=kept'],
    ['pleauthkey=later; Expires=Fri, 01 Jan 2100 00:00:00 GMT', 'plesession=s; pleauthkey=later'],
  ])('takes in the API answer %s', (setCookie, forwarded) => {
    const jar = createServerCookieJar('plesession=s; pleauthkey=old');
    jar.applySetCookieHeaders([setCookie]);
    expect(jar.getCookieHeader()).toBe(forwarded);
    expect(jar.getSetCookieHeaders()).toEqual([setCookie]);
  });

  it('is told apart from a jar that does not forward cookies', () => {
    expect(isServerCookieJar(createServerCookieJar())).toBe(true);
    expect(isServerCookieJar(createMemoryCookieJar())).toBe(false);
  });
});
