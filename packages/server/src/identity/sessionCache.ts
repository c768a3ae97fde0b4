// Sessions read on every call (spec 1 §6: the session GUID is sent on every API call), kept in memory where that is
// safe. An embedded PGlite database belongs to one process (the data-directory lock), and migration 0007 makes the
// database announce every change to a sessions row on `sessionsChangedChannel`, whichever code changed it: openDatabase
// listens and drops the changed session. A PostgreSQL database is shared by several processes and gets no cache.
import type { Db } from '../db/openDatabase.ts';

export const sessionsChangedChannel = 'rigkit_sessions_changed';

export interface SessionCache {
  /** The preferences of a session row known to exist, or undefined when it must be read. */
  read(sessionGuid: string): Readonly<Record<string, unknown>> | undefined;
  /** A stamp to take before reading a row and hand to `remember`. */
  stamp(): number;
  /** Keeps what was read, unless a session changed since `stamp` (the read may predate that change). */
  remember(sessionGuid: string, preferences: Record<string, unknown>, stamp: number): void;
  forget(sessionGuid: string): void;
}

/** A cache of at most `maximumEntries` sessions; the oldest entry goes first. */
export function createSessionCache(maximumEntries = 10_000): SessionCache {
  const entries = new Map<string, Readonly<Record<string, unknown>>>();
  let changes = 0;
  return {
    read: (sessionGuid) => entries.get(sessionGuid),
    stamp: () => changes,
    remember(sessionGuid, preferences, stamp) {
      if (stamp !== changes) return;
      if (entries.size >= maximumEntries && !entries.has(sessionGuid)) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      // Frozen: every call of this session shares the object, so none may change it for the others.
      entries.set(sessionGuid, Object.freeze(preferences));
    },
    forget(sessionGuid) {
      changes += 1;
      entries.delete(sessionGuid);
    },
  };
}

const caches = new WeakMap<Db, SessionCache>();

/** Called by openDatabase for the one process that owns a PGlite database. */
export function attachSessionCache(db: Db, cache: SessionCache): void {
  caches.set(db, cache);
}

export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}
