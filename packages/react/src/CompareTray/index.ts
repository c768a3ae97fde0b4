export { CompareToggle } from './CompareToggle.tsx';
export type { CompareToggleProps } from './CompareToggle.tsx';
export { CompareTray, preloadCompareTray } from './CompareTray.tsx';
export type { CompareTrayProps } from './CompareTray.tsx';
export { useCompareList } from './useCompareList.ts';
export type { CompareListAria } from './useCompareList.ts';
export { reloadCompareSnapshot } from './compareStore.ts';
export { compareTrayMessages } from './messages.ts';
