import { useControlledState } from 'react-stately/useControlledState';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';

/** One picture of the lightbox: where it is, what it shows, and an optional caption under it. */
export interface LightboxImage {
  src: string;
  alt: string;
  caption?: string;
}

export interface LightboxProps {
  /** The pictures the lightbox pages through, in order. */
  images: readonly LightboxImage[];
  /** Whether the lightbox is open (controlled). */
  isOpen?: boolean;
  /** Whether the lightbox starts open when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the lightbox opens or closes (Close, Escape, a click outside the picture). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The position of the picture shown (controlled). */
  index?: number;
  /** The position of the picture shown first when uncontrolled. @default 0 */
  defaultIndex?: number;
  /** Called with the new position when the shopper pages or opens another picture. */
  onIndexChange?: (index: number) => void;
  /** Accessible name of the dialog. @default 'Image viewer' */
  label?: string;
}

export interface LightboxState {
  isOpen: boolean;
  /** The position of the picture shown, kept inside the list. */
  index: number;
  /** The picture shown, or undefined when the list is empty. */
  image: LightboxImage | undefined;
  count: number;
  label: string;
  overlay: OverlayTriggerState;
  /** Opens on the picture at `index` (or the current one). */
  open: (index?: number) => void;
  close: () => void;
  /** Shows the next picture, wrapping from the last to the first. */
  showNext: () => void;
  /** Shows the previous picture, wrapping from the first to the last. */
  showPrevious: () => void;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** The lightbox's state: open or closed, and which picture (spec 1 §2 "lightbox with Close button"). */
export function useLightboxState(props: LightboxProps): LightboxState {
  const overlay = useOverlayTriggerState({ isOpen: props.isOpen, defaultOpen: props.defaultOpen, onOpenChange: props.onOpenChange });
  const [rawIndex, setIndex] = useControlledState(props.index, props.defaultIndex ?? 0, props.onIndexChange);
  const count = props.images.length;
  const index = count === 0 ? 0 : Math.min(Math.max(rawIndex, 0), count - 1);
  return {
    isOpen: overlay.isOpen && count > 0,
    index,
    image: props.images[index],
    count,
    label: props.label ?? 'Image viewer',
    overlay,
    open: (target = index) => {
      if (count === 0) return;
      if (target !== index) setIndex(wrap(target, count));
      overlay.open();
    },
    close: () => overlay.close(),
    showNext: () => {
      if (count > 1) setIndex(wrap(index + 1, count));
    },
    showPrevious: () => {
      if (count > 1) setIndex(wrap(index - 1, count));
    },
  };
}
