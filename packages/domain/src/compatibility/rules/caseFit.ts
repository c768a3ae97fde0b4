// What has to fit inside the case: the motherboard's form factor, the graphics card's length, the cooler's height.
import { CompatibilityCategories as categories } from '../attributeKeys.ts';
import { compatibilityMessages as messages } from '../messages.ts';
import { CompatibilityRuleIds } from '../ruleIds.ts';
import type { MotherboardFormFactor } from '../types.ts';
import { conclude, couldNotCheck, defineRule, missingSpecs } from './rule.ts';
import type { CompatibilityRule } from './rule.ts';

const boardAndCase = [categories.motherboard, categories.case] as const;
const cardAndCase = [categories.graphicsCard, categories.case] as const;
const coolerAndCase = [categories.cpuCooler, categories.case] as const;

/** Standard sizes, largest first. */
const STANDARD_FORM_FACTORS: readonly MotherboardFormFactor[] = ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'];

/**
 * DESIGNED: a case takes a board whose form factor it lists, and also any smaller standard board when it lists a
 * larger one (Micro-ATX and Mini-ITX mounting holes are a subset of ATX's), since stores often list only the largest.
 */
export function caseTakesFormFactor(supported: readonly string[], formFactor: string): boolean {
  if (supported.includes(formFactor)) return true;
  const size = STANDARD_FORM_FACTORS.findIndex((standard) => standard === formFactor);
  if (size < 0) return false;
  return supported.some((entry) => {
    const supportedSize = STANDARD_FORM_FACTORS.findIndex((standard) => standard === entry);
    return supportedSize >= 0 && supportedSize < size;
  });
}

export const caseFormFactorRule: CompatibilityRule = defineRule({
  id: CompatibilityRuleIds.caseFormFactor,
  categories: boardAndCase,
  judge(view, explain) {
    const board = view.get(categories.motherboard);
    const pcCase = view.get(categories.case);
    if (!board || !pcCase) return null;
    const formFactor = board.specs.formFactor;
    const supported = pcCase.specs.supportedFormFactors;
    if (formFactor === null || supported === null) {
      return couldNotCheck(explain, CompatibilityRuleIds.caseFormFactor, board, pcCase, () =>
        missingSpecs([board, formFactor, 'form factor'], [pcCase, supported, 'supported motherboard form factors']),
      );
    }
    if (caseTakesFormFactor(supported, formFactor)) return null;
    return conclude(explain, 'error', CompatibilityRuleIds.caseFormFactor, boardAndCase, () =>
      messages.caseFormFactorUnsupported(board.part.ItemDescription, formFactor, pcCase.part.ItemDescription, supported),
    );
  },
});

/** A card exactly as long as the case's clearance fits; 1 mm more does not. */
export const gpuLengthRule: CompatibilityRule = defineRule({
  id: CompatibilityRuleIds.gpuLength,
  categories: cardAndCase,
  judge(view, explain) {
    const card = view.get(categories.graphicsCard);
    const pcCase = view.get(categories.case);
    if (!card || !pcCase) return null;
    const length = card.specs.gpuLengthMm;
    const maximum = pcCase.specs.maxGpuLengthMm;
    if (length === null || maximum === null) {
      return couldNotCheck(explain, CompatibilityRuleIds.gpuLength, card, pcCase, () =>
        missingSpecs([card, length, 'length'], [pcCase, maximum, 'maximum graphics card length']),
      );
    }
    if (length <= maximum) return null;
    return conclude(explain, 'error', CompatibilityRuleIds.gpuLength, cardAndCase, () =>
      messages.gpuTooLong(card.part.ItemDescription, length, pcCase.part.ItemDescription, maximum),
    );
  },
});

/** A cooler exactly as tall as the case's clearance fits; 1 mm more does not. */
export const coolerHeightRule: CompatibilityRule = defineRule({
  id: CompatibilityRuleIds.coolerHeight,
  categories: coolerAndCase,
  judge(view, explain) {
    const cooler = view.get(categories.cpuCooler);
    const pcCase = view.get(categories.case);
    if (!cooler || !pcCase) return null;
    const height = cooler.specs.coolerHeightMm;
    const maximum = pcCase.specs.maxCoolerHeightMm;
    if (height === null || maximum === null) {
      return couldNotCheck(explain, CompatibilityRuleIds.coolerHeight, cooler, pcCase, () =>
        missingSpecs([cooler, height, 'height'], [pcCase, maximum, 'maximum CPU cooler height']),
      );
    }
    if (height <= maximum) return null;
    return conclude(explain, 'error', CompatibilityRuleIds.coolerHeight, coolerAndCase, () =>
      messages.coolerTooTall(cooler.part.ItemDescription, height, pcCase.part.ItemDescription, maximum),
    );
  },
});
