// Grid settings in the page address (spec 1 §4), framework-free: give it the current URLSearchParams and a setter
// (React Router's useSearchParams tuple fits) and pass its result to <ItemGrid.Root settings onSettingsChange>.
// Every rule — only non-default settings written, "cbc" grids, hidden headers, blocked updating, utm_ and
// https:// parameters ignored — is the domain's.
import type { GridUrlOptions, GridViewState } from '@rigkit/domain/grid';
import { isGridUrlSynced, parseGridQuery, serializeGridQuery } from '@rigkit/domain/grid';
import { useEffect, useMemo, useRef, useState } from 'react';
import { afterNextPaint } from '../internal/afterNextPaint.ts';

export interface GridUrlSyncOptions extends GridUrlOptions {
  /** The page's current query parameters. */
  searchParams: URLSearchParams;
  /** Writes new query parameters (the other parameters of the page are kept). */
  setSearchParams: (next: URLSearchParams) => void;
}

export interface GridUrlSync {
  settings: GridViewState;
  onSettingsChange: (settings: GridViewState) => void;
}

export function useGridUrlSync(options: GridUrlSyncOptions): GridUrlSync {
  const { searchParams, setSearchParams, defaults, gridId, showHeader, blockUrlUpdating } = options;
  const urlOptions = useMemo(
    (): GridUrlOptions => ({
      defaults,
      ...(gridId === undefined ? {} : { gridId }),
      ...(showHeader === undefined ? {} : { showHeader }),
      ...(blockUrlUpdating === undefined ? {} : { blockUrlUpdating }),
    }),
    [defaults, gridId, showHeader, blockUrlUpdating],
  );
  const isSynced = isGridUrlSynced(urlOptions);
  const search = searchParams.toString();
  const fromUrl = useMemo(() => parseGridQuery(search, urlOptions), [search, urlOptions]);
  // A grid that never touches the address still changes: it keeps its settings itself.
  const [local, setLocal] = useState(defaults);
  // A router commits a new address only after its loaders have run, a network round trip later. Until the address
  // catches up, the grid shows what the shopper chose: read from the lagging address, the search box put its old
  // text back under the shopper's fingers and lost the keys typed in between, and a filter did not react at once.
  const [pending, setPending] = useState<PendingWrite | null>(null);
  // The address is written once the press's frame has painted (a router's navigation renders its whole tree), and
  // only the last of several writes asked for meanwhile: a search box typed into writes once.
  const nextWrite = useRef<URLSearchParams | null>(null);
  const isCatchingUp = pending !== null && pending.stale.includes(search);
  if (pending !== null && !isCatchingUp) setPending(null); // caught up, or the address moved on its own (back button)
  useEffect(() => {
    // Nothing pending any more: a write still waiting would undo an address that moved on its own.
    if (pending === null) nextWrite.current = null;
  }, [pending]);

  return {
    settings: !isSynced ? local : isCatchingUp ? pending.settings : fromUrl,
    onSettingsChange: (next) => {
      const query = serializeGridQuery(next, urlOptions, isCatchingUp ? pending.query : search);
      if (query === undefined) {
        setLocal(next);
        return;
      }
      const params = new URLSearchParams(query);
      const written = params.toString();
      // Every address written so far and the one the change started from stay "behind" until the last one arrives.
      const stale = [...(isCatchingUp ? [...pending.stale, pending.query] : [search])].filter((query) => query !== written);
      setPending({ settings: next, query: written, stale });
      nextWrite.current = params;
      afterNextPaint(() => {
        if (nextWrite.current !== params) return;
        nextWrite.current = null;
        setSearchParams(params);
      });
    },
  };
}

/** The settings last written to the address, and the addresses that are older than it. */
interface PendingWrite {
  settings: GridViewState;
  query: string;
  stale: string[];
}
