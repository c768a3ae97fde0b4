// The mobile filter panel (spec 1 §2): under 900 px the filters open in a modal dialog. The dialog (overlay, focus
// containment) loads on demand from FilterDialogModal.tsx when the Filters button is pointed at, focused or pressed.
import type { ReactNode } from 'react';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { lazyPart, useLazyPart } from '../internal/lazyPart.ts';

const modalPart = lazyPart(() => import('./FilterDialogModal.tsx'));

/** Starts loading the dialog before it is needed (the Filters button calls it on hover and focus). */
export function preloadFilterDialog(): void {
  void modalPart.load();
}

export interface FilterDialogProps {
  title: string;
  closeLabel: string;
  state: OverlayTriggerState;
  children: ReactNode;
}

export function FilterDialog(props: FilterDialogProps) {
  const modal = useLazyPart(modalPart, props.state.isOpen);
  return props.state.isOpen && modal ? <modal.FilterDialogModal {...props} /> : null;
}
