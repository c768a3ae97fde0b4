// The kit-change dialog's modal shell (React Aria's Overlay, useModalOverlay and useDialog: focus containment,
// scroll lock, Escape and outside press). It is a lazy part (issue 21's route JavaScript budgets): the order page
// shows a Change button per part of a custom build, but this code is needed only once one is pressed, so it loads
// when a Change button is pointed at or focused, or when a dialog opens.
import { useRef, type ReactNode } from 'react';
import { Overlay } from 'react-aria/Overlay';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { KitChangeDialogContext, useKitChangeDialogContext } from './context.ts';

export function KitChangeModal({ children }: { children: ReactNode }) {
  return (
    <Overlay>
      <ModalDialog>{children}</ModalDialog>
    </Overlay>
  );
}

function ModalDialog({ children }: { children: ReactNode }) {
  const context = useKitChangeDialogContext('Dialog');
  const { widget } = context;
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: widget.state !== 'saving' }, widget.overlay, ref);
  const { dialogProps, titleProps } = useDialog({}, ref);
  return (
    <div {...underlayProps} data-rigkit="kit-change-dialog" data-state={widget.state}>
      <div {...modalProps} {...dialogProps} ref={ref} data-part="dialog" aria-busy={widget.state === 'loading' || widget.state === 'saving'}>
        <KitChangeDialogContext value={{ ...context, titleProps }}>{children}</KitChangeDialogContext>
      </div>
    </div>
  );
}
