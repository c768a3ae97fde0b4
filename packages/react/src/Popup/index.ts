export { Popup } from './Popup.tsx';
export type { PopupCloseProps, PopupContentProps, PopupRootProps, PopupTitleProps, PopupTriggerProps } from './Popup.tsx';
export { usePopupDialog, usePopupState } from './usePopup.ts';
export { POPUP_LOCKOUT_MS, usePopupLockout } from '../internal/usePopupLockout.ts';
export type { PopupLockoutOptions } from '../internal/usePopupLockout.ts';
export type { PopupDialogAria, PopupOpenState, PopupProps, PopupState } from './usePopup.ts';
