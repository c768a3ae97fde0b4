// One toast's behaviour (React Aria's useToast: an alertdialog whose content is an alert, its close button), apart
// from the queue and state in useToast.ts: only a shown toast needs it, so it loads with the open region
// (ToastRegionOpen.tsx, on demand) and not with every page that holds a region (issue 7 route JavaScript).
import type { DOMAttributes, RefObject } from 'react';
import type { AriaButtonProps } from 'react-aria/useButton';
import { useToast as useAriaToast } from 'react-aria/useToast';
import type { QueuedToast, ToastContent, ToastState } from './useToast.ts';

export interface ToastAria {
  toastProps: DOMAttributes<HTMLElement>;
  contentProps: DOMAttributes<HTMLElement>;
  titleProps: DOMAttributes<HTMLElement>;
  descriptionProps: DOMAttributes<HTMLElement>;
  closeButtonProps: AriaButtonProps;
}

/** Props for one toast's elements; the timer starts when the toast is shown. */
export function useToast(toast: QueuedToast<ToastContent>, state: ToastState<ToastContent>, ref: RefObject<HTMLElement | null>): ToastAria {
  const aria = useAriaToast({ toast }, state, ref);
  return {
    ...aria,
    // Without a description, nothing describes the dialog (React Aria points at an id that would not exist).
    toastProps: toast.content.description ? aria.toastProps : { ...aria.toastProps, 'aria-describedby': undefined },
  };
}
