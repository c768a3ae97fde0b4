import { describe, expect, it } from 'vitest';
import { gameCompatibility, requirementLevel } from './gameCompatibility.ts';
import { cpuScore, graphicsCardScore, memoryGigabytes } from './partPerformance.ts';
import type { GameRequirements } from './requirements.ts';
import { resolutionForLevel } from './resolution.ts';

const heavy: GameRequirements = new Map([
  ['CPU', { Minimum: 'Ryzen 5 7600', '1080P': 'Ryzen 5 7600X', '1440P': 'Ryzen 7 7700X', '4K': 'Ryzen 7 7700X' }],
  ['Graphics Card', { Minimum: 'GeForce RTX 4060', '1080P': 'GeForce RTX 5070', '1440P': 'GeForce RTX 5070 Ti', '4K': 'GeForce RTX 5080' }],
  ['Memory', { Minimum: '16GB', '1080P': '16GB', '1440P': '32GB', '4K': '32GB' }],
]);

describe('part scores', () => {
  it.each([
    ['Ryzen 5 5600', 40],
    ['Ryzen 7 7800X', 70],
    ['Ryzen 9 9900X', 94],
    ['Core Ultra 5 225', 40],
    ['Core Ultra 7 265K', 71],
    ['Core Ultra 7 265KF', 71],
    ['Ryzen 7 9800X3D', 86],
    ['Ryzen 5 8600G', 52],
    ['Core i7-14700K', 66],
    ['Core i5-12400F', 40],
    ['Core i3-14100F', 36],
    ['Pentium Gold', null],
  ])('scores the CPU %s as %s', (name, score) => {
    expect(cpuScore(name)).toBe(score);
  });

  it('reads the longest chip name first, so a 5070 Ti is not taken for a 5070', () => {
    expect(graphicsCardScore('MSI GeForce RTX 5070 Ti Ventus 16GB')).toBe(68);
    expect(graphicsCardScore('GeForce RTX 5070')).toBe(56);
    expect(graphicsCardScore('Matrox G200')).toBeNull();
  });

  it.each([
    ['32GB DDR5', 32],
    ['64 GB', 64],
    ['lots', null],
  ])('reads memory %s as %s GB', (text, gigabytes) => {
    expect(memoryGigabytes(text)).toBe(gigabytes);
  });
});

describe('requirement levels', () => {
  it.each([
    ['GeForce GTX 1660 Super', 0],
    ['GeForce RTX 4060', 1],
    ['Radeon RX 9070', 2],
    ['GeForce RTX 5070 Ti', 3],
    ['GeForce RTX 5090', 4],
  ])('a %s reaches level %s against a heavy game', (chip, level) => {
    expect(requirementLevel('Graphics Card', chip, heavy.get('Graphics Card') ?? {})).toBe(level);
  });

  it('is -1 (incompatible) when the PC lacks the part or names an unknown one', () => {
    expect(requirementLevel('Graphics Card', null, heavy.get('Graphics Card') ?? {})).toBe(-1);
    expect(requirementLevel('CPU', 'Mystery Chip', heavy.get('CPU') ?? {})).toBe(-1);
  });

  it('maps levels 2, 3 and 4 to 1080P, 1440P and 4K, and lower levels to none', () => {
    expect([0, 1, 2, 3, 4].map(resolutionForLevel)).toEqual([null, null, '1080P', '1440P', '4K']);
  });
});

describe('game compatibility', () => {
  it('plays at the level of the weakest part', () => {
    const result = gameCompatibility({ CPU: 'Ryzen 9 9900X', 'Graphics Card': 'GeForce RTX 5090', Memory: '16GB' }, heavy);
    expect(result.parts).toEqual([
      { RequirementName: 'CPU', MaximumCompatibilityLevelNumber: 4 },
      { RequirementName: 'Graphics Card', MaximumCompatibilityLevelNumber: 4 },
      { RequirementName: 'Memory', MaximumCompatibilityLevelNumber: 2 },
    ]);
    expect(result.level).toBe(2);
    expect(result.resolution).toBe('1080P');
  });

  it('is incompatible without a graphics card', () => {
    const result = gameCompatibility({ CPU: 'Ryzen 9 9900X', 'Graphics Card': null, Memory: '64GB' }, heavy);
    expect(result.level).toBe(-1);
    expect(result.resolution).toBeNull();
  });
});
