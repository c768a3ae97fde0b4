import { KitCategoryNames, UV_REMOVED_TOAST_MS } from './constants.ts';
import { kitMessages } from './messages.ts';
import { filterMotherboardsForCpu } from './socketFamily.ts';
import { printablePanelsOfCase } from './printablePanels.ts';
import type { PrintablePanel } from './printablePanels.ts';
import {
  defaultKitSelections,
  emptyKitSelection,
  isCaseCategory,
  isRealUvPrintSelection,
  isUvPrintingCategory,
  kitSelectionForItem,
  kitSelectionsFromConfiguration,
  sortKitCategories,
  uvNoneKitSelection,
  withKitQuantity,
} from './selection.ts';
import type { KitCategory, KitConfiguration, KitOptionItem, KitSelection } from './types.ts';

// The configurator as a pure reducer with named action types (downshift style): the React layer dispatches,
// renders state and shows state.notice as a toast. No I/O here: fetching options and saving keys is the caller's.

export const KitActionTypes = {
  OptionsLoaded: 'kit/optionsLoaded',
  ConfigurationLoaded: 'kit/configurationLoaded',
  ConfigurationLoadFailed: 'kit/configurationLoadFailed',
  SelectOption: 'kit/selectOption',
  SelectNone: 'kit/selectNone',
  SetQuantity: 'kit/setQuantity',
  SetUvPrintDesign: 'kit/setUvPrintDesign',
  Reset: 'kit/reset',
  DismissNotice: 'kit/dismissNotice',
} as const;

export type KitAction =
  | { type: typeof KitActionTypes.OptionsLoaded; categoryId: number; items: readonly KitOptionItem[] }
  | { type: typeof KitActionTypes.ConfigurationLoaded; configuration: KitConfiguration }
  | { type: typeof KitActionTypes.ConfigurationLoadFailed }
  | { type: typeof KitActionTypes.SelectOption; categoryId: number; inventoryItemId: number }
  | { type: typeof KitActionTypes.SelectNone; categoryId: number }
  | { type: typeof KitActionTypes.SetQuantity; categoryId: number; quantity: number }
  | { type: typeof KitActionTypes.SetUvPrintDesign; categoryId: number; uvPrintDesignCode: string | null }
  | { type: typeof KitActionTypes.Reset }
  | { type: typeof KitActionTypes.DismissNotice };

export interface KitNotice {
  message: typeof kitMessages.uvPrintingSelectionRemoved;
  durationMs: number;
}

export interface KitState {
  categories: readonly KitCategory[];
  /** One selection per category, in display order. */
  selections: readonly KitSelection[];
  /** A toast to show once; cleared by DismissNotice or the next change. */
  notice: KitNotice | null;
}

/** Start from the defaults (spec 2 §4 "Custom build load"). */
export function initialKitState(categories: readonly KitCategory[]): KitState {
  const sorted = sortKitCategories(categories);
  return { categories: sorted, selections: defaultKitSelections(sorted), notice: null };
}

/** The state a configurator starts from: the defaults, or the saved configuration of the key in the address. */
export function kitStartingState(categories: readonly KitCategory[], configuration: KitConfiguration | null | undefined): KitState {
  const state = initialKitState(categories);
  return configuration ? kitReducer(state, { type: KitActionTypes.ConfigurationLoaded, configuration }) : state;
}

function findCategory(state: KitState, categoryId: number): KitCategory | undefined {
  return state.categories.find((category) => category.InventoryKitCategoryId === categoryId);
}

function findSelection(state: KitState, categoryId: number): KitSelection | undefined {
  return state.selections.find((selection) => selection.InventoryKitCategoryId === categoryId);
}

function replaceSelection(selections: readonly KitSelection[], next: KitSelection): KitSelection[] {
  return selections.map((selection) =>
    selection.InventoryKitCategoryId === next.InventoryKitCategoryId ? next : selection,
  );
}

