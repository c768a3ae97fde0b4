// Memory against motherboard: DDR generation and the number of modules against the slots.
import { CompatibilityCategories as categories } from '../attributeKeys.ts';
import { compatibilityMessages as messages } from '../messages.ts';
import { CompatibilityRuleIds } from '../ruleIds.ts';
import { couldNotCheck, makeVerdict, missingSpecs } from './rule.ts';
import type { CompatibilityRule } from './rule.ts';

const pair = [categories.memory, categories.motherboard] as const;

export const memoryTypeRule: CompatibilityRule = {
  id: CompatibilityRuleIds.memoryType,
  categories: pair,
  evaluate(view) {
    const memory = view.get(categories.memory);
    const board = view.get(categories.motherboard);
    if (!memory || !board) return null;
    const memoryType = memory.specs.memoryType;
    const boardType = board.specs.memoryType;
    if (memoryType === null || boardType === null) {
      const missing = missingSpecs([memory, memoryType, 'memory type'], [board, boardType, 'memory type']);
      return couldNotCheck(CompatibilityRuleIds.memoryType, memory, board, missing);
    }
    if (memoryType === boardType) return null;
    return makeVerdict(
      'error',
      CompatibilityRuleIds.memoryType,
      messages.memoryTypeMismatch(memory.part.ItemDescription, memoryType, board.part.ItemDescription, boardType),
      pair,
    );
  },
};

/** Modules in the build = modules per kit × the quantity chosen (spec 2 §4 keeps the quantity across choices). */
export const memorySlotsRule: CompatibilityRule = {
  id: CompatibilityRuleIds.memorySlots,
  categories: pair,
  evaluate(view) {
    const memory = view.get(categories.memory);
    const board = view.get(categories.motherboard);
    if (!memory || !board) return null;
    const modules = memory.specs.modules;
    const slots = board.specs.memorySlots;
    if (modules === null || slots === null) {
      const missing = missingSpecs([memory, modules, 'number of memory modules'], [board, slots, 'number of memory slots']);
      return couldNotCheck(CompatibilityRuleIds.memorySlots, memory, board, missing);
    }
    const totalModules = modules * memory.quantity;
    if (totalModules <= slots) return null;
    return makeVerdict(
      'error',
      CompatibilityRuleIds.memorySlots,
      messages.memorySlotsExceeded(totalModules, memory.quantity, memory.part.ItemDescription, board.part.ItemDescription, slots),
      pair,
    );
  },
};
