export { compareMessages, comparePath, maximumCompareItems, parseStoredCompareItems, toggleCompareItem } from './compareList.ts';
export type { CompareItem, CompareToggleOutcome } from './compareList.ts';
