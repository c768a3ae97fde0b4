import { describe, expect, it } from 'vitest';
import { litCompatibilitySteps } from './compatibility.ts';
import { parseGameSelection } from './gameSelection.ts';
import { pcsForResolution } from './recommendations.ts';
import { levelForResolution, levelSatisfiesResolution, resolutionForLevel } from './resolution.ts';

const pcs = [
  { InventoryItemId: 1, CompatibilityLevel: 4 },
  { InventoryItemId: 2, CompatibilityLevel: 3 },
  { InventoryItemId: 3, CompatibilityLevel: 2 },
  { InventoryItemId: 4, CompatibilityLevel: 1 },
  { InventoryItemId: 5, CompatibilityLevel: -1 },
];

describe('resolution satisfaction (spec 1 §9: each higher tier satisfies the lower ones)', () => {
  it.each([
    ['1080P', 2],
    ['1440P', 3],
    ['4K', 4],
  ] as const)('%s needs level %s', (resolution, level) => {
    expect(levelForResolution(resolution)).toBe(level);
    expect(resolutionForLevel(level)).toBe(resolution);
  });

  it.each([
    [4, '1080P', true],
    [4, '1440P', true],
    [4, '4K', true],
    [3, '4K', false],
    [3, '1080P', true],
    [2, '1440P', false],
    [1, '1080P', false],
    [0, '1080P', false],
    [-1, '1080P', false],
  ] as const)('a PC at level %s plays at %s: %s', (level, resolution, expected) => {
    expect(levelSatisfiesResolution(level, resolution)).toBe(expected);
  });

  it.each([
    ['1080P', [1, 2, 3]],
    ['1440P', [1, 2]],
    ['4K', [1]],
  ] as const)('at %s the compatible PCs are %j, in the order given', (resolution, ids) => {
    expect(pcsForResolution(pcs, resolution).map((pc) => pc.InventoryItemId)).toEqual(ids);
  });
});

describe('compatibility wheel and bar steps (spec 1 §9: 5 levels per requirement)', () => {
  it.each([
    [-1, 0],
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 0],
  ])('level %s lights %s of 5 steps', (level, steps) => {
    expect(litCompatibilitySteps(level)).toBe(steps);
  });
});

describe('a game selection read from the address', () => {
  it.each([
    ['7001,7003', [7001, 7003]],
    ['7001,7001,7003', [7001, 7003]],
    ['1,2,3,4,5,6', [2, 3, 4, 5, 6]],
    ['7001,abc,-4,0,2.5', [7001]],
    ['', []],
    [null, []],
  ])('"%s" selects %j (at most 5, the oldest dropped)', (text, ids) => {
    expect(parseGameSelection(text)).toEqual(ids);
  });
});
