// Memory against motherboard: DDR generation and the number of modules against the slots.
import { CompatibilityCategories as categories } from '../attributeKeys.ts';
import { compatibilityMessages as messages } from '../messages.ts';
import { CompatibilityRuleIds } from '../ruleIds.ts';
import { conclude, couldNotCheck, defineRule, missingSpecs } from './rule.ts';
import type { CompatibilityRule } from './rule.ts';

const pair = [categories.memory, categories.motherboard] as const;

export const memoryTypeRule: CompatibilityRule = defineRule({
  id: CompatibilityRuleIds.memoryType,
  categories: pair,
  judge(view, explain) {
    const memory = view.get(categories.memory);
    const board = view.get(categories.motherboard);
    if (!memory || !board) return null;
    const memoryType = memory.specs.memoryType;
    const boardType = board.specs.memoryType;
    if (memoryType === null || boardType === null) {
      return couldNotCheck(explain, CompatibilityRuleIds.memoryType, memory, board, () =>
        missingSpecs([memory, memoryType, 'memory type'], [board, boardType, 'memory type']),
      );
    }
    if (memoryType === boardType) return null;
    return conclude(explain, 'error', CompatibilityRuleIds.memoryType, pair, () =>
      messages.memoryTypeMismatch(memory.part.ItemDescription, memoryType, board.part.ItemDescription, boardType),
    );
  },
});

/** Modules in the build = modules per kit × the quantity chosen (spec 2 §4 keeps the quantity across choices). */
export const memorySlotsRule: CompatibilityRule = defineRule({
  id: CompatibilityRuleIds.memorySlots,
  categories: pair,
  judge(view, explain) {
    const memory = view.get(categories.memory);
    const board = view.get(categories.motherboard);
    if (!memory || !board) return null;
    const modules = memory.specs.modules;
    const slots = board.specs.memorySlots;
    if (modules === null || slots === null) {
      return couldNotCheck(explain, CompatibilityRuleIds.memorySlots, memory, board, () =>
        missingSpecs([memory, modules, 'number of memory modules'], [board, slots, 'number of memory slots']),
      );
    }
    const totalModules = modules * memory.quantity;
    if (totalModules <= slots) return null;
    return conclude(explain, 'error', CompatibilityRuleIds.memorySlots, pair, () =>
      messages.memorySlotsExceeded(totalModules, memory.quantity, memory.part.ItemDescription, board.part.ItemDescription, slots),
    );
  },
});
