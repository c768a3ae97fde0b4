import { describe, expect, it } from 'vitest';
import { KitItemIds, UV_REMOVED_TOAST_MS } from './constants.ts';
import { initialKitState, KitActionTypes, kitReducer, printablePanelsOfSelectedCase, visibleKitOptions } from './kitReducer.ts';
import type { KitState } from './kitReducer.ts';
import { makeKitCategory, makeKitConfigurationItem, makeKitOptionItem } from './testing.ts';

const cpuAm5 = makeKitOptionItem({ InventoryItemId: 101, ItemDescription: 'AMD Ryzen 7 9800X3D', Attributes: [{ Key: 'CPU Socket', Value: 'AM5' }], UnitCostIncTax: 799 });
const cpuLga1700 = makeKitOptionItem({ InventoryItemId: 102, ItemDescription: 'Intel Core i7-14700K LGA1700', UnitCostIncTax: 599 });
const boardAm5 = makeKitOptionItem({ InventoryItemId: 201, ItemDescription: 'ASUS TUF B650-PLUS AM5 ATX', UnitCostIncTax: 299 });
const boardLga1700 = makeKitOptionItem({ InventoryItemId: 202, ItemDescription: 'MSI PRO Z790-P LGA 1700', UnitCostIncTax: 329 });
const memory = makeKitOptionItem({ InventoryItemId: 301, UnitCostIncTax: 129.99 });
const memory2 = makeKitOptionItem({ InventoryItemId: 302, UnitCostIncTax: 159.5 });
const caseLrt = makeKitOptionItem({ InventoryItemId: 401, Attributes: [{ Key: 'Printable Panels', Value: 'L, R, T' }], UnitCostIncTax: 149 });
const caseF = makeKitOptionItem({ InventoryItemId: 402, Attributes: [{ Key: 'Printable Panels', Value: 'F' }], UnitCostIncTax: 99 });
const uvNone = makeKitOptionItem({ InventoryItemId: KitItemIds.uvNone, ItemCode: 'PLE-602206', ItemDescription: 'No UV Printing', UnitCostIncTax: 0 });
const uvPrint = makeKitOptionItem({ InventoryItemId: KitItemIds.uvPanelPrint, ItemDescription: 'UV Panel Print', UnitCostIncTax: 49 });

const categories = [
  makeKitCategory({ InventoryKitCategoryId: 1, CategoryName: 'CPU', SortOrder: 1, DefaultInventoryItemId: 101, Items: [cpuAm5, cpuLga1700], MaximumQuantity: 1 }),
  makeKitCategory({ InventoryKitCategoryId: 2, CategoryName: 'Motherboard', SortOrder: 2, DefaultInventoryItemId: 201, Items: [boardAm5, boardLga1700], MaximumQuantity: 1 }),
  makeKitCategory({ InventoryKitCategoryId: 3, CategoryName: 'Memory', SortOrder: 3, DefaultInventoryItemId: 301, DefaultQuantity: 2, MaximumQuantity: 4, Items: [memory, memory2] }),
  makeKitCategory({ InventoryKitCategoryId: 4, CategoryName: 'Case', SortOrder: 4, DefaultInventoryItemId: 401, Items: [caseLrt, caseF], MaximumQuantity: 1 }),
  makeKitCategory({ InventoryKitCategoryId: 5, CategoryName: 'UV Printing', SortOrder: 5, DefaultInventoryItemId: KitItemIds.uvNone, AllowNone: true, Items: [uvNone, uvPrint], MaximumQuantity: 3 }),
  makeKitCategory({ InventoryKitCategoryId: 6, CategoryName: 'Operating System', SortOrder: 6, DefaultInventoryItemId: null, AllowNone: true, Items: [makeKitOptionItem({ InventoryItemId: 601 })] }),
];

const selectionOf = (state: KitState, categoryId: number) =>
  state.selections.find((selection) => selection.InventoryKitCategoryId === categoryId);

