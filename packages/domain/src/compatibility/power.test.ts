import { describe, expect, it } from 'vitest';
import { estimateSystemDraw, headroomPercent, powerAdvice, recommendedWattage } from './power.ts';

describe('estimated system draw (designed allowances)', () => {
  it('adds CPU, graphics card, 50 W board, 5 W a module, 10 W a drive, 3 W a fan and 5 W for the cooler', () => {
    expect(
      estimateSystemDraw({ cpuWatts: 125, graphicsCardWatts: 285, memoryModules: 4, drives: 2, fans: 5, hasCpuCooler: true }),
    ).toEqual({ cpuWatts: 125, graphicsCardWatts: 285, allowanceWatts: 50 + 20 + 20 + 15 + 5, totalWatts: 520 });
  });

  it('is the board alone for an empty build', () => {
    expect(
      estimateSystemDraw({ cpuWatts: 0, graphicsCardWatts: 0, memoryModules: 0, drives: 0, fans: 0, hasCpuCooler: false })
        .totalWatts,
    ).toBe(50);
  });
});

describe('power supply advice', () => {
  it.each([
    [450, 600], // 585 → next 50 W step
    [500, 650], // exactly a step
    [340, 450],
    [1, 50],
  ])('a %i W draw → %i W recommended', (draw, recommended) => {
    expect(recommendedWattage(draw)).toBe(recommended);
  });

  it.each([
    [449, 450, 'insufficient'],
    [450, 450, 'tight'],
    [584, 450, 'tight'],
    [585, 450, 'sufficient'],
    [1000, 450, 'sufficient'],
  ])('%i W for a %i W draw is %s', (wattage, draw, advice) => {
    expect(powerAdvice(wattage, draw)).toBe(advice);
  });

  it.each([
    [450, 450, 0],
    [584, 450, 29],
    [585, 450, 30],
    [750, 340, 120],
  ])('%i W over %i W is %i%% headroom (rounded down)', (wattage, draw, percent) => {
    expect(headroomPercent(wattage, draw)).toBe(percent);
  });
});
