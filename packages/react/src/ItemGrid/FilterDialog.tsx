// The mobile filter panel (spec 1 §2): under 900 px the filters open in a modal dialog.
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useButton } from 'react-aria/useButton';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { Overlay } from 'react-aria/Overlay';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';

export interface FilterDialogProps {
  title: string;
  closeLabel: string;
  state: OverlayTriggerState;
  children: ReactNode;
}

function DialogBody(props: FilterDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { dialogProps, titleProps } = useDialog({}, ref);
  const { buttonProps } = useButton({ onPress: props.state.close }, closeRef);
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

function Modal(props: FilterDialogProps) {
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

export function FilterDialog(props: FilterDialogProps) {
  return props.state.isOpen ? <Modal {...props} /> : null;
}
