// The item grid over a partial source (useItemGridSource.ts). A module of its own, apart from ItemGrid.tsx: a page
// that imports only this leaves the grid engine out of its first download (issue 21 item 1); it arrives with the items.
import type { ItemGridSourceRootProps } from './ItemGridContext.ts';
import { ItemGridFrame } from './ItemGridFrame.tsx';
import { useItemGridSource } from './useItemGridSource.ts';

/**
 * `ItemGrid.Root` with `source` instead of `items`: renders the source's first page and counts as the full grid
 * would (the same markup), and loads every item when the shopper shows intent to filter, sort, search or see more.
 */
export function ItemGridSourceRoot(props: ItemGridSourceRootProps) {
  return <ItemGridFrame grid={useItemGridSource(props)} props={props} />;
}
