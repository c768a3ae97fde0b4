// The server's check of a custom build's choices, shared by updateCart (kit children) and updateKitConfig:
// every choice is an option of the kit's own category, within MaximumQuantity, and a category that does not
// allow none has a choice (spec 2 §5). The last two are the domain's rules and texts. A saved configuration
// may be unfinished: choosing a Case clears the other categories (spec 2 §4), and that change is saved under a new
// key like any other; only buying needs every choice.
import { isOverKitMaximum, kitBlockingMessages, kitMaximumMessage, kitMessages } from '@rigkit/domain/kit';
import type { Db } from '../db/openDatabase.ts';
import type { KitCategoriesTable } from '../db/schema.ts';

export interface KitChoice {
  KitCategoryId: number;
  InventoryItemId: number | null;
  Quantity: number;
}

export interface KitDefinition {
  categories: KitCategoriesTable[];
  /** Option item ids per kit category id. */
  options: Map<number, Set<number>>;
}

export const kitRuleMessages = {
  notAnOption: (itemId: number, categoryName: string) => `Item ${itemId} is not an option for ${categoryName}`,
  unknownCategory: (categoryId: number, kitId: number) => `Kit category ${categoryId} does not belong to custom build ${kitId}`,
  overMaximum: kitMaximumMessage,
  noneNotAllowed: kitMessages.selectionRequired,
} as const;

export async function loadKitDefinitions(db: Db, kitIds: readonly number[]): Promise<Map<number, KitDefinition>> {
  const definitions = new Map<number, KitDefinition>();
  if (kitIds.length === 0) return definitions;
  const categories = await db.selectFrom('kit_categories').selectAll().where('kit_inventory_item_id', 'in', [...kitIds]).orderBy('sort_order').execute();
  const options = categories.length
    ? await db
        .selectFrom('kit_category_options')
        .select(['inventory_kit_category_id', 'inventory_item_id'])
        .where('inventory_kit_category_id', 'in', categories.map((category) => category.inventory_kit_category_id))
        .execute()
    : [];
  for (const kitId of kitIds) {
    const own = categories.filter((category) => category.kit_inventory_item_id === kitId);
    const optionMap = new Map<number, Set<number>>(own.map((category) => [category.inventory_kit_category_id, new Set<number>()]));
    for (const option of options) optionMap.get(option.inventory_kit_category_id)?.add(option.inventory_item_id);
    definitions.set(kitId, { categories: own, options: optionMap });
  }
  return definitions;
}

export interface KitChoiceCheck {
  /** Whether a category that does not allow none may still be without a choice (a saved, unfinished build). @default false */
  isUnfinishedAllowed?: boolean;
}

/** The problems with `choices` for kit `kitId`; empty when they make a buyable build (or, unfinished allowed, a savable one). */
export function kitChoiceErrors(kitId: number, definition: KitDefinition, choices: readonly KitChoice[], check: KitChoiceCheck = {}): string[] {
  const errors: string[] = [];
  for (const choice of choices) {
    const category = definition.categories.find((candidate) => candidate.inventory_kit_category_id === choice.KitCategoryId);
    if (!category) {
      errors.push(kitRuleMessages.unknownCategory(choice.KitCategoryId, kitId));
      continue;
    }
    if (choice.InventoryItemId !== null && choice.Quantity > 0 && !definition.options.get(category.inventory_kit_category_id)?.has(choice.InventoryItemId)) {
      errors.push(kitRuleMessages.notAnOption(choice.InventoryItemId, category.category_name));
    }
  }
  const chosen = choices.filter((choice) => choice.InventoryItemId !== null && choice.Quantity > 0);
  for (const category of definition.categories) {
    const quantity = chosen.filter((choice) => choice.KitCategoryId === category.inventory_kit_category_id).reduce((sum, choice) => sum + choice.Quantity, 0);
    if (isOverKitMaximum({ MaximumQuantity: category.maximum_quantity }, quantity)) errors.push(kitRuleMessages.overMaximum(category.category_name, category.maximum_quantity));
  }
  if (!check.isUnfinishedAllowed) {
    const categories = definition.categories.map((category) => ({
      InventoryKitCategoryId: category.inventory_kit_category_id,
      CategoryName: category.category_name,
      SortOrder: category.sort_order,
      AllowNone: category.allow_none,
    }));
    const selections = chosen.map((choice) => ({ InventoryKitCategoryId: choice.KitCategoryId, SelectedInventoryItemId: choice.InventoryItemId }));
    errors.push(...kitBlockingMessages(categories, selections).map((blocking) => blocking.message));
  }
  return [...new Set(errors)];
}
