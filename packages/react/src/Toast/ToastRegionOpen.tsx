// The toast region while it holds toasts: React Aria's toast region (a landmark, with focus management and
// the pause of the timers under the pointer or focus). Loaded on demand by Toast.Region (when the page is idle, or
// with the first toast), so pages with a region but no toast yet do not download it (issue 7 budget).
import { Fragment, useRef } from 'react';
import type { ToastRegionComponentProps } from './Toast.tsx';
import { Item } from './ToastItem.tsx';
import type { ToastContent, ToastState } from './useToast.ts';
import { useToastRegion } from './useToastRegion.ts';

// Toast.Item renders this one (it is only ever shown inside the open region, so it comes with it).
export { Item };

/** The landmark with the visible toasts. */
export function OpenRegion({ state, children, className, ...props }: ToastRegionComponentProps & { state: ToastState<ToastContent> }) {
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
