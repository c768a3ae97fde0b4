// Rate limits of the designer's costly calls (issue 20 item 4; OWASP ASVS L2 anti-automation): uploads (each one
// runs clamscan and stores up to 30 MB) and AI generation (each one runs the ImageGenerator). Counted per customer, or
// per session for a guest's upload, in the login limiter's table (identity/rateLimiter.ts), so the limits hold across
// every server process on one database and survive a restart. Every call counts, accepted or not: the cost is in
// making it. Designed numbers: generous for a person designing, small for a script.
import type { Db } from '../db/openDatabase.ts';
import { ApiError } from '../http/envelope.ts';
import type { RequestContext } from '../http/operation.ts';
import { createRateLimiter, type RateLimiter, type RateLimiterOptions } from '../identity/rateLimiter.ts';

export const uvRateLimits = {
  /** 30 upload calls in 10 minutes. */
  uploads: { maximumFailures: 30, windowMilliseconds: 10 * 60_000 },
  /** 10 AI generations in an hour. */
  aiGenerations: { maximumFailures: 10, windowMilliseconds: 60 * 60_000 },
} as const satisfies Record<string, RateLimiterOptions>;

export type UvRateLimit = keyof typeof uvRateLimits;

/** The 429 texts the designer shows in its toast. */
export const uvRateLimitMessages: Record<UvRateLimit, (minutes: number) => string> = {
  uploads: (minutes) => `You have uploaded a lot of images in a short time. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  aiGenerations: (minutes) => `You have generated a lot of images in a short time. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
};

// One limiter per database and limit: the limiter remembers this process's recent attempts beside the table.
const limiters = new WeakMap<Db, Map<UvRateLimit, RateLimiter>>();

function limiterFor(db: Db, limit: UvRateLimit): RateLimiter {
  let byLimit = limiters.get(db);
  if (!byLimit) {
    byLimit = new Map();
    limiters.set(db, byLimit);
  }
  let limiter = byLimit.get(limit);
  if (!limiter) {
    limiter = createRateLimiter(db, uvRateLimits[limit]);
    byLimit.set(limit, limiter);
  }
  return limiter;
}

/** Counts this call against the caller's limit; past it, 429 in the envelope with Retry-After (the call is not counted). */
export async function spendUvRateLimit(context: RequestContext, limit: UvRateLimit): Promise<void> {
  const { identity, services, now } = context;
  const who = identity.customer ? `customer:${identity.customer.customer_id}` : `session:${identity.sessionGuid}`;
  const options = uvRateLimits[limit];
  const limiter = limiterFor(services.db, limit);
  const key = `uv-${limit}:${who}`;
  const attempt = await limiter.attempt(key, now);
  if (attempt.count <= options.maximumFailures) return;
  await attempt.release();
  // Until the oldest call inside the window leaves it.
  const retryAfterSeconds = Math.max(1, Math.ceil(((await limiter.retryAfter(key, now)) || options.windowMilliseconds) / 1000));
  throw new ApiError(429, uvRateLimitMessages[limit](Math.ceil(retryAfterSeconds / 60)), { 'Retry-After': String(retryAfterSeconds) });
}
