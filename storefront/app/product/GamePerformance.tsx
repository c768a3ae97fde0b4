// The prebuilt's Game Performance section (spec 2 §2): the game-compatibility check grid (spec 2 §2, §9: a tile per
// game with its level bar, 3 columns on mobile and 5 on desktop, 2 rows) for this PC. The grid loads and hydrates
// when the section comes near the viewport (ServerRenderedPart), so its code is not in the page's first download;
// the server renders it in full.
import { lazyPart, ServerRenderedPart, useNearViewport } from '@rigkit/react/ServerRenderedPart';
import { useMemo, useState } from 'react';
import type { GamePerformanceRow } from './types.ts';

const gridPart = lazyPart(() => import('@rigkit/react/GameCompatibilityGrid').then((module) => ({ default: module.GameCompatibilityGrid })));
// The server puts the grid in the page's HTML: loaded at start-up, it is there for its first page too.
if (typeof document === 'undefined') void gridPart.load();

export function GamePerformance({ id, name, rows }: { id: string; name: string; rows: readonly GamePerformanceRow[] }) {
  const [section, setSection] = useState<HTMLElement | null>(null);
  const isNear = useNearViewport(section);
  // One props object while the rows stand: a boundary still waiting to hydrate keeps its HTML only while it does.
  const gridProps = useMemo(
    () => ({
      label: `${name}: game compatibility`,
      entries: rows.map((row) => ({ SoftwareId: row.softwareId, SoftwareName: row.name, ImageUrl: row.imageUrl, MaximumCompatibilityLevel: row.level })),
    }),
    [name, rows],
  );
  return (
    <section ref={setSection} id={id} className="product-section game-performance" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Game Performance</h2>
      {/* designed */}
      <p className="product-section__intro">How this PC runs popular games.</p>
      <ServerRenderedPart part={gridPart} isNeeded={isNear} props={gridProps} />
    </section>
  );
}
