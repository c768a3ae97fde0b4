import { describe, expect, it } from 'vitest';
import { makeKitCategory, makeKitOptionItem, makeKitSelection } from '../kit/testing.ts';
import { COMPATIBILITY_ATTRIBUTE_KEYS as keys, CompatibilityCategories as categories } from './attributeKeys.ts';
import { evaluateBuild, evaluateOption, filterCompatibleOptions, rankOptions } from './evaluate.ts';
import { compatibilitySelectionFromKit } from './kitSelection.ts';
import { worstCompatibilitySeverity } from './severity.ts';
import { createSpecCache } from './specCache.ts';
import { makeBuild, makeCase, makeCpu, makeGraphicsCard, makeMemory, makeMotherboard, makePowerSupply } from './testing.ts';

describe('evaluateOption: what one candidate would cause', () => {
  it('reports the socket error an LGA1700 board would cause with the AM5 CPU', () => {
    const verdicts = evaluateOption(makeBuild(), categories.motherboard, makeMotherboard({ Socket: 'LGA1700' }, 2002));
    expect(verdicts.map((verdict) => verdict.rule)).toEqual(['cpu-socket']);
  });

  it('reports only rules that read the candidate category', () => {
    // The selected card is too long for the selected case, but a memory candidate has nothing to do with that.
    const build = makeBuild({ [categories.graphicsCard]: { part: makeGraphicsCard({ [keys.gpuLength]: '400' }) } });
    expect(evaluateBuild(build).some((verdict) => verdict.rule === 'gpu-length')).toBe(true);
    expect(evaluateOption(build, categories.memory, makeMemory({}, 3002)).map((verdict) => verdict.rule)).toEqual([
      'psu-wattage',
    ]);
  });

  it('keeps the category quantity when trying a candidate (spec 2 §4)', () => {
    const build = makeBuild({ [categories.memory]: { part: makeMemory(), quantity: 2 } });
    const fourStickKit = makeMemory({ [keys.modules]: '4' }, 3002);
    const verdicts = evaluateOption(build, categories.memory, fourStickKit);
    expect(verdicts[0]?.message).toBe(
      '8 memory modules (2 × Corsair Vengeance 32GB (2x16GB) DDR5-6000) do not fit the 4 memory slots of the ASUS TUF Gaming B650-PLUS.',
    );
  });

  it('tries a candidate in a category with nothing chosen yet as one unit', () => {
    const build = makeBuild({ [categories.powerSupply]: null });
    expect(evaluateOption(build, categories.powerSupply, makePowerSupply({ [keys.wattage]: '300' }, 7002))[0]?.severity).toBe(
      'error',
    );
  });
});

describe('rankOptions: the worst severity per option, in option order', () => {
  const boards = [
    makeMotherboard({}, 2001),
    makeMotherboard({ Socket: 'LGA1700', Chipset: 'Z790' }, 2002),
    makeMotherboard({ [keys.cpuOverclocking]: 'No', Chipset: 'A620' }, 2003),
    makeMotherboard({ [keys.memoryType]: undefined }, 2004),
  ];

  it('marks the wrong socket as error, a board that cannot overclock as warning, a board not saying as info', () => {
    expect(rankOptions(makeBuild(), categories.motherboard, boards)).toEqual([null, 'error', 'warning', 'info']);
  });

  it('equals the worst severity of evaluateOption for each option', () => {
    const build = makeBuild();
    const expected = boards.map((board) => worstCompatibilitySeverity(evaluateOption(build, categories.motherboard, board)));
    expect(rankOptions(build, categories.motherboard, boards)).toEqual(expected);
  });

  it('ranks power supplies against the rest of the build: error, warning, info', () => {
    const supplies = ['300', '400', '750'].map((watts, index) => makePowerSupply({ [keys.wattage]: watts }, 7100 + index));
    expect(rankOptions(makeBuild(), categories.powerSupply, supplies)).toEqual(['error', 'warning', 'info']);
  });

  it('marks cases that a long card would not fit', () => {
    const build = makeBuild({ [categories.graphicsCard]: { part: makeGraphicsCard({ [keys.gpuLength]: '336' }) } });
    const cases = ['335', '336', '337'].map((length, index) => makeCase({ [keys.maxGpuLength]: length }, 6100 + index));
    expect(rankOptions(build, categories.case, cases)).toEqual(['error', null, null]);
  });

  it('has nothing to say about options of a category no rule reads', () => {
    expect(rankOptions(makeBuild(), 'Operating System', [makeCpu({}, 1)])).toEqual([null]);
  });
});

describe('filterCompatibleOptions', () => {
  it('drops the options that would cause an error and keeps warnings and info', () => {
    const boards = [
      makeMotherboard({ Socket: 'AM4' }, 2101),
      makeMotherboard({ [keys.cpuOverclocking]: 'No' }, 2102),
      makeMotherboard({}, 2103),
    ];
    expect(filterCompatibleOptions(makeBuild(), categories.motherboard, boards).map((board) => board.InventoryItemId)).toEqual([
      2102, 2103,
    ]);
  });
});

describe('evaluateBuild', () => {
  it('uses the spec cache it is given', () => {
    const cache = createSpecCache();
    evaluateBuild(makeBuild(), { specCache: cache });
    expect(cache.size).toBe(8);
  });

  it('treats a quantity below 1 as nothing fitted', () => {
    const build = makeBuild({ [categories.powerSupply]: { part: makePowerSupply(), quantity: 0 } });
    expect(evaluateBuild(build)).toEqual([]);
  });
});

describe('compatibilitySelectionFromKit', () => {
  it('takes each chosen item from its category options with its quantity, and leaves out none and unloaded', () => {
    const memoryItem = makeKitOptionItem({ InventoryItemId: 3001, Attributes: [{ Key: 'Memory Type', Value: 'DDR5' }] });
    const kitCategories = [
      makeKitCategory({ InventoryKitCategoryId: 10, CategoryName: 'Memory', Items: [memoryItem] }),
      makeKitCategory({ InventoryKitCategoryId: 11, CategoryName: 'Graphics Card', Items: [] }),
      makeKitCategory({ InventoryKitCategoryId: 12, CategoryName: 'Case', Items: [makeKitOptionItem({ InventoryItemId: 6001 })] }),
    ];
    const selections = [
      makeKitSelection({ InventoryKitCategoryId: 10, SelectedInventoryItemId: 3001, SelectedQuantity: 2 }),
      makeKitSelection({ InventoryKitCategoryId: 11, SelectedInventoryItemId: 4001 }),
      makeKitSelection({ InventoryKitCategoryId: 12, SelectedInventoryItemId: null }),
    ];
    expect(compatibilitySelectionFromKit(kitCategories, selections)).toEqual({ Memory: { part: memoryItem, quantity: 2 } });
  });
});
