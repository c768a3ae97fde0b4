// The rule table. Order is the order verdicts of equal severity are listed in: CPU and board first, then what goes
// on the board, then the case, then power.
import { caseFormFactorRule, coolerHeightRule, gpuLengthRule } from './caseFit.ts';
import { coolerSocketRule } from './cooler.ts';
import { cpuChipsetRule, cpuOverclockingRule, cpuSocketRule } from './cpuMotherboard.ts';
import { memorySlotsRule, memoryTypeRule } from './memory.ts';
import { psuWattageRule } from './powerSupply.ts';
import type { CompatibilityRule } from './rule.ts';

export const COMPATIBILITY_RULES: readonly CompatibilityRule[] = [
  cpuSocketRule,
  cpuChipsetRule,
  cpuOverclockingRule,
  coolerSocketRule,
  memoryTypeRule,
  memorySlotsRule,
  caseFormFactorRule,
  gpuLengthRule,
  coolerHeightRule,
  psuWattageRule,
];

export type { CompatibilityRule, SelectionView } from './rule.ts';
export { caseTakesFormFactor } from './caseFit.ts';
