import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_ATTRIBUTE_KEYS as keys, CompatibilityCategories, compatibilitySelectionFromKit, evaluateBuild, evaluateOption, rankOptions } from '../compatibility/index.ts';
import { makeCpu, makeMemory, makeMotherboard, makePowerSupply } from '../compatibility/testing.ts';
import type { KitCategory, KitOptionItem } from '../kit/index.ts';
import { KitActionTypes, kitReducer, kitStartingState, readKitCompatibilitySnapshot } from '../kit/index.ts';
import { makeKitCategory, makeKitOptionItem } from '../kit/testing.ts';
import { createKitCompatibility, kitCompatibilitySnapshot } from './index.ts';

const option = (part: ReturnType<typeof makeCpu>): KitOptionItem => makeKitOptionItem({ ...part, Attributes: [...part.Attributes] });

// An AM5 build whose memory list holds a DDR4 kit (an error on the DDR5 board) and whose CPU list an Intel part.
const categories: KitCategory[] = [
  makeKitCategory({
    InventoryKitCategoryId: 1,
    CategoryName: CompatibilityCategories.cpu,
    SortOrder: 1,
    DefaultInventoryItemId: 1001,
    Items: [option(makeCpu()), option(makeCpu({ [keys.socket]: 'LGA1700' }, 1002))],
  }),
  makeKitCategory({ InventoryKitCategoryId: 2, CategoryName: CompatibilityCategories.motherboard, SortOrder: 2, DefaultInventoryItemId: 2001, Items: [option(makeMotherboard())] }),
  makeKitCategory({
    InventoryKitCategoryId: 3,
    CategoryName: CompatibilityCategories.memory,
    SortOrder: 3,
    DefaultInventoryItemId: 3001,
    Items: [option(makeMemory()), option(makeMemory({ [keys.memoryType]: 'DDR4' }, 3002))],
  }),
  makeKitCategory({ InventoryKitCategoryId: 4, CategoryName: CompatibilityCategories.powerSupply, SortOrder: 4, DefaultInventoryItemId: 7001, Items: [option(makePowerSupply())] }),
];

describe('kitCompatibilitySnapshot: the engine findings a configurator starts from, as data (issue 21)', () => {
  const state = kitStartingState(categories, null);
  const selection = compatibilitySelectionFromKit(state.categories, state.selections);
  const snapshot = kitCompatibilitySnapshot(state);

  it('holds the verdicts, every option mark and the sentence of each flagged option the engine gives', () => {
    expect(snapshot.verdicts).toEqual(evaluateBuild(selection));
    // A letter per option: the power supply's advice is info on the parts that draw power; the Intel CPU and the DDR4 kit are errors.
    expect(snapshot.optionSeverities).toEqual({ CPU: 'ie', Motherboard: '-', Memory: 'ie', 'Power Supply': 'i' });
    const reader = readKitCompatibilitySnapshot(snapshot);
    for (const category of state.categories) {
      expect(reader.getOptionSeverities(category.CategoryName)).toEqual(rankOptions(selection, category.CategoryName, category.Items));
    }
    const ddr4 = evaluateOption(selection, CompatibilityCategories.memory, categories[2]?.Items[1] as KitOptionItem)[0];
    expect(ddr4?.severity).toBe('error');
    expect(snapshot.optionVerdicts[CompatibilityCategories.memory]).toEqual({ '3002': ddr4 });
  });

  it('reads back, through JSON as a loader sends it, as the live engine answers', () => {
    const reader = readKitCompatibilitySnapshot(JSON.parse(JSON.stringify(snapshot)));
    const live = createKitCompatibility(state);
    expect(reader.getVerdicts()).toEqual(live.getVerdicts());
    for (const category of state.categories) {
      expect(reader.getOptionSeverities(category.CategoryName)).toEqual(live.getOptionSeverities(category.CategoryName));
      expect(reader.explainOptions(state, category)).toEqual(live.explainOptions(state, category));
    }
  });

  it('follows a change to the same findings as a fresh engine over the changed build', () => {
    const live = createKitCompatibility(state);
    const next = kitReducer(state, { type: KitActionTypes.SelectOption, categoryId: 1, inventoryItemId: 1002 });
    live.follow(state, next);
    expect(live.getVerdicts()[0]).toMatchObject({ severity: 'error', rule: 'cpu-socket' });
    expect(live.snapshot(next)).toEqual(kitCompatibilitySnapshot(next));
  });
});
