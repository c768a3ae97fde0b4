// The context every ItemGrid part reads: the grid's state and behaviour, the Root's props and the mobile filter
// panel's open state.
import type { AddToCartLine } from '@rigkit/domain/cart';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import type { ItemTileComponentProps, TileItem } from '../ItemTile/index.ts';
import type { ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';
import type { ItemGridAria, ItemGridBaseProps, ItemGridProps, ItemGridSourceProps } from './useItemGrid.ts';

/** What the Root draws with, whichever source its items come from. */
export interface ItemGridRootOptions {
  /** Builds tile image addresses from an image id and the layout's width (spec 1 §9). @default the RigkitProvider's imageUrl */
  imageUrl?: ImageUrl;
  /** Called when a tile's Add to Cart is pressed; add 1, or 1 more, with `addOneToCart` from @rigkit/domain/cart. */
  onAddToCart?: (item: TileItem) => void | Promise<void>;
  /**
   * Called when a build tile's Add to Cart is pressed in the build layout, with the build and its chosen options as one
   * cart line (spec 1 §2 "Build tile"); the storefront adds it and opens /cart. @default none (no Add to Cart button)
   */
  onAddBuildToCart?: (line: AddToCartLine, item: TileItem) => void | Promise<void>;
  /** Draws the feature list's compatibility wheel for an item (spec 1 §2); @default none */
  renderCompatibility?: (item: TileItem) => ReactNode;
  /** Draws more actions on each item tile, such as a compare toggle (issue 17 defect 14); @default none */
  renderTileActions?: (item: TileItem) => ReactNode;
  /** Accessible name of the item list. @default 'Items' */
  label?: string;
  /** Whether slider mode moves on its own every 4 s. @default true */
  isAutoplayEnabled?: boolean;
  /** The parts to show; @default header, chips, filters, items and the empty state */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

export interface ItemGridRootProps extends ItemGridProps, ItemGridRootOptions {}

/** `ItemGridSourceRoot`'s props: a partial source instead of every item. */
export interface ItemGridSourceRootProps extends ItemGridSourceProps, ItemGridRootOptions {}

/** The Root's props as its parts read them. */
export type ItemGridPartsProps = ItemGridBaseProps & ItemGridRootOptions;

export interface ItemGridContextValue {
  grid: ItemGridAria;
  props: ItemGridPartsProps;
  filterPanel: OverlayTriggerState;
  /** Prop getter for one tile (downshift style): everything a tile needs from the grid. */
  getTileProps: (options: { item: TileItem; index: number }) => ItemTileComponentProps;
  /** One item as the layout draws it: a build tile card in the build layout, an item tile otherwise. */
  renderTile: (options: { item: TileItem; index: number }) => ReactNode;
}

export const ItemGridContext = createContext<ItemGridContextValue | null>(null);

/** The grid's state and behaviour inside `ItemGrid.Root`, for parts of your own. */
export function useItemGridContext(): ItemGridContextValue {
  const context = useContext(ItemGridContext);
  if (!context) throw new Error('ItemGrid parts must be rendered inside <ItemGrid.Root>.');
  return context;
}
