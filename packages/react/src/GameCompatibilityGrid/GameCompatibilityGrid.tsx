import { gameCompatibilityGridMessages } from './messages.ts';
import type { GameCompatibilityGridProps } from './useGameCompatibilityGrid.ts';
import { useGameCompatibilityGrid } from './useGameCompatibilityGrid.ts';
import { PartButton } from '../internal/PartButton.tsx';

export interface GameCompatibilityGridComponentProps extends GameCompatibilityGridProps {
  /** Class name of the root element. */
  className?: string;
  /** Turns a game's ImageUrl into the address to load (e.g. a sized variant). @default the ImageUrl as given */
  imageUrl?: (imageUrl: string) => string;
}

/**
 * The game-compatibility check grid (spec 2 §2, §9): one tile per game with a level bar for a build, 3 columns on
 * mobile and 5 on desktop, 2 rows a page. Unstyled: `data-columns` on the root, `data-level` (−1 to 4) and
 * `data-state` (compatible, incompatible) on each tile, `data-level` and `data-steps` (0 to 5) on each bar; the
 * theme gives the colours and 35 px per step.
 */
export function GameCompatibilityGrid(props: GameCompatibilityGridComponentProps) {
  const grid = useGameCompatibilityGrid(props);
  const imageUrl = props.imageUrl ?? ((url: string) => url);
  return (
    <section {...grid.rootProps} className={props.className}>
      {grid.tiles.length === 0 ? (
        <p data-part="empty">{gameCompatibilityGridMessages.empty}</p>
      ) : (
        <ul data-part="tiles">
          {grid.tiles.map((tile) => (
            <li key={tile.entry.SoftwareId} {...tile.tileProps} data-part="tile">
              <div data-part="bar-track">
                <div {...tile.barProps} data-part="bar" />
              </div>
              {tile.entry.ImageUrl ? <img src={imageUrl(tile.entry.ImageUrl)} alt="" data-part="image" loading="lazy" width={88} height={117} /> : null}
              <span data-part="name">{tile.entry.SoftwareName}</span>
              <span data-part="level">{tile.levelText}</span>
            </li>
          ))}
        </ul>
      )}
      {grid.pageCount > 1 ? (
        <div data-part="pager">
          <PartButton button={grid.previousButton} part="previous">
            ‹
          </PartButton>
          <span data-part="page" aria-live="polite">
            {grid.pageText}
          </span>
          <PartButton button={grid.nextButton} part="next">
            ›
          </PartButton>
        </div>
      ) : null}
    </section>
  );
}
