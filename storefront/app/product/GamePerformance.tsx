// The prebuilt's Game Performance section (spec 2 §2): one row per game with its level bar (levels 0 to 4 in the
// domain's set colours, −1 incompatible; spec 1 §9) and the highest resolution it reaches. A simple section of the
// page: the game-compatibility widgets of issue 7 item 4 are being built separately.
import { compatibilityColour, isCompatible, MAX_COMPATIBILITY_LEVEL } from '@rigkit/domain/software';
import type { CSSProperties } from 'react';
import type { GamePerformanceRow } from './types.ts';

// Designed wording (spec 2 §2 names the section, not its texts).
const text = {
  heading: 'Game Performance',
  intro: 'How this PC runs popular games, rated on our five-step scale.',
  level: (level: number) => `Level ${level} of ${MAX_COMPATIBILITY_LEVEL}`,
  incompatible: 'Not supported',
  upTo: (resolution: string) => `Up to ${resolution}`,
} as const;

export function GamePerformance({ id, rows }: { id: string; rows: readonly GamePerformanceRow[] }) {
  return (
    <section id={id} className="product-section game-performance" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      <p className="product-section__intro">{text.intro}</p>
      <ul className="game-performance__list">
        {rows.map((row) => {
          const compatible = isCompatible(row.level);
          return (
            <li key={row.softwareId} className="game-performance__game" data-level={row.level}>
              <span className="game-performance__name">{row.name}</span>
              <meter
                className="game-performance__meter"
                min={0}
                max={MAX_COMPATIBILITY_LEVEL}
                value={compatible ? row.level : 0}
                aria-label={`${row.name}: ${compatible ? text.level(row.level) : text.incompatible}`}
                style={{ '--level-colour': compatibilityColour(row.level), '--level': compatible ? row.level : 0 } as CSSProperties}
              />
              <span className="game-performance__result">{compatible ? (row.resolution ? text.upTo(row.resolution) : text.level(row.level)) : text.incompatible}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
