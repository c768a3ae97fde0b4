import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { withIntent } from '../internal/withIntent.ts';
import { lazyPart, useLazyPart, usePreloadWhenIdle } from '../internal/lazyPart.ts';
import { LightboxContext, useDialogContext, useLightboxContext } from './LightboxContext.ts';
import type { LightboxProps } from './useLightbox.ts';
import { useLightboxState } from './useLightbox.ts';

// The open dialog loads on demand: once the page is idle, or earlier when a trigger is pointed at or focused, or the
// lightbox opens.
const contentPart = lazyPart(() => import('./LightboxContent.tsx'));
const preloadContent = () => void contentPart.load();

export interface LightboxRootProps extends LightboxProps {
  /** The triggers and the content. */
  children: ReactNode;
}

/** Holds the lightbox's state; renders no element of its own. */
function Root({ children, ...props }: LightboxRootProps) {
  const state = useLightboxState(props);
  usePreloadWhenIdle(contentPart, state.count > 0);
  return <LightboxContext value={state}>{children}</LightboxContext>;
}

export interface LightboxTriggerProps {
  /** The position of the picture this trigger opens. @default 0 */
  index?: number;
  /** What the shopper presses, typically a thumbnail whose alt text names the picture. */
  children: ReactNode;
  /** Accessible name, when the children do not give one. */
  'aria-label'?: string;
  /** Class name of the button. */
  className?: string;
}

/** A button that opens the lightbox on one picture; focus comes back to it when the lightbox closes. */
function Trigger({ index = 0, children, className, 'aria-label': ariaLabel }: LightboxTriggerProps) {
  const state = useLightboxContext('Trigger');
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ type: 'button', onPress: () => state.open(index), 'aria-label': ariaLabel }, ref);
  return (
    <button
      {...withIntent(buttonProps, preloadContent)}
      ref={ref}
      className={className}
      data-rigkit="lightbox-trigger" data-part="trigger" aria-haspopup="dialog">
      {children}
    </button>
  );
}

export interface LightboxContentProps {
  /** The image, caption, counter and buttons, in the order you want them read. */
  children: ReactNode;
  /** Class name of the dialog. */
  className?: string;
}

/**
 * The modal dialog, rendered over a backdrop in a portal while open. Unstyled: `data-rigkit="lightbox"` on the
 * backdrop, `data-part="content"` on the dialog.
 */
function Content(props: LightboxContentProps) {
  const state = useLightboxContext('Content');
  const open = useLazyPart(contentPart, state.isOpen);
  if (!state.isOpen || !open) return null;
  return <open.LightboxOpenContent {...props} state={state} />;
}

/** The picture shown. */
function Image({ className }: LightboxPartProps) {
  const { state } = useDialogContext('Image');
  if (!state.image) return null;
  return <img className={className} src={state.image.src} alt={state.image.alt} data-part="image" />;
}

/** The shown picture's caption; nothing when it has none. */
function Caption({ className }: LightboxPartProps) {
  const { state, captionProps } = useDialogContext('Caption');
  if (!state.image?.caption) return null;
  return (
    <p {...captionProps} className={className} data-part="caption">
      {state.image.caption}
    </p>
  );
}

/** "2 of 5", announced politely as the shopper pages (designed). */
function Counter({ className }: LightboxPartProps) {
  const { state } = useDialogContext('Counter');
  return (
    <p className={className} data-part="counter" aria-live="polite" aria-atomic="true">
      {state.index + 1} of {state.count}
    </p>
  );
}

/** Props of the parts that render one element and take only a class name. */
export interface LightboxPartProps {
  /** Class name of the element. */
  className?: string;
}

export interface LightboxButtonProps {
  /** The button's text. @default 'Close', 'Previous' or 'Next' */
  children?: ReactNode;
  /** Class name of the button. */
  className?: string;
}

/** The Close button of spec 1 §2. */
function Close({ children = 'Close', className }: LightboxButtonProps) {
  const { state } = useDialogContext('Close');
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ type: 'button', onPress: state.close }, ref);
  return (
    <button {...buttonProps} ref={ref} className={className} data-part="close">
      {children}
    </button>
  );
}

/** Shows the previous picture (from the first, the last); disabled when there is only one. */
function Previous({ children = 'Previous', className }: LightboxButtonProps) {
  const { state } = useDialogContext('Previous');
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ type: 'button', onPress: state.showPrevious, isDisabled: state.count < 2 }, ref);
  return (
    <button {...buttonProps} ref={ref} className={className} data-part="previous">
      {children}
    </button>
  );
}

/** Shows the next picture (from the last, the first); disabled when there is only one. */
function Next({ children = 'Next', className }: LightboxButtonProps) {
  const { state } = useDialogContext('Next');
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ type: 'button', onPress: state.showNext, isDisabled: state.count < 2 }, ref);
  return (
    <button {...buttonProps} ref={ref} className={className} data-part="next">
      {children}
    </button>
  );
}

/**
 * The lightbox (spec 1 §2 "lightbox with Close button"): `Root` holds the state, `Trigger` opens it on a picture,
 * `Content` is the modal dialog holding `Image`, `Caption`, `Counter`, `Previous`, `Next` and `Close`.
 */
export const Lightbox = { Root, Trigger, Content, Image, Caption, Counter, Previous, Next, Close };