describe('kit reducer: defaults and choosing (spec 2 §4)', () => {
  it('starts from the default item and quantity of every category, none where there is no default', () => {
    const state = initialKitState(categories);
    expect(state.selections.map((selection) => [selection.SelectedInventoryItemId, selection.SelectedQuantity])).toEqual([
      [101, 1],
      [201, 1],
      [301, 2],
      [401, 1],
      [602206, 1],
      [null, 0],
    ]);
    expect(selectionOf(state, 3)).toMatchObject({ ExtendedCostIncTax: 259.98, ItemCode: 'PLE-000301' });
  });

  it('choosing an option replaces the selection and keeps the quantity', () => {
    const state = kitReducer(initialKitState(categories), { type: KitActionTypes.SelectOption, categoryId: 3, inventoryItemId: 302 });
    expect(selectionOf(state, 3)).toMatchObject({ SelectedInventoryItemId: 302, SelectedQuantity: 2, ExtendedCostIncTax: 319 });
  });

  it('choosing from none uses the default quantity', () => {
    const state = kitReducer(initialKitState(categories), { type: KitActionTypes.SelectOption, categoryId: 6, inventoryItemId: 601 });
    expect(selectionOf(state, 6)).toMatchObject({ SelectedInventoryItemId: 601, SelectedQuantity: 1 });
  });

  it('ignores an item that is not in the category', () => {
    const start = initialKitState(categories);
    expect(kitReducer(start, { type: KitActionTypes.SelectOption, categoryId: 3, inventoryItemId: 999 })).toBe(start);
  });

  it.each([
    [3, 3, 3],
    [4, 4, 4],
    [9, 4, 4],
    [0, 1, 1],
    [2.7, 2, 2],
  ])('setting quantity %s gives %i (never above MaximumQuantity 4)', (quantity, expected) => {
    const state = kitReducer(initialKitState(categories), { type: KitActionTypes.SetQuantity, categoryId: 3, quantity });
    expect(selectionOf(state, 3)?.SelectedQuantity).toBe(expected);
    expect(selectionOf(state, 3)?.ExtendedCostIncTax).toBe(Math.round(12999 * expected) / 100);
  });

  it('allows none only where the category allows it', () => {
    const start = initialKitState(categories);
    expect(kitReducer(start, { type: KitActionTypes.SelectNone, categoryId: 3 })).toBe(start);
    const cleared = kitReducer(start, { type: KitActionTypes.SelectNone, categoryId: 5 });
    expect(selectionOf(cleared, 5)).toMatchObject({ SelectedInventoryItemId: null, SelectedQuantity: 0, ExtendedCostIncTax: 0 });
  });

  it('reset and a failed configuration fetch return to the defaults', () => {
    const changed = kitReducer(initialKitState(categories), { type: KitActionTypes.SelectOption, categoryId: 3, inventoryItemId: 302 });
    const defaults = initialKitState(categories).selections;
    expect(kitReducer(changed, { type: KitActionTypes.Reset }).selections).toEqual(defaults);
    expect(kitReducer(changed, { type: KitActionTypes.ConfigurationLoadFailed }).selections).toEqual(defaults);
  });

  it('loads a saved configuration, clamping quantities to MaximumQuantity', () => {
    const state = kitReducer(initialKitState(categories), {
      type: KitActionTypes.ConfigurationLoaded,
      configuration: {
        KitConfigurationItems: [
          makeKitConfigurationItem({ KitCategoryId: 3, SelectedInventoryItemId: 302, Quantity: 9 }),
          makeKitConfigurationItem({ KitCategoryId: 5, SelectedInventoryItemId: KitItemIds.uvPanelPrint, Quantity: 2, UvPrintDesignCode: 'D-1' }),
        ],
      },
    });
    expect(selectionOf(state, 3)).toMatchObject({ SelectedInventoryItemId: 302, SelectedQuantity: 4 });
    expect(selectionOf(state, 5)).toMatchObject({ SelectedInventoryItemId: 663936, SelectedQuantity: 2, UvPrintDesignCode: 'D-1' });
    expect(selectionOf(state, 1)?.SelectedInventoryItemId).toBe(101);
  });

  it('fills in a default chosen before its options arrived', () => {
    const lazy = [makeKitCategory({ InventoryKitCategoryId: 7, DefaultInventoryItemId: 701, Items: [] })];
    const start = initialKitState(lazy);
    expect(start.selections[0]).toMatchObject({ SelectedInventoryItemId: 701, ItemCode: null });
    const loaded = kitReducer(start, {
      type: KitActionTypes.OptionsLoaded,
      categoryId: 7,
      items: [makeKitOptionItem({ InventoryItemId: 701, UnitCostIncTax: 55 })],
    });
    expect(loaded.selections[0]).toMatchObject({ SelectedInventoryItemId: 701, ItemCode: 'PLE-000701', ExtendedCostIncTax: 55 });
  });
});

