// A shopper's view key, remembered for a moment (pageServer.ts): reading it is a session read through the /api, most
// of what a personalised page costs when its page is kept. Remembered only while the shopper does nothing but load
// catalogue pages: any other request with their cookies (an /api call, the cart, a form post) may change what the
// page shows of them, so it forgets the key when it starts and again when it ends. The time limit covers what
// changes elsewhere: another storefront process, a login that expires.
import { shopperCookiesOf } from './pageCachePolicy.ts';

export interface ViewKeyMemo {
  /** The shopper's view key: remembered, or read with `read`. Failed reads are not remembered. */
  viewKey(cookieHeader: string): Promise<string | undefined>;
  /** Forgets the view of the shopper whose cookies these are. */
  forget(cookieHeader: string): void;
}

interface MemoOptions {
  /** How long a read key is answered without reading again. */
  maxAgeMs: number;
  /** Past this many shoppers, keys older than maxAgeMs are dropped (and all of them if none were). */
  maxEntries?: number;
  now?: () => number;
}

export function rememberViewKeys(read: (cookieHeader: string) => Promise<string | undefined>, options: MemoOptions): ViewKeyMemo {
  const now = options.now ?? performance.now.bind(performance);
  const maxEntries = options.maxEntries ?? 10_000;
  const remembered = new Map<string, { readAt: number; key: Promise<string | undefined> }>();

  function makeRoom(): void {
    if (remembered.size < maxEntries) return;
    const oldest = now() - options.maxAgeMs;
    for (const [shopper, entry] of remembered) if (entry.readAt <= oldest) remembered.delete(shopper);
    if (remembered.size >= maxEntries) remembered.clear();
  }

  return {
    viewKey(cookieHeader) {
      const shopper = shopperCookiesOf(cookieHeader);
      const known = remembered.get(shopper);
      if (known && now() - known.readAt < options.maxAgeMs) return known.key;
      makeRoom();
      const entry = { readAt: now(), key: read(cookieHeader) };
      remembered.set(shopper, entry);
      void entry.key
        .then((key) => key === undefined, () => true)
        .then((failed) => {
          if (failed && remembered.get(shopper) === entry) remembered.delete(shopper);
        });
      return entry.key;
    },
    forget(cookieHeader) {
      remembered.delete(shopperCookiesOf(cookieHeader));
    },
  };
}
