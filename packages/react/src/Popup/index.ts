export { Popup } from './Popup.tsx';
export type { PopupCloseProps, PopupContentProps, PopupRootProps, PopupTitleProps, PopupTriggerProps } from './Popup.tsx';
export { POPUP_LOCKOUT_MS, usePopupDialog, usePopupState } from './usePopup.ts';
export type { PopupDialogAria, PopupOpenState, PopupProps, PopupState } from './usePopup.ts';
