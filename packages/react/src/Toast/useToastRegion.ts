// The toast region's behaviour (React Aria's landmark region), apart from useToast.ts so that only the open region
// (ToastRegionOpen.tsx, loaded on demand) brings it and its landmark manager into a page.
import type { DOMAttributes, RefObject } from 'react';
import { useToastRegion as useAriaToastRegion } from 'react-aria/useToast';
import type { ToastState } from 'react-stately/useToastState';
import type { ToastContent } from './useToast.ts';

export interface ToastRegionProps {
  /** Accessible name of the region. @default React Aria's localised count, '1 notification' */
  'aria-label'?: string;
}

/** Props for the region element. */
export function useToastRegion(props: ToastRegionProps, state: ToastState<ToastContent>, ref: RefObject<HTMLElement | null>): { regionProps: DOMAttributes<HTMLElement> } {
  return useAriaToastRegion(props, state, ref);
}
