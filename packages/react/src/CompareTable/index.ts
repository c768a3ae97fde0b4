export { CompareTable } from './CompareTable.tsx';
export type { CompareTableRootProps, CompareTableTableProps } from './CompareTable.tsx';
export { useCompareTable } from './useCompareTable.ts';
export type { CompareTableAria, CompareTableColumn, CompareTableProps } from './useCompareTable.ts';
export { compareTableMessages, COMPARE_TABLE_TEXT } from './messages.ts';
