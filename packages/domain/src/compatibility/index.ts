// Compatibility engine (issue 7, beyond the specs): explainable verdicts about a PC build from item attributes.
export type {
  CompatibilityAttribute,
  CompatibilityPart,
  CompatibilitySelection,
  CompatibilitySeverity,
  CompatibilityVerdict,
  MotherboardFormFactor,
  PartSpecs,
  ResolvedPart,
  SelectedPart,
} from './types.ts';
export { CompatibilityRuleIds } from './ruleIds.ts';
export type { CompatibilityRuleId } from './ruleIds.ts';
export {
  COMPATIBILITY_ATTRIBUTE_KEYS,
  COMPATIBILITY_ATTRIBUTES_BY_CATEGORY,
  CompatibilityCategories,
} from './attributeKeys.ts';
export type { CompatibilityAttributeKey, CompatibilityCategoryName } from './attributeKeys.ts';
export { parsePartSpecs } from './parseSpecs.ts';
export { createSpecCache } from './specCache.ts';
export type { SpecCache } from './specCache.ts';
export {
  estimateSystemDraw,
  headroomPercent,
  powerAdvice,
  PowerAllowanceWatts,
  PSU_HEADROOM_PERCENT,
  PSU_WATTAGE_STEP,
  recommendedWattage,
} from './power.ts';
export type { PowerAdvice, SystemDraw, SystemDrawInput } from './power.ts';
export { compatibilityMessages, describeSystemDraw, missingSpecLabels } from './messages.ts';
export { caseTakesFormFactor, COMPATIBILITY_RULES } from './rules/index.ts';
export type { CompatibilityRule, SelectionView } from './rules/index.ts';
export { worstCompatibilitySeverity } from './severity.ts';
export { evaluateBuild, evaluateOption, filterCompatibleOptions, rankOptions } from './evaluate.ts';
export type { EvaluateOptions } from './evaluate.ts';
export { createCompatibilityEngine } from './engine.ts';
export type { CompatibilityEngine, CompatibilityEngineOptions } from './engine.ts';
export { compatibilitySelectionFromKit } from './kitSelection.ts';
