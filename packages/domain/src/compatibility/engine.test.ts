import { describe, expect, it } from 'vitest';
import { seededRandom } from '../grid/testing.ts';
import { COMPATIBILITY_ATTRIBUTE_KEYS as keys, CompatibilityCategories as categories } from './attributeKeys.ts';
import { createCompatibilityEngine } from './engine.ts';
import { evaluateBuild, rankOptions } from './evaluate.ts';
import { makeBuild, makeCase, makeCompatibilityCatalogue, makeGraphicsCard, makeMemory, makeMotherboard } from './testing.ts';
import type { CompatibilityEngine } from './engine.ts';
import { resolvePart } from './resolve.ts';
import { COMPATIBILITY_RULES } from './rules/index.ts';
import { sharedSpecCache } from './specCache.ts';
import type { CompatibilityPart, CompatibilitySelection } from './types.ts';

function expectSameAsOneShot(engine: CompatibilityEngine, options: Record<string, readonly CompatibilityPart[]>) {
  const selection = engine.getSelection();
  expect(engine.getVerdicts()).toEqual(evaluateBuild(selection));
  for (const [categoryName, parts] of Object.entries(options)) {
    expect(engine.getOptionSeverities(categoryName), categoryName).toEqual(rankOptions(selection, categoryName, parts));
  }
}

describe('compatibility engine', () => {
  it('starts with the verdicts and marks of its selection', () => {
    const options = {
      [categories.motherboard]: [makeMotherboard({}, 2001), makeMotherboard({ Socket: 'LGA1851' }, 2002)],
      [categories.case]: [makeCase({}, 6001), makeCase({ [keys.maxGpuLength]: '200' }, 6002)],
    };
    const engine = createCompatibilityEngine({ options, selection: makeBuild() });
    expect(engine.getVerdicts().map((verdict) => verdict.rule)).toEqual(['psu-wattage']);
    expect(engine.getOptionSeverities(categories.motherboard)).toEqual([null, 'error']);
    expect(engine.getOptionSeverities(categories.case)).toEqual([null, 'error']);
  });

  it('re-marks the cases when a longer card is chosen, and clears the marks when it is removed', () => {
    const options = { [categories.case]: [makeCase({ [keys.maxGpuLength]: '300' }, 6001), makeCase({}, 6002)] };
    const engine = createCompatibilityEngine({ options, selection: makeBuild() });
    engine.select(categories.graphicsCard, makeGraphicsCard({ [keys.gpuLength]: '320' }, 4002));
    expect(engine.getOptionSeverities(categories.case)).toEqual(['error', null]);
    engine.select(categories.graphicsCard, null);
    expect(engine.getOptionSeverities(categories.case)).toEqual([null, null]);
  });

  it('keeps the quantity when another memory kit is chosen, and re-marks the memory options when it changes', () => {
    const kits = [makeMemory({}, 3001), makeMemory({ [keys.modules]: '4' }, 3002)];
    const engine = createCompatibilityEngine({ options: { [categories.memory]: kits }, selection: makeBuild() });
    expect(engine.getOptionSeverities(categories.memory)).toEqual(['info', 'info']);
    engine.setQuantity(categories.memory, 2);
    expect(engine.getOptionSeverities(categories.memory)).toEqual(['info', 'error']);
    engine.select(categories.memory, kits[1] ?? null);
    expect(engine.getSelection()[categories.memory]?.quantity).toBe(2);
    expect(engine.getVerdicts()[0]?.rule).toBe('memory-slots');
  });

  it('marks options that arrive after the selection (options come 5 categories at a time)', () => {
    const engine = createCompatibilityEngine({ selection: makeBuild() });
    expect(engine.getOptionSeverities(categories.motherboard)).toEqual([]);
    engine.setOptions(categories.motherboard, [makeMotherboard({ Socket: 'AM4' }, 2009)]);
    expect(engine.getOptionSeverities(categories.motherboard)).toEqual(['error']);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const engine = createCompatibilityEngine({ selection: makeBuild() });
    const calls: string[] = [];
    const unsubscribe = engine.subscribe(() => calls.push(engine.getVerdicts()[0]?.rule ?? 'none'));
    engine.select(categories.graphicsCard, makeGraphicsCard({ [keys.gpuLength]: '400' }, 4002));
    engine.setQuantity(categories.memory, 3);
    engine.setQuantity('Monitor', 2); // nothing chosen there: no change, no call
    engine.setOptions(categories.case, [makeCase()]);
    unsubscribe();
    engine.select(categories.graphicsCard, null);
    expect(calls).toEqual(['gpu-length', 'memory-slots', 'memory-slots']);
  });

  it('returns the same arrays until something changes (cheap for React to compare)', () => {
    const engine = createCompatibilityEngine({ options: { [categories.case]: [makeCase()] }, selection: makeBuild() });
    expect(engine.getVerdicts()).toBe(engine.getVerdicts());
    expect(engine.getOptionSeverities(categories.case)).toBe(engine.getOptionSeverities(categories.case));
  });

  it('agrees with evaluateBuild and rankOptions after every one of 300 seeded changes', () => {
    const { options, selection } = makeCompatibilityCatalogue(42, 12);
    const engine = createCompatibilityEngine({ options, selection });
    expectSameAsOneShot(engine, options);
    const random = seededRandom(7);
    const categoryNames = Object.keys(options);
    for (let step = 0; step < 300; step += 1) {
      const categoryName = categoryNames[Math.floor(random() * categoryNames.length)] ?? categories.cpu;
      const parts = options[categoryName] ?? [];
      const roll = random();
      if (roll < 0.1) engine.select(categoryName, null);
      else if (roll < 0.25) engine.setQuantity(categoryName, 1 + Math.floor(random() * 4));
      else engine.select(categoryName, parts[Math.floor(random() * parts.length)] ?? null);
      expectSameAsOneShot(engine, options);
    }
  });
});

describe('the severity-only path of every rule', () => {
  it('gives the severity of the full verdict for every option of a seeded catalogue', () => {
    const { options, selection } = makeCompatibilityCatalogue(11, 30);
    let checked = 0;
    const seen = new Set<string | null>();
    for (const [categoryName, parts] of Object.entries(options)) {
      for (const part of parts) {
        const candidate = { ...selection, [categoryName]: { part, quantity: 2 } };
        const view = { get: (name: string) => resolveForTest(candidate, name) };
        for (const rule of COMPATIBILITY_RULES) {
          const severity = rule.severity(view);
          expect(severity, `${rule.id} on ${part.ItemDescription}`).toBe(rule.evaluate(view)?.severity ?? null);
          seen.add(severity);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(20 * 30 * COMPATIBILITY_RULES.length);
    expect(seen).toEqual(new Set([null, 'info', 'warning', 'error']));
  });
});

function resolveForTest(selection: CompatibilitySelection, name: string) {
  const entry = selection[name];
  return entry ? resolvePart(sharedSpecCache, name, entry.part, entry.quantity ?? 1) : null;
}
