import type { QueuedToast, ToastOptions, ToastState } from 'react-stately/useToastState';
import { ToastQueue, useToastQueue, useToastState } from 'react-stately/useToastState';

// A small toast primitive over React Aria's toast hooks: a landmark region (F6 reaches it), each toast an
// alertdialog whose content is an alert, so a screen reader announces it when it appears; hovering or focusing the
// region pauses the timers. Durations come from the callers' domain constants (spec 2 §4, §9: 2000 to 5000 ms; the
// add-to-cart toast 1000 ms, the UV-removed toast 2000 ms).

/** How a toast reads: its tone names a state the theme styles (`data-tone`). */
export type ToastTone = 'neutral' | 'success' | 'warning' | 'error';

/** What one toast says. */
export interface ToastContent {
  /** The message, quoted verbatim from the specs where they give one. */
  title: string;
  /** A second line, when the title needs one. */
  description?: string;
  /** @default 'neutral' */
  tone?: ToastTone;
}

export type { QueuedToast, ToastOptions, ToastState };
export { ToastQueue };
export type { ToastRegionProps } from './useToastRegion.ts';
export type { ToastAria } from './useToastItem.ts';

/** A queue to share between the widgets that show toasts and one region rendered by the page layout. */
export function createToastQueue(options: { maxVisibleToasts?: number } = {}): ToastQueue<ToastContent> {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: options.maxVisibleToasts ?? 3 });
}

/** The toast state of a widget: the given shared queue, or a queue of its own. */
export function useToasts(queue?: ToastQueue<ToastContent>): ToastState<ToastContent> {
  const own = useToastState<ToastContent>({ maxVisibleToasts: 3 });
  // Both hooks always run (rules of hooks); a queue of its own costs nothing while unused.
  const shared = useToastQueue(queue ?? fallbackQueue);
  return queue ? shared : own;
}

const fallbackQueue = new ToastQueue<ToastContent>();
