// LISTEN/NOTIFY for both engines (issue 18 item 8: chat messages fan out through the database, not process memory).
// A writer runs `pg_notify` in its transaction; PostgreSQL delivers it on commit to every process listening, and
// PGlite to its own listeners. openDatabase attaches one listener to each Db it opens; code finds it with listenerOf.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './openDatabase.ts';

export interface DatabaseListener {
  /** Calls `onNotify` with each payload NOTIFYed on `channel` until the returned function is called. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const listeners = new WeakMap<Db, DatabaseListener>();

export function attachListener(db: Db, listener: DatabaseListener): void {
  listeners.set(db, listener);
}

/** The database's listener; undefined for a Db not opened by openDatabase (callers then poll). */
export function listenerOf(db: Db): DatabaseListener | undefined {
  return listeners.get(db);
}

export function pgliteListener(pglite: PGlite): DatabaseListener {
  return {
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, onNotify);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async close() {},
  };
}

/**
 * One dedicated connection LISTENs for the whole process (a pooled one would be handed to queries). When it drops,
 * it is opened again after a second and LISTENs to every channel still wanted; what was NOTIFYed meanwhile is not
 * lost, because a notification only wakes a reader, who then reads the table.
 */
export function postgresListener(pool: pg.Pool): DatabaseListener {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<pg.PoolClient> | undefined;
  let closed = false;
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  function connect(): Promise<pg.PoolClient> {
    client ??= (async () => {
      const connection = await pool.connect();
      connection.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      connection.on('error', () => {
        connection.release(true);
        client = undefined;
        if (!closed) setTimeout(() => void reconnect(), 1000).unref();
      });
      for (const channel of handlers.keys()) await connection.query(`LISTEN ${quote(channel)}`);
      return connection;
    })();
    client.catch(() => {
      client = undefined;
    });
    return client;
  }

  async function reconnect() {
    if (closed || handlers.size === 0) return;
    await connect().catch(() => setTimeout(() => void reconnect(), 1000).unref());
  }

  return {
    async listen(channel, onNotify) {
      let set = handlers.get(channel);
      const first = !set;
      set ??= new Set();
      set.add(onNotify);
      handlers.set(channel, set);
      const connection = await connect();
      if (first) await connection.query(`LISTEN ${quote(channel)}`);
      return async () => {
        set.delete(onNotify);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        const current = await client?.catch(() => undefined);
        await current?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      handlers.clear();
      const current = await client?.catch(() => undefined);
      client = undefined;
      current?.release();
    },
  };
}
