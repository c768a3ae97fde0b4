import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type RigkitDatabase } from '../db/openDatabase.ts';
import { createSessionCache, sessionCacheOf } from './sessionCache.ts';
import { ensureSession } from './sessions.ts';

describe('createSessionCache', () => {
  it('keeps what was read and drops a session when it changes', () => {
    const cache = createSessionCache();
    cache.remember('a', { DefaultWarehouseId: 1 }, cache.stamp());
    expect(cache.read('a')).toEqual({ DefaultWarehouseId: 1 });
    expect(Object.isFrozen(cache.read('a'))).toBe(true);
    cache.forget('a');
    expect(cache.read('a')).toBeUndefined();
  });

  it('does not keep a read that a change overtook (the row read may be the old one)', () => {
    const cache = createSessionCache();
    const stamp = cache.stamp();
    cache.forget('b');
    cache.remember('b', { DefaultWarehouseId: 1 }, stamp);
    expect(cache.read('b')).toBeUndefined();
  });

  it('holds at most its maximum, dropping the oldest entry', () => {
    const cache = createSessionCache(2);
    for (const guid of ['a', 'b', 'c']) cache.remember(guid, {}, cache.stamp());
    expect(['a', 'b', 'c'].map((guid) => cache.read(guid) !== undefined)).toEqual([false, true, true]);
  });
});

// Always PGlite: the cache exists only for the embedded database, which one process owns.
describe('sessions on PGlite', () => {
  let database: RigkitDatabase;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
  }, 60_000);
  afterAll(async () => database.close());
  const guid = '0f0e0d0c-0b0a-4908-8706-050403020100';
  const setPreferences = (preferences: Record<string, unknown>) =>
    database.db.updateTable('sessions').set({ preferences: JSON.stringify(preferences) }).where('customer_session_guid', '=', guid).execute();

  it('answers a known session from memory, and sees every committed change to its row at once', async () => {
    expect(await ensureSession(database.db, guid)).toEqual({ preferences: {}, created: true });
    expect(sessionCacheOf(database.db)?.read(guid)).toEqual({});
    await setPreferences({ DefaultWarehouseId: 1 });
    expect(sessionCacheOf(database.db)?.read(guid)).toBeUndefined();
    expect(await ensureSession(database.db, guid)).toEqual({ preferences: { DefaultWarehouseId: 1 }, created: false });
    expect(sessionCacheOf(database.db)?.read(guid)).toEqual({ DefaultWarehouseId: 1 });
    // A change inside a transaction is seen once it commits.
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('sessions').set({ preferences: JSON.stringify({ DefaultWarehouseId: 4 }) }).where('customer_session_guid', '=', guid).execute();
    });
    expect((await ensureSession(database.db, guid)).preferences).toEqual({ DefaultWarehouseId: 4 });
    await database.db.deleteFrom('sessions').where('customer_session_guid', '=', guid).execute();
    expect(await ensureSession(database.db, guid)).toEqual({ preferences: {}, created: true });
  });

  it('keeps the cached session when a change is rolled back', async () => {
    await setPreferences({ DefaultWarehouseId: 2 });
    await ensureSession(database.db, guid);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.updateTable('sessions').set({ preferences: JSON.stringify({ DefaultWarehouseId: 3 }) }).where('customer_session_guid', '=', guid).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await ensureSession(database.db, guid)).preferences).toEqual({ DefaultWarehouseId: 2 });
  });
});
