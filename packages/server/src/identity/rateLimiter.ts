// Failed logins and two-factor attempts, limited per account and per address (issue 5 item 4). A sliding window of
// failure times per key, kept in the database (login_failures, migration 0007): the limits survive a restart and
// hold across every server process on one database.
import { sql } from 'kysely';
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
  /**
   * Counts an attempt before it is checked (issue 14 item 1): its row is written first, then the rows inside the
   * window are counted, so of any number of simultaneous attempts at most `maximumFailures` see room. `release`
   * takes this attempt's row back (a refused attempt, or one that turned out not to be a failure).
   */
  attempt(key: string, now: Date): Promise<Attempt>;
  /**
   * The attempts this process has counted for `key` inside the window and not released, known without a query. The
   * database holds at least these (it also holds other processes'), so a refusal decided from them is one the
   * database would make too: a burst is answered from memory instead of queueing its queries ahead of every page.
   */
  countedHere(key: string, now: Date): { count: number; latestAt: Date | undefined };
}

export interface Attempt {
  /** Attempts inside the window, this one included. */
  count: number;
  /** When the attempt before this one was made, if any is inside the window. */
  previousAt: Date | undefined;
  release(): Promise<void>;
}

export function createRateLimiter(db: Db, options: RateLimiterOptions): RateLimiter {
  const windowStart = (now: Date) => new Date(now.getTime() - options.windowMilliseconds);
  const here = createLocalAttempts(options.windowMilliseconds);
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
    async attempt(key, now) {
      // Noted here before the first await, so attempts arriving together see each other at once.
      const forget = here.add(key, now);
      try {
        await db.insertInto('login_failures').values({ limit_key: key, failed_at: now }).execute();
      } catch (error) {
        forget();
        throw error;
      }
      const rows = await db
        .selectFrom('login_failures')
        .select('failed_at')
        .where('limit_key', '=', key)
        .where('failed_at', '>', windowStart(now))
        .orderBy('failed_at', 'desc')
        .execute();
      return {
        count: rows.length,
        previousAt: rows[1]?.failed_at,
        async release() {
          forget();
          // One row of this key and time (the table has no id): ctid names exactly one physical row.
          await sql`DELETE FROM login_failures WHERE ctid = (SELECT ctid FROM login_failures WHERE limit_key = ${key} AND failed_at = ${now} LIMIT 1)`.execute(db);
        },
      };
    },
    async reset(key) {
      here.clear(key);
      await db.deleteFrom('login_failures').where('limit_key', '=', key).execute();
    },
    countedHere: (key, now) => here.counted(key, now),
  };
}

/** Keys with attempts remembered at once; beyond it the oldest key is forgotten (the database still counts it). */
const maximumKeysHere = 10_000;

function createLocalAttempts(windowMilliseconds: number) {
  const times = new Map<string, number[]>();
  const inWindow = (key: string, now: Date) => {
    const kept = (times.get(key) ?? []).filter((time) => time > now.getTime() - windowMilliseconds);
    if (kept.length === 0) times.delete(key);
    else times.set(key, kept);
    return kept;
  };
  return {
    add(key: string, now: Date): () => void {
      const kept = inWindow(key, now);
      const time = now.getTime();
      times.delete(key);
      times.set(key, [...kept, time]);
      if (times.size > maximumKeysHere) times.delete(times.keys().next().value as string);
      let forgotten = false;
      return () => {
        if (forgotten) return;
        forgotten = true;
        const left = times.get(key);
        const index = left?.indexOf(time) ?? -1;
        if (left && index >= 0) left.splice(index, 1);
      };
    },
    clear(key: string): void {
      times.delete(key);
    },
    counted(key: string, now: Date) {
      const kept = inWindow(key, now);
      const latest = kept.length > 0 ? Math.max(...kept) : undefined;
      return { count: kept.length, latestAt: latest === undefined ? undefined : new Date(latest) };
    },
  };
}

/** 5 failures per account and 20 per address in 15 minutes (OWASP-style throttling; not given by the specs). */
export const loginLimits = {
  perAccount: { maximumFailures: 5, windowMilliseconds: 15 * 60_000 },
  perAddress: { maximumFailures: 20, windowMilliseconds: 15 * 60_000 },
} as const;

/**
 * Past the limit, a key (one account from one address) may try again only after a delay that doubles with each
 * further attempt: 1 s, 2 s, 4 s ... up to the window (issue 14 item 8: slow down, do not lock out).
 */
export function backoffMilliseconds(attempts: number, limits: RateLimiterOptions): number {
  if (attempts <= limits.maximumFailures) return 0;
  return Math.min(limits.windowMilliseconds, 1000 * 2 ** (attempts - limits.maximumFailures - 1));
}

export const tooManyAttemptsMessage = 'Too many failed attempts. Please wait 15 minutes and try again.';
