import type { HTMLAttributes, ReactNode } from 'react';
import { createContext, use, useRef } from 'react';
import { Overlay } from 'react-aria/Overlay';
import { createPartsContext } from '../internal/createPartsContext.ts';
import { useNativeButton } from '../internal/useNativeButton.ts';
import type { PopupProps, PopupState } from './usePopup.ts';
import { usePopupDialog, usePopupState } from './usePopup.ts';

const [PopupContext, usePopupContext] = createPartsContext<PopupState>('Popup');
const PopupTitleContext = createContext<HTMLAttributes<HTMLElement> | null>(null);

export interface PopupRootProps extends PopupProps {
  /** The trigger and the content. */
  children: ReactNode;
}

/** Holds the popup's state and its lockout; renders no element of its own. */
function Root({ children, ...props }: PopupRootProps) {
  const state = usePopupState(props);
  return <PopupContext value={state}>{children}</PopupContext>;
}

export interface PopupTriggerProps {
  /** The button's content. */
  children: ReactNode;
  /** Accessible name, when the children do not give one. */
  'aria-label'?: string;
  /** Class name of the button. */
  className?: string;
}

/** A button that opens the popup (or closes it when open); focus returns to it on close. */
function Trigger({ children, className, 'aria-label': ariaLabel }: PopupTriggerProps) {
  const state = usePopupContext('Trigger');
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ type: 'button', onPress: state.toggle, 'aria-label': ariaLabel }, ref);
  return (
    <button
      {...buttonProps}
      ref={ref}
      className={className}
      aria-haspopup="dialog"
      aria-expanded={state.isOpen}
      data-part="popup-trigger"
      data-state={state.openState}
    >
      {children}
    </button>
  );
}

export interface PopupContentProps {
  /** The title, body and buttons. */
  children: ReactNode;
  /** Accessible name when the popup has no `Popup.Title`. */
  'aria-label'?: string;
  /** Class name of the dialog. */
  className?: string;
}

/**
 * The modal dialog, in a portal over a backdrop while open. Unstyled: `data-rigkit="popup"` on the backdrop,
 * `data-part="popup-content"` on the dialog.
 */
function Content(props: PopupContentProps) {
  const state = usePopupContext('Content');
  if (!state.isOpen) return null;
  return (
    <Overlay>
      <OpenContent {...props} state={state} />
    </Overlay>
  );
}

function OpenContent({ children, className, state, 'aria-label': ariaLabel }: PopupContentProps & { state: PopupState }) {
  const ref = useRef<HTMLDivElement>(null);
  const dialog = usePopupDialog(state, { 'aria-label': ariaLabel }, ref);
  return (
    <div {...dialog.underlayProps} data-rigkit="popup" data-state="open">
      <div {...dialog.dialogProps} ref={ref} className={className} data-part="popup-content">
        <PopupTitleContext value={dialog.titleProps}>{children}</PopupTitleContext>
      </div>
    </div>
  );
}

export interface PopupTitleProps {
  /** The heading text; it names the dialog. */
  children: ReactNode;
  /** Heading level. @default 2 */
  level?: 2 | 3 | 4 | 5 | 6;
  /** Class name of the heading. */
  className?: string;
}

/** The popup's heading, which names the dialog. */
function Title({ children, level = 2, className }: PopupTitleProps) {
  const titleProps = use(PopupTitleContext);
  if (!titleProps) throw new Error('Popup.Title must be inside Popup.Content');
  const Heading = `h${level}` as const;
  return (
    <Heading {...titleProps} className={className} data-part="popup-title">
      {children}
    </Heading>
  );
}

export interface PopupCloseProps {
  /** The button's text. @default 'Close' */
  children?: ReactNode;
  /** Class name of the button. */
  className?: string;
}

/** Closes the popup (ignored during the lockout right after it opened). */
function Close({ children = 'Close', className }: PopupCloseProps) {
  const state = usePopupContext('Close');
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ type: 'button', onPress: state.close }, ref);
  return (
    <button {...buttonProps} ref={ref} className={className} data-part="popup-close">
      {children}
    </button>
  );
}

/**
 * A dialog primitive for the product page's popups (spec 2 §2): `Root` holds the state with the 500 ms lockout after
 * each open or close, `Trigger` toggles it, `Content` is the React Aria modal holding `Title`, your body and `Close`.
 */
export const Popup = { Root, Trigger, Content, Title, Close };
