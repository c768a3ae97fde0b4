export { KitChangeDialog } from './KitChangeDialog.tsx';
export type { KitChangeDialogComponentProps } from './KitChangeDialog.tsx';
export { useKitChangeDialog } from './useKitChangeDialog.ts';
export type {
  KitChangeDetails,
  KitChangeDialogAria,
  KitChangeDialogProps,
  KitChangeDialogState,
  KitChangeDocument,
  KitChangeKitLine,
  KitChangeOption,
  KitChangeOptionView,
  KitChangePart,
  KitChangeRequest,
  KitChangeResult,
} from './useKitChangeDialog.ts';
export { kitChangeDialogMessages } from './messages.ts';
