import type { ReactNode } from 'react';
import { Fragment, useRef } from 'react';
import { useButton } from 'react-aria/useButton';
import type { QueuedToast, ToastContent, ToastQueue, ToastRegionProps, ToastState } from './useToast.ts';
import { useToast, useToasts, useToastRegion } from './useToast.ts';

export interface ToastRegionComponentProps extends ToastRegionProps {
  /** A shared queue (createToastQueue) to show; without it, `state`. */
  queue?: ToastQueue<ToastContent>;
  /** The toast state of a widget (useToasts); used when no queue is given. */
  state?: ToastState<ToastContent>;
  /** Renders one toast. @default a Toast.Item */
  children?: (toast: QueuedToast<ToastContent>, state: ToastState<ToastContent>) => ReactNode;
  /** Class name of the region. */
  className?: string;
}

/** The landmark holding the visible toasts; renders nothing while there are none. */
function Region(props: ToastRegionComponentProps) {
  const fromQueue = useToasts(props.queue);
  const state = props.queue || !props.state ? fromQueue : props.state;
  if (state.visibleToasts.length === 0) return null;
  return <OpenRegion {...props} state={state} />;
}

function OpenRegion({ state, children, className, ...props }: ToastRegionComponentProps & { state: ToastState<ToastContent> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { regionProps } = useToastRegion(props, state, ref);
  return (
    <div {...regionProps} ref={ref} className={className} data-rigkit="toast-region">
      {state.visibleToasts.map((toast) =>
        children ? <Fragment key={toast.key}>{children(toast, state)}</Fragment> : <Item key={toast.key} toast={toast} state={state} />,
      )}
    </div>
  );
}

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
function Item({ toast, state, closeLabel = '×', className }: ToastItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { toastProps, contentProps, titleProps, descriptionProps, closeButtonProps } = useToast(toast, state, ref);
  const { buttonProps } = useButton(closeButtonProps, closeRef);
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

/** Toasts (spec 2 §4 "Toasts"): `Region` is the live landmark, `Item` one toast in it. */
export const Toast = { Region, Item };
