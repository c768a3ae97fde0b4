// What has to fit inside the case: the motherboard's form factor, the graphics card's length, the cooler's height.
import { CompatibilityCategories as categories } from '../attributeKeys.ts';
import { compatibilityMessages as messages } from '../messages.ts';
import { CompatibilityRuleIds } from '../ruleIds.ts';
import type { MotherboardFormFactor } from '../types.ts';
import { couldNotCheck, makeVerdict, missingSpecs } from './rule.ts';
import type { CompatibilityRule } from './rule.ts';

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

export const caseFormFactorRule: CompatibilityRule = {
  id: CompatibilityRuleIds.caseFormFactor,
  categories: [categories.motherboard, categories.case],
  evaluate(view) {
    const board = view.get(categories.motherboard);
    const pcCase = view.get(categories.case);
    if (!board || !pcCase) return null;
    const formFactor = board.specs.formFactor;
    const supported = pcCase.specs.supportedFormFactors;
    if (formFactor === null || supported === null) {
      const missing = missingSpecs([board, formFactor, 'form factor'], [pcCase, supported, 'supported motherboard form factors']);
      return couldNotCheck(CompatibilityRuleIds.caseFormFactor, board, pcCase, missing);
    }
    if (caseTakesFormFactor(supported, formFactor)) return null;
    return makeVerdict(
      'error',
      CompatibilityRuleIds.caseFormFactor,
      messages.caseFormFactorUnsupported(board.part.ItemDescription, formFactor, pcCase.part.ItemDescription, supported),
      [categories.motherboard, categories.case],
    );
  },
};

/** A card exactly as long as the case's clearance fits; 1 mm more does not. */
export const gpuLengthRule: CompatibilityRule = {
  id: CompatibilityRuleIds.gpuLength,
  categories: [categories.graphicsCard, categories.case],
  evaluate(view) {
    const card = view.get(categories.graphicsCard);
    const pcCase = view.get(categories.case);
    if (!card || !pcCase) return null;
    const length = card.specs.gpuLengthMm;
    const maximum = pcCase.specs.maxGpuLengthMm;
    if (length === null || maximum === null) {
      const missing = missingSpecs([card, length, 'length'], [pcCase, maximum, 'maximum graphics card length']);
      return couldNotCheck(CompatibilityRuleIds.gpuLength, card, pcCase, missing);
    }
    if (length <= maximum) return null;
    return makeVerdict(
      'error',
      CompatibilityRuleIds.gpuLength,
      messages.gpuTooLong(card.part.ItemDescription, length, pcCase.part.ItemDescription, maximum),
      [categories.graphicsCard, categories.case],
    );
  },
};

/** A cooler exactly as tall as the case's clearance fits; 1 mm more does not. */
export const coolerHeightRule: CompatibilityRule = {
  id: CompatibilityRuleIds.coolerHeight,
  categories: [categories.cpuCooler, categories.case],
  evaluate(view) {
    const cooler = view.get(categories.cpuCooler);
    const pcCase = view.get(categories.case);
    if (!cooler || !pcCase) return null;
    const height = cooler.specs.coolerHeightMm;
    const maximum = pcCase.specs.maxCoolerHeightMm;
    if (height === null || maximum === null) {
      const missing = missingSpecs([cooler, height, 'height'], [pcCase, maximum, 'maximum CPU cooler height']);
      return couldNotCheck(CompatibilityRuleIds.coolerHeight, cooler, pcCase, missing);
    }
    if (height <= maximum) return null;
    return makeVerdict(
      'error',
      CompatibilityRuleIds.coolerHeight,
      messages.coolerTooTall(cooler.part.ItemDescription, height, pcCase.part.ItemDescription, maximum),
      [categories.cpuCooler, categories.case],
    );
  },
};
