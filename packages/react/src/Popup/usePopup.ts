import type { HTMLAttributes, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';

/**
 * "Popups have a 500 ms lockout after each open or close" (spec 2 §2, §9 "Popup lockout 500 ms"). Kept here
 * because @rigkit/domain has no popup constant yet.
 */
export const POPUP_LOCKOUT_MS = 500;

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
  // The time of the last accepted change; none yet at first, so the first request always passes.
  const lastChangeAt = useRef<number | undefined>(undefined);
  const lockoutMs = props.lockoutMs ?? POPUP_LOCKOUT_MS;
  const clock = props.now ?? Date.now;

  // A controlled popup can also be opened or closed by its owner: that change starts a lockout too.
  const shownOpen = useRef(trigger.isOpen);
  useEffect(() => {
    if (shownOpen.current === trigger.isOpen) return;
    shownOpen.current = trigger.isOpen;
    lastChangeAt.current = Math.max(lastChangeAt.current ?? Number.NEGATIVE_INFINITY, clock());
  }, [trigger.isOpen, clock]);

  const request = (wantOpen: boolean): boolean => {
    if (wantOpen === trigger.isOpen) return false;
    const at = clock();
    if (lastChangeAt.current !== undefined && at - lastChangeAt.current < lockoutMs) return false;
    lastChangeAt.current = at;
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
