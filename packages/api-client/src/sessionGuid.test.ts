import { describe, expect, it } from 'vitest';
import { cookieMaxAgeSeconds } from './cookieJar.ts';
import { createMemoryCookieJar } from './memoryCookieJar.ts';
import { adoptSessionGuid, isSessionGuid, readSessionGuid, sessionCookieName, storeSessionGuid } from './sessionGuid.ts';
import { createServerCookieJar } from './serverCookieJar.ts';

describe('isSessionGuid (spec 1 §5 "Session GUID must be a version-4 GUID")', () => {
  it.each([
    ['5b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b', true],
    ['5B1F3C2A-8D4E-4F6A-AB7C-2E1D0A3F4C5B', true],
    ['c232ab00-9414-11ec-b3c8-9f6bdeced846', false], // version 1
    ['5b1f3c2a-8d4e-4f6a-cb7c-2e1d0a3f4c5b', false], // variant not RFC 4122
    ['5b1f3c2a8d4e4f6a9b7c2e1d0a3f4c5b', false],
    ['{5b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b}', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isSessionGuid(value)).toBe(expected);
  });
});

describe('readSessionGuid and adoptSessionGuid (the server mints, issue 14 item 2)', () => {
  const minted = '0f8e7d6c-5b4a-4392-8190-a1b2c3d4e5f6';

  it('the cookie is "plesession" and lives 364 days', () => {
    expect(sessionCookieName).toBe('plesession');
    expect(cookieMaxAgeSeconds).toBe(364 * 86_400);
  });

  it.each([[null], ['plesession=not-a-guid'], ['plesession=c232ab00-9414-11ec-b3c8-9f6bdeced846']])('reads nothing and mints nothing from %s', (cookie) => {
    const jar = createServerCookieJar(cookie);
    expect(readSessionGuid(jar)).toBeUndefined();
    expect(jar.getSetCookieHeaders()).toEqual([]);
  });

  it('adopts the GUID an answer names once, storing it for 364 days', () => {
    const jar = createServerCookieJar(null);
    const answer = { headers: new Headers({ CustomerSessionGuid: minted }) };
    expect(adoptSessionGuid(jar, answer)).toBe(minted);
    expect(adoptSessionGuid(jar, answer)).toBeUndefined();
    expect(readSessionGuid(jar)).toBe(minted);
    expect(jar.getSetCookieHeaders()).toEqual([`plesession=${minted}; Path=/; Max-Age=31449600; SameSite=Lax; Secure`]);
  });

  it('ignores an answer without a version-4 GUID', () => {
    const jar = createMemoryCookieJar();
    expect(adoptSessionGuid(jar, { headers: new Headers({ CustomerSessionGuid: 'c232ab00-9414-11ec-b3c8-9f6bdeced846' }) })).toBeUndefined();
    expect(adoptSessionGuid(jar, { headers: new Headers() })).toBeUndefined();
    expect(readSessionGuid(jar)).toBeUndefined();
  });

  it('refuses to store a value that is not a version-4 GUID', () => {
    expect(() => storeSessionGuid(createMemoryCookieJar(), 'c232ab00-9414-11ec-b3c8-9f6bdeced846')).toThrow(TypeError);
  });
});
