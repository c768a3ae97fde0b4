// The open mobile filter panel (spec 1 §2): React Aria's modal overlay and dialog, with focus containment. Loaded on
// demand by FilterDialog.tsx, so a grid page's first download does not carry it (issue 6 budget).
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { Overlay } from 'react-aria/Overlay';
import type { FilterDialogProps } from './FilterDialog.tsx';

function DialogBody(props: FilterDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { dialogProps, titleProps } = useDialog({}, ref);
  const { buttonProps } = useNativeButton({ onPress: props.state.close }, closeRef);
  return (
    <div {...dialogProps} ref={ref} data-part="filter-dialog">
      <h2 {...titleProps} data-part="filter-dialog-title">
        {props.title}
      </h2>
      {props.children}
      <button {...buttonProps} ref={closeRef} data-part="filter-dialog-close">
        {props.closeLabel}
      </button>
    </div>
  );
}

/** The modal with the filters in it, while the panel is open. */
export function FilterDialogModal(props: FilterDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, props.state, ref);
  return (
    <Overlay>
      <div {...underlayProps} data-rigkit="item-grid-filter-underlay">
        <div {...modalProps} ref={ref} data-rigkit="item-grid-filter-modal">
          <DialogBody {...props} />
        </div>
      </div>
    </Overlay>
  );
}
