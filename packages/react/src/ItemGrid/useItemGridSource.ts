// The item grid over a partial source (issue 21 item 3): a page's server sends the first page of the shopper's view
// with its counts, not every item, and the grid renders that page exactly as the engine would. The items and the
// engine (engineMatches.ts, loaded here on demand, so a page's first download does not carry it) arrive together when
// the shopper shows intent to change the view; a choice made before they arrive shows at once on its control, marks
// the items busy, and applies when they do.
import type { TileItem } from '@rigkit/api-client/mappers';
import { gridViewKey, reselectGridFacets } from '@rigkit/domain/grid';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { lazyPart } from '../internal/lazyPart.ts';
import type { GridMatches, gridMatches } from './engineMatches.ts';
import { useGridChoices, useGridView } from './useGridView.ts';
import type { ItemGridAria, ItemGridSourceProps } from './useItemGrid.ts';

const enginePart = lazyPart(() => import('./engineMatches.ts'));

interface Loaded {
  items: readonly TileItem[];
  gridMatches: typeof gridMatches;
}

/** State and behaviour of the item grid over a partial source; the same state and markup as `useItemGrid`. */
export function useItemGridSource(props: ItemGridSourceProps): ItemGridAria {
  const { firstPage, loadItems } = props.source;
  const choices = useGridChoices(props);
  const { shownSettings, context } = choices;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isLoading, setLoading] = useState(false);
  const request = useRef<Promise<void> | null>(null);
  const loadItemsRef = useRef(loadItems);
  useLayoutEffect(() => {
    loadItemsRef.current = loadItems;
  });

  const requestItems = useCallback(() => {
    if (request.current) return;
    setLoading(true);
    request.current = Promise.all([loadItemsRef.current(), enginePart.load()]).then(
      ([items, engine]) => {
        setLoaded({ items, gridMatches: engine.gridMatches });
        setLoading(false);
      },
      () => {
        // Asked again on the next intent; until then the first page stays.
        request.current = null;
        setLoading(false);
      },
    );
  }, []);

  const isFirstPageView = gridViewKey(shownSettings, context) === firstPage.key;
  const matches = useMemo((): GridMatches => {
    if (loaded) return loaded.gridMatches(loaded.items, shownSettings, context);
    const facets = isFirstPageView ? firstPage.facets : reselectGridFacets(firstPage.facets, shownSettings);
    return { items: firstPage.items, total: firstPage.total, matchedCount: firstPage.matchedCount, facets, isComplete: false, isCurrent: isFirstPageView };
  }, [loaded, shownSettings, context, firstPage, isFirstPageView]);

  // A view the first page does not answer (a filter pressed, the shopper's WA status known once hydrated) needs the items.
  const needsItems = !loaded && !isFirstPageView;
  useEffect(() => {
    if (needsItems) requestItems();
  }, [needsItems, requestItems]);

  const source = { itemsSource: loaded ? ('complete' as const) : isLoading ? ('loading' as const) : ('partial' as const), requestItems };
  return useGridView(props, choices, matches, source);
}
