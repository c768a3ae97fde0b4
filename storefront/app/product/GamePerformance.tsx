// The prebuilt's Game Performance section (spec 2 §2): the game-compatibility check grid (spec 2 §2, §9: a tile per
// game with its level bar, 3 columns on mobile and 5 on desktop, 2 rows) for this PC.
import { GameCompatibilityGrid } from '@rigkit/react/GameCompatibilityGrid';
import type { GamePerformanceRow } from './types.ts';

export function GamePerformance({ id, name, rows }: { id: string; name: string; rows: readonly GamePerformanceRow[] }) {
  return (
    <section id={id} className="product-section game-performance" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Game Performance</h2>
      {/* designed */}
      <p className="product-section__intro">How this PC runs popular games.</p>
      <GameCompatibilityGrid
        label={`${name}: game compatibility`}
        entries={rows.map((row) => ({ SoftwareId: row.softwareId, SoftwareName: row.name, ImageUrl: row.imageUrl, MaximumCompatibilityLevel: row.level }))}
      />
    </section>
  );
}
