import type { ReactNode } from 'react';
import { lazyPart, useLazyPart, usePreloadWhenIdle } from '../internal/lazyPart.ts';
import type { ToastItemProps } from './ToastItem.tsx';
import type { QueuedToast, ToastContent, ToastQueue, ToastRegionProps, ToastState } from './useToast.ts';
import { useToasts } from './useToast.ts';

// The region's landmark behaviour and the toasts themselves (React Aria's toast hooks and their localised strings)
// load on demand: once the page is idle, or with the first toast.
const regionPart = lazyPart(() => import('./ToastRegionOpen.tsx'));

/** Loads the open region ahead of the first toast (the page-idle preload does this too). */
export function preloadToastRegion(): Promise<unknown> {
  return regionPart.load();
}

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
  const hasToasts = state.visibleToasts.length > 0;
  usePreloadWhenIdle(regionPart);
  const open = useLazyPart(regionPart, hasToasts);
  if (!hasToasts || !open) return null;
  return <open.OpenRegion {...props} state={state} />;
}

/** One toast (ToastItem.tsx), from the open region's module: a toast only shows inside the open region, so it has
 *  loaded by then and renders in the same commit. */
function Item(props: ToastItemProps) {
  const open = useLazyPart(regionPart, true);
  return open ? <open.Item {...props} /> : null;
}

/** Toasts (spec 2 §4 "Toasts"): `Region` is the live landmark, `Item` one toast in it. */
export const Toast = { Region, Item };