function selectOption(state: KitState, categoryId: number, inventoryItemId: number): KitState {
  const category = findCategory(state, categoryId);
  const item = category?.Items.find((option) => option.InventoryItemId === inventoryItemId);
  if (!category || !item) return state;
  const previous = findSelection(state, categoryId);
  // Re-choosing the current option changes nothing (and must not clear the build when it is the Case).
  if (previous?.SelectedInventoryItemId === inventoryItemId) return state;
  // Choosing keeps the quantity (spec 2 §4); coming from none, the category's default quantity applies.
  const quantity =
    previous && previous.SelectedQuantity > 0 ? previous.SelectedQuantity : Math.max(category.DefaultQuantity, 1);
  const chosen = kitSelectionForItem(category, item, quantity);
  if (!isCaseCategory(category)) {
    return { ...state, selections: replaceSelection(state.selections, chosen), notice: null };
  }
  // A Case keeps every other part. Spec 2 §4 clears them, but a shopper who changes the case expects to change the
  // case, not to rebuild the PC (issue 17: six "Please select …" errors after one click); a part that no longer fits
  // gets the compatibility engine's verdict, which blocks Buy. Spec 2 §4's UV Printing rule stays: the print belongs
  // to the old case's panels, so it goes back to the None item 602206 at zero price, with the toast when a real
  // print was selected.
  let removedRealPrint = false;
  const selections = state.selections.map((selection) => {
    if (selection.InventoryKitCategoryId === categoryId) return chosen;
    const other = findCategory(state, selection.InventoryKitCategoryId);
    if (!other || !isUvPrintingCategory(other)) return selection;
    if (isRealUvPrintSelection(selection)) removedRealPrint = true;
    return uvNoneKitSelection(other, selection.SelectedQuantity);
  });
  return {
    ...state,
    selections,
    notice: removedRealPrint
      ? { message: kitMessages.uvPrintingSelectionRemoved, durationMs: UV_REMOVED_TOAST_MS }
      : null,
  };
}

/** Fills in the details of a selection chosen by id before its option list arrived. */
function hydrateSelections(category: KitCategory, selections: readonly KitSelection[]): KitSelection[] {
  return selections.map((selection) => {
    if (selection.InventoryKitCategoryId !== category.InventoryKitCategoryId || selection.ItemCode !== null) {
      return selection;
    }
    const item = category.Items.find((option) => option.InventoryItemId === selection.SelectedInventoryItemId);
    return item ? kitSelectionForItem(category, item, selection.SelectedQuantity, selection.UvPrintDesignCode) : selection;
  });
}

export function kitReducer(state: KitState, action: KitAction): KitState {
  switch (action.type) {
    case KitActionTypes.OptionsLoaded: {
      const category = findCategory(state, action.categoryId);
      if (!category) return state;
      const updated: KitCategory = { ...category, Items: action.items };
      return {
        ...state,
        categories: state.categories.map((entry) => (entry === category ? updated : entry)),
        selections: hydrateSelections(updated, state.selections),
      };
    }
    case KitActionTypes.ConfigurationLoaded:
      return { ...state, selections: kitSelectionsFromConfiguration(state.categories, action.configuration), notice: null };
    case KitActionTypes.ConfigurationLoadFailed:
    case KitActionTypes.Reset:
      // A failed configuration fetch falls back to the defaults, like Reset (spec 2 §4, §8).
      return { ...state, selections: defaultKitSelections(state.categories), notice: null };
    case KitActionTypes.SelectOption:
      return selectOption(state, action.categoryId, action.inventoryItemId);
    case KitActionTypes.SelectNone: {
      const category = findCategory(state, action.categoryId);
      if (!category?.AllowNone) return state;
      return { ...state, selections: replaceSelection(state.selections, emptyKitSelection(category)), notice: null };
    }
    case KitActionTypes.SetQuantity: {
      const category = findCategory(state, action.categoryId);
      const selection = findSelection(state, action.categoryId);
      if (!category || !selection) return state;
      return { ...state, selections: replaceSelection(state.selections, withKitQuantity(category, selection, action.quantity)) };
    }
    case KitActionTypes.SetUvPrintDesign: {
      const selection = findSelection(state, action.categoryId);
      if (!selection || selection.SelectedInventoryItemId === null) return state;
      return { ...state, selections: replaceSelection(state.selections, { ...selection, UvPrintDesignCode: action.uvPrintDesignCode }) };
    }
    case KitActionTypes.DismissNotice:
      return state.notice === null ? state : { ...state, notice: null };
  }
}

function selectedItemOfCategoryNamed(state: KitState, categoryName: string): KitOptionItem | undefined {
  const category = state.categories.find((entry) => entry.CategoryName === categoryName);
  if (!category) return undefined;
  const selection = findSelection(state, category.InventoryKitCategoryId);
  return category.Items.find((item) => item.InventoryItemId === selection?.SelectedInventoryItemId);
}

/** The options a category shows: motherboards filtered to the chosen CPU's socket family (spec 2 §5). */
export function visibleKitOptions(state: KitState, categoryId: number): KitOptionItem[] {
  const category = findCategory(state, categoryId);
  if (!category) return [];
  if (category.CategoryName !== KitCategoryNames.motherboard) return [...category.Items];
  return filterMotherboardsForCpu(category.Items, selectedItemOfCategoryNamed(state, KitCategoryNames.cpu));
}

/** The UV panels the chosen case can print (spec 2 §5). */
export function printablePanelsOfSelectedCase(state: KitState): PrintablePanel[] {
  return printablePanelsOfCase(selectedItemOfCategoryNamed(state, KitCategoryNames.case));
}
