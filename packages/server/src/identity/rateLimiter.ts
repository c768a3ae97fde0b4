// Failed logins and two-factor attempts, limited per account and per address (issue 5 item 4). A sliding window of
// failure times per key, kept in the database (login_failures, migration 0007): the limits survive a restart and
// hold across every server process on one database.
import type { Db } from '../db/openDatabase.ts';

export interface RateLimiterOptions {
  /** Failures allowed inside the window before the key is blocked. */
  maximumFailures: number;
  windowMilliseconds: number;
}

export interface RateLimiter {
  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now: Date): Promise<number>;
  recordFailure(key: string, now: Date): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(db: Db, options: RateLimiterOptions): RateLimiter {
  const windowStart = (now: Date) => new Date(now.getTime() - options.windowMilliseconds);
  return {
    async retryAfter(key, now) {
      // The newest `maximumFailures` failures inside the window; the oldest of them decides when the key is free.
      const recent = await db
        .selectFrom('login_failures')
        .select('failed_at')
        .where('limit_key', '=', key)
        .where('failed_at', '>', windowStart(now))
        .orderBy('failed_at', 'desc')
        .limit(options.maximumFailures)
        .execute();
      const oldestCounted = recent[options.maximumFailures - 1]?.failed_at;
      if (!oldestCounted) return 0;
      return Math.max(1, oldestCounted.getTime() + options.windowMilliseconds - now.getTime());
    },
    async recordFailure(key, now) {
      await db.transaction().execute(async (trx) => {
        // Failures that left the window count for nothing: dropped as the key fails again, so the table stays small.
        await trx.deleteFrom('login_failures').where('limit_key', '=', key).where('failed_at', '<=', windowStart(now)).execute();
        await trx.insertInto('login_failures').values({ limit_key: key, failed_at: now }).execute();
      });
    },
    async reset(key) {
      await db.deleteFrom('login_failures').where('limit_key', '=', key).execute();
    },
  };
}

/** 5 failures per account and 20 per address in 15 minutes (OWASP-style throttling; not given by the specs). */
export const loginLimits = {
  perAccount: { maximumFailures: 5, windowMilliseconds: 15 * 60_000 },
  perAddress: { maximumFailures: 20, windowMilliseconds: 15 * 60_000 },
} as const;

export const tooManyAttemptsMessage = 'Too many failed attempts. Please wait 15 minutes and try again.';
