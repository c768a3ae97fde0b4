import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RigkitDatabase } from '../db/openDatabase.ts';
import { createApp } from '../http/app.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { createRateLimiter, loginLimits } from './rateLimiter.ts';

let database: RigkitDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => database.close());

const start = new Date('2026-11-22T05:00:00.000Z');
const minutes = (count: number) => new Date(start.getTime() + count * 60_000);

describe('createRateLimiter (failures kept in the database)', () => {
  it.each([
    ['per account', loginLimits.perAccount, 5],
    ['per address', loginLimits.perAddress, 20],
  ])('lets a key through %s until %#: blocked at its limit, free again 15 minutes after the oldest counted failure', async (name, limits, maximum) => {
    expect(limits.maximumFailures).toBe(maximum);
    const limiter = createRateLimiter(database.db, limits);
    const key = `test:${name}`;
    // One failure every 10 seconds: the first at minute 0, the last (maximum − 1) × 10 seconds later.
    const at = (failure: number) => new Date(start.getTime() + failure * 10_000);
    for (let failure = 0; failure < maximum; failure += 1) {
      expect(await limiter.retryAfter(key, at(failure))).toBe(0);
      await limiter.recordFailure(key, at(failure));
    }
    expect(await limiter.retryAfter(key, at(maximum - 1))).toBe(15 * 60_000 - (maximum - 1) * 10_000);
    expect(await limiter.retryAfter(key, new Date(minutes(15).getTime() - 1))).toBe(1);
    expect(await limiter.retryAfter(key, minutes(15))).toBe(0);
  });

  it('counts only failures inside the window, and each key on its own', async () => {
    const limiter = createRateLimiter(database.db, { maximumFailures: 2, windowMilliseconds: 60_000 });
    await limiter.recordFailure('test:window', minutes(0));
    await limiter.recordFailure('test:window', minutes(2));
    expect(await limiter.retryAfter('test:window', minutes(2))).toBe(0);
    await limiter.recordFailure('test:window', minutes(2.5));
    expect(await limiter.retryAfter('test:window', minutes(2.5))).toBe(30_000);
    expect(await limiter.retryAfter('test:other', minutes(2.5))).toBe(0);
  });

  it('forgets a key on reset, and drops failures that left the window as the key fails again', async () => {
    const limiter = createRateLimiter(database.db, { maximumFailures: 1, windowMilliseconds: 60_000 });
    await limiter.recordFailure('test:reset', minutes(0));
    expect(await limiter.retryAfter('test:reset', minutes(0))).toBe(60_000);
    await limiter.reset('test:reset');
    expect(await limiter.retryAfter('test:reset', minutes(0))).toBe(0);
    await limiter.recordFailure('test:prune', minutes(0));
    await limiter.recordFailure('test:prune', minutes(5));
    const rows = await database.db.selectFrom('login_failures').select('failed_at').where('limit_key', '=', 'test:prune').execute();
    expect(rows.map((row) => row.failed_at.toISOString())).toEqual([minutes(5).toISOString()]);
  });

  it('shares its failures with every limiter on the same database (another process, or after a restart)', async () => {
    const first = createRateLimiter(database.db, { maximumFailures: 2, windowMilliseconds: 60_000 });
    const second = createRateLimiter(database.db, { maximumFailures: 2, windowMilliseconds: 60_000 });
    await first.recordFailure('test:shared', minutes(0));
    await second.recordFailure('test:shared', minutes(0.5));
    expect(await second.retryAfter('test:shared', minutes(0.5))).toBe(30_000);
    expect(await first.retryAfter('test:shared', minutes(0.5))).toBe(30_000);
  });
});

describe('countedHere (the attempts this process counted, without a query)', () => {
  it('counts an attempt as soon as it is made, forgets it when released, reset or out of the window', async () => {
    const limiter = createRateLimiter(database.db, loginLimits.perAccount);
    const key = 'test:counted-here';
    const pending = limiter.attempt(key, minutes(0));
    expect(limiter.countedHere(key, minutes(0))).toEqual({ count: 1, latestAt: minutes(0) });
    const first = await pending;
    const second = await limiter.attempt(key, minutes(1));
    expect(limiter.countedHere(key, minutes(1))).toEqual({ count: 2, latestAt: minutes(1) });
    await second.release();
    expect(limiter.countedHere(key, minutes(1))).toEqual({ count: 1, latestAt: minutes(0) });
    expect(limiter.countedHere(key, minutes(15))).toEqual({ count: 0, latestAt: undefined });
    await limiter.attempt(key, minutes(16));
    await limiter.reset(key);
    expect(limiter.countedHere(key, minutes(16))).toEqual({ count: 0, latestAt: undefined });
    await first.release();
  });
});

describe('login limits across app instances', { timeout: 60_000 }, () => {
  // Issue 14 item 8: the account is not locked (that let anyone lock a customer out); it asks for a captcha.
  it('still asks for a captcha from a new app on the same database after 5 failed logins for one account', async () => {
    const clock = { now: minutes(100) };
    const appOptions = { db: database.db, now: () => clock.now, secureCookies: false };
    const logIn = (app: ReturnType<typeof createApp>, attempt: number) =>
      app.request('/api/session/webAuth', {
        method: 'POST',
        // A new address each time: only the per-account limit applies.
        headers: { 'Content-Type': 'application/json', 'x-test-address': `198.51.100.${attempt}` },
        body: JSON.stringify({ username: 'nobody@example.com', password: `wrong-${attempt}` }),
      });
    const clientAddress = (c: { req: { header(name: string): string | undefined } }) => c.req.header('x-test-address') ?? 'unknown';
    const before = createApp({ ...appOptions, clientAddress });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await logIn(before, attempt);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ success: false, errors: [{ ErrorText: 'Could not authenticate' }] });
    }
    const restarted = createApp({ ...appOptions, clientAddress });
    const blocked = await logIn(restarted, 5);
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ success: false, errors: [{ ErrorText: 'CaptchaRequired' }] });
    clock.now = minutes(116);
    expect((await logIn(createApp({ ...appOptions, clientAddress }), 6)).status).toBe(200);
  });
});
