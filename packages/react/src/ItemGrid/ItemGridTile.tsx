// One item of the grid as its layout draws it, memoised: a filter or sort press renders the grid's controls at once
// and the items only in the deferred render after it (issue 21, interaction latency). The press's own render must
// find every tile's props unchanged, so a tile gets its item, whether its picture loads eagerly, and one options
// object that stands while the grid's settings and the Root's callbacks do; the per-item parts the Root's render
// props draw (compatibility wheel, extra actions) are called inside the tile, not passed to it as new elements.
import type { GridType } from '@rigkit/domain/grid';
import { lazy, memo, Suspense, useCallback, useMemo } from 'react';
import type { ItemTileComponentProps, TileItem } from '../ItemTile/index.ts';
import { ItemTile } from '../ItemTile/index.ts';
import type { ItemGridContextValue, ItemGridPartsProps } from './ItemGridContext.ts';
import type { ItemGridAria } from './useItemGrid.ts';

/** What every tile of the grid shares: the same object until one of its values changes. */
interface TileOptions {
  layout: GridType;
  isInSlider: boolean;
  /** Tiles before this index load their pictures at once. */
  eagerCount: number;
  usePlainDescription: boolean;
  showAttributes: boolean;
  /** The compact list's columns; none in other layouts, which draw none and must not re-render when they change. */
  columns: readonly string[] | undefined;
  imageUrl: ItemGridPartsProps['imageUrl'];
  onAddToCart: ItemGridPartsProps['onAddToCart'];
  onAddBuildToCart: ItemGridPartsProps['onAddBuildToCart'];
  renderCompatibility: ItemGridPartsProps['renderCompatibility'];
  renderTileActions: ItemGridPartsProps['renderTileActions'];
}

const imageLoading = (isEager: boolean) => (isEager ? 'eager' : 'lazy');

function tileProps(options: TileOptions, item: TileItem, isEager: boolean): ItemTileComponentProps {
  return {
    item,
    imageLoading: imageLoading(isEager),
    layout: options.layout,
    isInSlider: options.isInSlider,
    ...(options.imageUrl ? { imageUrl: options.imageUrl } : {}),
    usePlainDescription: options.usePlainDescription,
    showAttributes: options.showAttributes,
    ...(options.columns ? { columns: options.columns } : {}),
    ...(options.onAddToCart ? { onAddToCart: options.onAddToCart } : {}),
    ...(options.renderCompatibility && options.layout === 'featurelist' ? { compatibility: options.renderCompatibility(item) } : {}),
    ...(options.renderTileActions ? { extraActions: options.renderTileActions(item) } : {}),
  };
}

/**
 * The build tile (its pickers, their state and the total: about 4 kB gzip) is not in a grid page's first download
 * (issue 21): only the build layout draws it. The server renders it and hydration fetches it at once for a page opened
 * in that layout; a switch to it shows the tiles when the code has arrived.
 */
const BuildTileCard = lazy(async () => ({ default: (await import('../BuildTile/index.ts')).BuildTileCard }));

// The build layout draws build tiles with their pickers and total (spec 1 §2 layouts "build", "Build tile"); every
// other layout draws item tiles.
const GridTile = memo(function GridTile({ item, isEager, options }: { item: TileItem; isEager: boolean; options: TileOptions }) {
  if (options.layout === 'build') {
    return (
      <Suspense fallback={null}>
        <BuildTileCard
          item={item}
          {...(options.imageUrl ? { imageUrl: options.imageUrl } : {})}
          imageLoading={imageLoading(isEager)}
          {...(options.onAddBuildToCart ? { onAddToCart: options.onAddBuildToCart } : {})}
        />
      </Suspense>
    );
  }
  return <ItemTile {...tileProps(options, item, isEager)} />;
});

/** The context's tile prop getter and tile renderer, both stable while the tiles' shared options stand. */
export function useGridTiles(grid: ItemGridAria, props: ItemGridPartsProps): Pick<ItemGridContextValue, 'getTileProps' | 'renderTile'> {
  // The first row is what the shopper sees first (and Lighthouse measures): its pictures load at once.
  const eagerCount = grid.isSlider ? grid.slideCount : grid.columnCount;
  const { gridType } = grid.settings;
  const { UsePlainDescription: usePlainDescription, ShowAttributes: showAttributes } = grid.gridSettings;
  const columns = gridType === 'compactlist' ? grid.compactListColumns : undefined;
  const { imageUrl, onAddToCart, onAddBuildToCart, renderCompatibility, renderTileActions } = props;
  const options = useMemo(
    (): TileOptions => ({
      layout: gridType,
      isInSlider: grid.isSlider,
      eagerCount,
      usePlainDescription,
      showAttributes,
      columns,
      imageUrl,
      onAddToCart,
      onAddBuildToCart,
      renderCompatibility,
      renderTileActions,
    }),
    [gridType, grid.isSlider, eagerCount, usePlainDescription, showAttributes, columns, imageUrl, onAddToCart, onAddBuildToCart, renderCompatibility, renderTileActions],
  );
  const getTileProps = useCallback(({ item, index }: { item: TileItem; index: number }) => tileProps(options, item, index < options.eagerCount), [options]);
  const renderTile = useCallback(
    ({ item, index }: { item: TileItem; index: number }) => <GridTile item={item} isEager={index < options.eagerCount} options={options} />,
    [options],
  );
  return { getTileProps, renderTile };
}
