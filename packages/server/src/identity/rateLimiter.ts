// Failed logins and two-factor attempts, limited per account and per address (issue 5 item 4). A sliding window
// of failure times per key, in memory: one server process owns its limits, and a restart forgets them.
export interface RateLimiterOptions {
  /** Failures allowed inside the window before the key is blocked. */
  maximumFailures: number;
  windowMilliseconds: number;
}

export interface RateLimiter {
  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now: Date): number;
  recordFailure(key: string, now: Date): void;
  reset(key: string): void;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: Date): number[] => {
    const since = now.getTime() - options.windowMilliseconds;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };
  return {
    retryAfter(key, now) {
      const times = recent(key, now);
      if (times.length < options.maximumFailures) return 0;
      const oldestCounted = times[times.length - options.maximumFailures] ?? now.getTime();
      return Math.max(1, oldestCounted + options.windowMilliseconds - now.getTime());
    },
    recordFailure(key, now) {
      const times = recent(key, now);
      times.push(now.getTime());
      failures.set(key, times);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}

/** 5 failures per account and 20 per address in 15 minutes (OWASP-style throttling; not given by the specs). */
export const loginLimits = {
  perAccount: { maximumFailures: 5, windowMilliseconds: 15 * 60_000 },
  perAddress: { maximumFailures: 20, windowMilliseconds: 15 * 60_000 },
} as const;

export const tooManyAttemptsMessage = 'Too many failed attempts. Please wait 15 minutes and try again.';
