import { describe, expect, it } from 'vitest';
import { authKeyName, eraseAuthKey, readAuthKey, storeAuthKey } from './authKey.ts';
import { createServerCookieJar } from './serverCookieJar.ts';

function createStorage() {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

describe('the auth key in header mode (spec 1 §9: cookie "pleauthkey", also held in local storage)', () => {
  it('uses one name for cookie, storage and header', () => {
    expect(authKeyName).toBe('pleauthkey');
  });

  it('stores in both places, reads the cookie first, and erases both', () => {
    const jar = createServerCookieJar();
    const storage = createStorage();
    storeAuthKey(jar, storage, 'k1');
    expect([jar.get('pleauthkey'), storage.items.get('pleauthkey')]).toEqual(['k1', 'k1']);
    storage.setItem('pleauthkey', 'other');
    expect(readAuthKey(jar, storage)).toBe('k1');
    eraseAuthKey(jar, storage);
    expect(readAuthKey(jar, storage)).toBeUndefined();
    expect(jar.getSetCookieHeaders()).toEqual(['pleauthkey=; Path=/; Max-Age=0; SameSite=Lax; Secure']);
  });

  it.each([
    ['', null, undefined],
    [undefined, 'from-storage', 'from-storage'],
    ['from-cookie', 'from-storage', 'from-cookie'],
  ])('cookie %j and storage %j read as %j', (cookie, stored, expected) => {
    const jar = createServerCookieJar(cookie === undefined ? '' : `pleauthkey=${cookie}`);
    const storage = createStorage();
    if (stored) storage.setItem('pleauthkey', stored);
    expect(readAuthKey(jar, storage)).toBe(expected);
  });
});
