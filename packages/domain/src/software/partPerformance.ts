// How capable a named part is, on one scale per requirement, so a PC's part and a game's required part compare
// (spec 1 §3 "Compatibility"). Designed: the specs name the levels, not how they are computed. Scores are relative
// gaming performance; the server and the storefront compare parts with the same table.
import type { RequirementName } from './requirements.ts';

/** Graphics chips the store sells or games name as requirements: relative 1440P gaming performance. */
export const graphicsCardScores: Readonly<Record<string, number>> = {
  'GeForce RTX 5090': 100,
  'GeForce RTX 5080': 78,
  'GeForce RTX 5070 Ti': 68,
  'Radeon RX 9070 XT': 66,
  'Radeon RX 9070': 58,
  'GeForce RTX 5070': 56,
  'GeForce RTX 5060 Ti': 42,
  'Radeon RX 9060 XT': 40,
  'GeForce RTX 4060': 34,
  'Radeon RX 7600': 30,
  'GeForce RTX 3060': 28,
  'GeForce GTX 1660 Super': 18,
};

const cpuTierBase: Readonly<Record<string, number>> = { '5': 40, '7': 55, '9': 70 };

/**
 * A CPU's score from its model name: the tier (5, 7, 9) sets the base, newer generations and higher models add,
 * an unlocked part (X, K, KF) adds 5 and AMD's 3D V-Cache (X3D) 8 more, as it helps games most. "Ryzen 7 7800X" = 70,
 * "Ryzen 7 9800X3D" = 86, "Core Ultra 7 265K" = 71, "Core i7-14700K" = 66. G and GT (integrated graphics) and F
 * (none) parts score as the plain model. Designed: the specs name the levels, not the scale.
 */
export function cpuScore(name: string): number | null {
  const ryzen = /Ryzen ([579]) (\d)(\d)\d\d(X3D|XT|X|GT|G|F)?\b/.exec(name);
  if (ryzen) {
    const [, tier = '', generation = '0', model = '0', suffix = ''] = ryzen;
    const base = cpuTierBase[tier];
    if (base === undefined) return null;
    const unlocked = suffix.startsWith('X') ? 5 : 0;
    const cache = suffix === 'X3D' ? 8 : 0;
    return base + Math.max(0, Number(generation) - 5) * 4 + Math.max(0, Number(model) - 6) + unlocked + cache;
  }
  const core = /Core Ultra ([579]) (\d{3})(KF|K|F)?\b/.exec(name);
  if (core) {
    const [, tier = '', model = '0', suffix = ''] = core;
    const base = cpuTierBase[tier];
    if (base === undefined) return null;
    return base + Math.round((Math.min(285, Math.max(225, Number(model))) - 225) / 60 * 16) + (suffix.startsWith('K') ? 5 : 0);
  }
  // Intel's 12th to 14th generation: "Core i7-14700K"; each generation adds 3.
  const coreI = /Core i([3579])-1([234])\d{3}(KF|K|F)?\b/.exec(name);
  if (coreI) {
    const [, tier = '', generation = '2', suffix = ''] = coreI;
    const base = tier === '3' ? 30 : cpuTierBase[tier];
    if (base === undefined) return null;
    return base + (Number(generation) - 2) * 3 + (suffix.startsWith('K') ? 5 : 0);
  }
  return null;
}

/** A graphics card's score from the chip named anywhere in the text ("MSI GeForce RTX 5070 Ventus 12GB"). */
export function graphicsCardScore(name: string): number | null {
  // Longest names first so "GeForce RTX 5070 Ti" is not read as "GeForce RTX 5070".
  const chips = Object.keys(graphicsCardScores).sort((a, b) => b.length - a.length);
  const chip = chips.find((candidate) => name.includes(candidate));
  return chip === undefined ? null : (graphicsCardScores[chip] ?? null);
}

/** Memory in GB from "32GB", "32GB DDR5" or "64 GB". */
export function memoryGigabytes(text: string): number | null {
  const match = /(\d+)\s*GB\b/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** The score of a part for one requirement, or null when the text names no part the store knows. */
export function partScore(requirement: RequirementName, text: string): number | null {
  switch (requirement) {
    case 'CPU':
      return cpuScore(text);
    case 'Graphics Card':
      return graphicsCardScore(text);
    case 'Memory':
      return memoryGigabytes(text);
  }
}