describe('kit reducer: choosing a Case (spec 2 §4)', () => {
  const withRealPrint = kitReducer(initialKitState(categories), { type: KitActionTypes.SelectOption, categoryId: 5, inventoryItemId: KitItemIds.uvPanelPrint });

  it('keeps every other part (issue 17, designed over spec 2 §4) and resets UV Printing to the None item 602206 at zero price', () => {
    const state = kitReducer(withRealPrint, { type: KitActionTypes.SelectOption, categoryId: 4, inventoryItemId: 402 });
    expect(selectionOf(state, 4)?.SelectedInventoryItemId).toBe(402);
    for (const categoryId of [1, 2, 3, 6]) expect(selectionOf(state, categoryId)).toBe(selectionOf(withRealPrint, categoryId));
    expect(selectionOf(state, 5)).toMatchObject({
      SelectedInventoryItemId: 602206,
      ItemCode: 'PLE-602206',
      UnitCostIncTax: 0,
      ExtendedCostIncTax: 0,
      UvPrintDesignCode: null,
    });
  });

  it('leaves everything as it is when the current case is chosen again', () => {
    const state = kitReducer(withRealPrint, { type: KitActionTypes.SelectOption, categoryId: 4, inventoryItemId: 401 });
    expect(state).toBe(withRealPrint);
  });

  it("flags the 'UV Printing Selection Removed' toast for 2000 ms when a real print was selected", () => {
    const state = kitReducer(withRealPrint, { type: KitActionTypes.SelectOption, categoryId: 4, inventoryItemId: 402 });
    expect(state.notice).toEqual({ message: 'UV Printing Selection Removed', durationMs: 2000 });
    expect(UV_REMOVED_TOAST_MS).toBe(2000);
    expect(kitReducer(state, { type: KitActionTypes.DismissNotice }).notice).toBeNull();
  });

  it.each([
    ['the None item', initialKitState(categories)],
    ['none at all', kitReducer(initialKitState(categories), { type: KitActionTypes.SelectNone, categoryId: 5 })],
  ])('does not flag the toast when UV Printing was %s', (_label, start) => {
    const state = kitReducer(start, { type: KitActionTypes.SelectOption, categoryId: 4, inventoryItemId: 402 });
    expect(state.notice).toBeNull();
    expect(selectionOf(state, 5)?.SelectedInventoryItemId).toBe(602206);
  });
});

describe('kit selectors', () => {
  it('filters motherboards to the chosen CPU socket family (spec 2 §5)', () => {
    const start = initialKitState(categories);
    expect(visibleKitOptions(start, 2).map((item) => item.InventoryItemId)).toEqual([201]);
    const intel = kitReducer(start, { type: KitActionTypes.SelectOption, categoryId: 1, inventoryItemId: 102 });
    expect(visibleKitOptions(intel, 2).map((item) => item.InventoryItemId)).toEqual([202]);
    expect(visibleKitOptions(intel, 3).map((item) => item.InventoryItemId)).toEqual([301, 302]);
  });

  it("limits UV panels to the chosen case's Printable Panels (spec 2 §5)", () => {
    const start = initialKitState(categories);
    expect(printablePanelsOfSelectedCase(start)).toEqual(['L', 'R', 'T']);
    const front = kitReducer(start, { type: KitActionTypes.SelectOption, categoryId: 4, inventoryItemId: 402 });
    expect(printablePanelsOfSelectedCase(front)).toEqual(['F']);
  });

  it('sets a UV design code on a chosen print only', () => {
    const start = kitReducer(initialKitState(categories), { type: KitActionTypes.SelectOption, categoryId: 5, inventoryItemId: KitItemIds.uvPanelPrint });
    const designed = kitReducer(start, { type: KitActionTypes.SetUvPrintDesign, categoryId: 5, uvPrintDesignCode: 'ABC123' });
    expect(selectionOf(designed, 5)?.UvPrintDesignCode).toBe('ABC123');
    const noOs = initialKitState(categories);
    expect(kitReducer(noOs, { type: KitActionTypes.SetUvPrintDesign, categoryId: 6, uvPrintDesignCode: 'X' })).toBe(noOs);
  });
});
