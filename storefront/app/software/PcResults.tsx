// The PCs of the software pages: each PC's tile (link, price, Add to Cart) with its rating for the chosen games,
// either as the game-compatibility check grid (the selector) or as the compatibility wheel (a game page).
import type { components } from '@rigkit/api-client';
import { CompatibilityWheel } from '@rigkit/react/CompatibilityWheel';
import { GameCompatibilityGrid } from '@rigkit/react/GameCompatibilityGrid';
import { ItemTile } from '@rigkit/react/ItemTile';
import { useRevalidator } from 'react-router';
import { addOneItemToCart } from '../lib/cart.client.ts';
import type { RatedPc } from './loaders.server.ts';

type Software = components['schemas']['Software'];

export interface PcResultsProps {
  pcs: readonly RatedPc[];
  games: readonly Software[];
  /** The grid of games for the selector; the wheel of the one game for a game page. */
  rating: 'grid' | 'wheel';
  label: string;
  /** The heading level of each PC's title, under the section's heading. */
  headingLevel: 3 | 4;
}

export function PcResults({ pcs, games, rating, label, headingLevel }: PcResultsProps) {
  const revalidator = useRevalidator();
  return (
    <ul className="pc-results" aria-label={label} data-rating={rating}>
      {pcs.map((pc) => {
        const name = pc.item.ItemPlainDescription ?? pc.item.ItemDescription;
        const report = pc.CompatibilityReport;
        return (
          <li key={pc.item.InventoryItemId} className="pc-result">
            <ItemTile
              item={pc.item}
              layout="grid"
              headingLevel={headingLevel}
              onAddToCart={async (item) => {
                await addOneItemToCart(item.InventoryItemId, item.ItemTypeCode === 'KIT' ? 'viewItemKit' : 'viewItemSTK');
                await revalidator.revalidate();
              }}
            />
            {rating === 'wheel' ? (
              report.map((entry) => (
                <CompatibilityWheel
                  key={entry.SoftwareId}
                  label={entry.SoftwareName ?? games.find((game) => game.SoftwareId === entry.SoftwareId)?.SoftwareName ?? name}
                  parts={entry.PartCompatibilityLevels ?? []}
                  level={entry.MaximumCompatibilityLevelNumber}
                  size={96}
                  className="pc-result-wheel"
                />
              ))
            ) : (
              <GameCompatibilityGrid
                label={`${name}: game compatibility`}
                entries={report.map((entry) => {
                  const game = games.find((candidate) => candidate.SoftwareId === entry.SoftwareId);
                  return {
                    SoftwareId: entry.SoftwareId,
                    SoftwareName: entry.SoftwareName ?? game?.SoftwareName ?? '',
                    ImageUrl: game?.ImageUrl ?? null,
                    MaximumCompatibilityLevel: entry.MaximumCompatibilityLevelNumber,
                  };
                })}
                className="pc-result-grid"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
