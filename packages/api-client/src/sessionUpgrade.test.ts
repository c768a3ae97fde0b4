import { describe, expect, it } from 'vitest';
import type { AuthKeyStorage } from './authKey.ts';
import { createMemoryCookieJar } from './memoryCookieJar.ts';
import { createRigkitClient } from './createRigkitClient.ts';
import { upgradeSession } from './sessionUpgrade.ts';
import { createRecordingFetch, jsonResponse } from './testing/recordingFetch.ts';

function clientAnswering(AuthenticationKey: string | null) {
  const stored = new Map<string, string>();
  const storage: AuthKeyStorage = { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value), removeItem: (key) => void stored.delete(key) };
  const recording = createRecordingFetch(() => jsonResponse({ success: true, errors: [], data: { AuthenticationKey } }));
  const client = createRigkitClient({ baseUrl: 'https://shop.example', fetch: recording.fetch, cookies: createMemoryCookieJar(), storage, isServer: false });
  return { client, stored, requests: recording.requests };
}

describe('upgradeSession (spec 1 §9)', () => {
  it('keeps a token longer than 100 characters as the new auth key', async () => {
    const upgraded = `${'c'.repeat(36)}.${'s'.repeat(36)}.${'k'.repeat(43)}`;
    const { client, stored, requests } = clientAnswering(upgraded);
    expect(await upgradeSession(client)).toBe(true);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('https://shop.example/api/session/upgrade');
    expect(stored.get('pleauthkey')).toBe(upgraded);
  });

  it.each([['a short token', 'k'.repeat(100)], ['no token (anonymous, or cookie mode)', null]])('keeps nothing for %s', async (_case, token) => {
    const { client, stored } = clientAnswering(token);
    expect(await upgradeSession(client)).toBe(false);
    expect(stored.has('pleauthkey')).toBe(false);
  });
});
