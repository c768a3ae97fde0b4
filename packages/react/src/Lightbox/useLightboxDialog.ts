// The open lightbox's behaviour, apart from its state (useLightbox.ts): React Aria's modal overlay and dialog load
// only with the open lightbox (LightboxContent.tsx), not with every page that shows a gallery (issue 6 budget).
import type { HTMLAttributes, KeyboardEvent, RefObject } from 'react';
import { useId } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import type { LightboxState } from './useLightbox.ts';

export interface LightboxDialogAria {
  underlayProps: HTMLAttributes<HTMLElement>;
  dialogProps: HTMLAttributes<HTMLElement>;
  captionProps: HTMLAttributes<HTMLElement>;
}

/**
 * Behaviour of the open lightbox: a modal dialog that Escape and a click outside close, with the rest of the page
 * hidden from assistive technology and its scroll locked; the arrow keys page through the pictures. Focus is
 * trapped and restored by the `Overlay` the dialog renders in.
 */
export function useLightboxDialog(state: LightboxState, ref: RefObject<HTMLElement | null>): LightboxDialogAria {
  const captionId = useId();
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state.overlay, ref);
  const { dialogProps } = useDialog({ 'aria-label': state.label }, ref);
  const hasCaption = Boolean(state.image?.caption);
  return {
    underlayProps,
    dialogProps: mergeProps(modalProps, dialogProps, {
      'aria-modal': true,
      'aria-describedby': hasCaption ? captionId : undefined,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'ArrowRight') state.showNext();
        else if (event.key === 'ArrowLeft') state.showPrevious();
      },
    }),
    captionProps: { id: captionId },
  };
}
