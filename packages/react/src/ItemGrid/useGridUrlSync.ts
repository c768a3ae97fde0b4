// Grid settings in the page address (spec 1 §4), framework-free: give it the current URLSearchParams and a setter
// (React Router's useSearchParams tuple fits) and pass its result to <ItemGrid.Root settings onSettingsChange>.
// Every rule — only non-default settings written, "cbc" grids, hidden headers, blocked updating, utm_ and
// https:// parameters ignored — is the domain's.
import type { GridUrlOptions, GridViewState } from '@rigkit/domain/grid';
import { isGridUrlSynced, parseGridQuery, serializeGridQuery } from '@rigkit/domain/grid';
import { useMemo, useState } from 'react';

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

  return {
    settings: isSynced ? fromUrl : local,
    onSettingsChange: (next) => {
      const query = serializeGridQuery(next, urlOptions, search);
      if (query === undefined) setLocal(next);
      else setSearchParams(new URLSearchParams(query));
    },
  };
}
