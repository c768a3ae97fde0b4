import type { HTMLAttributes, RefObject } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { usePopupLockout } from '../internal/usePopupLockout.ts';

export { POPUP_LOCKOUT_MS } from '../internal/usePopupLockout.ts';

/** Whether the popup is shown. */
export type PopupOpenState = 'open' | 'closed';

export interface PopupProps {
  /** Whether the popup is open (controlled). */
  isOpen?: boolean;
  /** Whether the popup starts open when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when an open or close request is accepted (not during the lockout). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Milliseconds after each open or close during which further requests are ignored. @default 500 */
  lockoutMs?: number;
  /** The clock the lockout is measured with, in milliseconds. @default Date.now */
  now?: () => number;
  /** Whether Escape and a click outside close the popup (still subject to the lockout). @default true */
  isDismissable?: boolean;
}

export interface PopupState {
  isOpen: boolean;
  openState: PopupOpenState;
  /** Asks to open; ignored within the lockout of the last change. Returns whether it was accepted. */
  open: () => boolean;
  /** Asks to close; ignored within the lockout of the last change. Returns whether it was accepted. */
  close: () => boolean;
  /** Opens when closed, closes when open, subject to the lockout. */
  toggle: () => boolean;
  /** The overlay state React Aria's modal hooks read; its open and close go through the lockout too. */
  overlay: OverlayTriggerState;
  isDismissable: boolean;
}

/** The popup's open state with the 500 ms lockout after each change (spec 2 §2, §9). */
export function usePopupState(props: PopupProps): PopupState {
  const trigger = useOverlayTriggerState({ isOpen: props.isOpen, defaultOpen: props.defaultOpen, onOpenChange: props.onOpenChange });
  // A controlled popup can also be opened or closed by its owner: that change starts a lockout too.
  const mayChange = usePopupLockout(trigger.isOpen, { lockoutMs: props.lockoutMs, now: props.now });

  const request = (wantOpen: boolean): boolean => {
    if (!mayChange(wantOpen)) return false;
    trigger.setOpen(wantOpen);
    return true;
  };
  const open = () => request(true);
  const close = () => request(false);
  const toggle = () => request(!trigger.isOpen);

  return {
    isOpen: trigger.isOpen,
    openState: trigger.isOpen ? 'open' : 'closed',
    open,
    close,
    toggle,
    overlay: { ...trigger, setOpen: (value: boolean) => void request(value), open, close, toggle },
    isDismissable: props.isDismissable ?? true,
  };
}

export interface PopupDialogAria {
  underlayProps: HTMLAttributes<HTMLElement>;
  dialogProps: HTMLAttributes<HTMLElement>;
  titleProps: HTMLAttributes<HTMLElement>;
}

/**
 * Behaviour of the open popup: a React Aria modal dialog (page hidden from assistive technology, scroll locked,
 * Escape and outside click close when dismissable), named by its title or `aria-label`.
 */
export function usePopupDialog(
  state: PopupState,
  options: { 'aria-label'?: string | undefined },
  ref: RefObject<HTMLElement | null>,
): PopupDialogAria {
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable: state.isDismissable, isKeyboardDismissDisabled: !state.isDismissable },
    state.overlay,
    ref,
  );
  const { dialogProps, titleProps } = useDialog({ 'aria-label': options['aria-label'] }, ref);
  return { underlayProps, dialogProps: mergeProps(modalProps, dialogProps, { 'aria-modal': true }), titleProps };
}
