// One toast (spec 2 §4 "Toasts"): its message announced as an alert, and a close button.
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import type { QueuedToast, ToastContent, ToastState } from './useToast.ts';
import { useToast } from './useToastItem.ts';

export interface ToastItemProps {
  /** The queued toast to show. */
  toast: QueuedToast<ToastContent>;
  /** The state it is queued in. */
  state: ToastState<ToastContent>;
  /** Text of the close button's accessible name comes from React Aria; this is what it shows. @default '×' */
  closeLabel?: ReactNode;
  /** Class name of the toast. */
  className?: string;
}

/** One toast: its message announced as an alert, and a close button; `data-tone` for the theme. */
export function Item({ toast, state, closeLabel = '×', className }: ToastItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { toastProps, contentProps, titleProps, descriptionProps, closeButtonProps } = useToast(toast, state, ref);
  const { buttonProps } = useNativeButton(closeButtonProps, closeRef);
  return (
    <div {...toastProps} ref={ref} className={className} data-part="toast" data-tone={toast.content.tone ?? 'neutral'} data-state="open">
      <div {...contentProps} data-part="content">
        <p {...titleProps} data-part="title">
          {toast.content.title}
        </p>
        {toast.content.description ? (
          <p {...descriptionProps} data-part="description">
            {toast.content.description}
          </p>
        ) : null}
      </div>
      <button {...buttonProps} ref={closeRef} data-part="close">
        {closeLabel}
      </button>
    </div>
  );
}
