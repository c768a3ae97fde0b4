// The open lightbox: the modal dialog over its backdrop, in a portal, with focus trapped and restored by Overlay.
// Loaded on demand by Lightbox.Content (when a trigger is pointed at, focused or pressed), so product pages do not
// download React Aria's modal overlay before the shopper asks for a larger picture (issue 6 budget).
import { Overlay } from 'react-aria/Overlay';
import { useRef } from 'react';
import type { LightboxContentProps } from './Lightbox.tsx';
import { LightboxDialogContext } from './LightboxContext.ts';
import type { LightboxState } from './useLightbox.ts';
import { useLightboxDialog } from './useLightboxDialog.ts';

/** The open dialog, in its overlay. */
export function LightboxOpenContent(props: LightboxContentProps & { state: LightboxState }) {
  return (
    <Overlay>
      <OpenContent {...props} />
    </Overlay>
  );
}

function OpenContent({ children, className, state }: LightboxContentProps & { state: LightboxState }) {
  const ref = useRef<HTMLDivElement>(null);
  const dialog = useLightboxDialog(state, ref);
  return (
    <div {...dialog.underlayProps} data-rigkit="lightbox" data-state="open">
      <div {...dialog.dialogProps} ref={ref} className={className} data-part="content" data-index={state.index}>
        <LightboxDialogContext value={{ state, captionProps: dialog.captionProps }}>{children}</LightboxDialogContext>
      </div>
    </div>
  );
}
