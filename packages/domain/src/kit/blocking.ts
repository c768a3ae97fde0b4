import type { CompatibilityVerdict } from '../compatibility/types.ts';
import { kitMessages } from './messages.ts';
import { sortKitCategories } from './selection.ts';
import type { KitCategory, KitSelection } from './types.ts';

export interface KitBlockingMessage {
  InventoryKitCategoryId: number;
  message: string;
}

/**
 * Why Buy is disabled (spec 2 §4, §5): every category that does not allow none and has no selection, in display
 * order. An empty list means the kit can be bought.
 */
export function kitBlockingMessages(
  categories: readonly Pick<KitCategory, 'InventoryKitCategoryId' | 'CategoryName' | 'SortOrder' | 'AllowNone'>[],
  selections: readonly Pick<KitSelection, 'InventoryKitCategoryId' | 'SelectedInventoryItemId'>[],
): KitBlockingMessage[] {
  return sortKitCategories(categories)
    .filter((category) => !category.AllowNone)
    .filter((category) => {
      const selection = selections.find((entry) => entry.InventoryKitCategoryId === category.InventoryKitCategoryId);
      return selection === undefined || selection.SelectedInventoryItemId === null;
    })
    .map((category) => ({
      InventoryKitCategoryId: category.InventoryKitCategoryId,
      message: kitMessages.selectionRequired(category.CategoryName),
    }));
}

/** One reason Buy is disabled: a required category without a choice, or a part that does not fit. */
export interface KitBuyBlocker {
  /** Stable across renders: `category:{id}` or `rule:{rule id}`. */
  key: string;
  message: string;
}

/**
 * Everything that keeps a build out of the cart: the required selections (spec 2 §4, §5), then every error-level
 * compatibility verdict. A build the engine calls incompatible (an LGA1700 CPU on an AM5 board) would be sold and
 * returned; warnings and notes inform and never block.
 */
export function kitBuyBlockers(
  required: readonly KitBlockingMessage[],
  verdicts: readonly Pick<CompatibilityVerdict, 'severity' | 'rule' | 'message'>[],
): KitBuyBlocker[] {
  return [
    ...required.map((blocking) => ({ key: `category:${blocking.InventoryKitCategoryId}`, message: blocking.message })),
    ...verdicts.filter((verdict) => verdict.severity === 'error').map((verdict) => ({ key: `rule:${verdict.rule}`, message: kitMessages.incompatible(verdict.message) })),
  ];
}

export function canBuyKit(categories: readonly KitCategory[], selections: readonly KitSelection[]): boolean {
  return kitBlockingMessages(categories, selections).length === 0;
}
