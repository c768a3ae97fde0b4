// React Aria's button contract for a native `<button>` that only needs to be pressed (Add to Cart, Remove, Clear
// all, dialog close, slider arrows...): type (default "button"), disabled, out of the tab order on request, its
// aria-* attributes, and `onPress` with a press event whose pointer type says mouse, touch, pen, keyboard or
// virtual (a screen reader's click). The browser already turns Enter, Space, taps and clicks on a native button into
// one click, so React Aria's press machinery (usePress with its global listeners, text-selection guards and link
// handling) is not needed here; it was about 4 to 10 kB gzip on every route (issue 6/7 budgets). Press start and
// end follow the pointer and the Enter and Space keys, as React Aria's do (a menu trigger opening on mouse down, a
// step button repeating while held); a virtual click starts, ends and presses at once.
import type { ButtonHTMLAttributes, KeyboardEvent, MouseEvent, PointerEvent, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import type { AriaButtonProps, ButtonAria } from 'react-aria/useButton';
import type { PressEvent } from 'react-aria/usePress';

type PointerType = PressEvent['pointerType'];

/** The part of React Aria's button props a native button supports here. */
export type NativeButtonProps = Pick<
  AriaButtonProps<'button'>,
  | 'type'
  | 'isDisabled'
  | 'onPress'
  | 'onPressStart'
  | 'onPressEnd'
  | 'excludeFromTabOrder'
  | 'preventFocusOnPress'
  | 'id'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-details'
  | 'aria-expanded'
  | 'aria-haspopup'
  | 'aria-controls'
  | 'aria-pressed'
  | 'aria-current'
  | 'form'
>;

type PressType = PressEvent['type'];

function pressEvent(type: PressType, event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>, pointerType: PointerType): PressEvent {
  const button = event.currentTarget;
  const clientPoint = 'clientX' in event ? { x: event.clientX, y: event.clientY } : undefined;
  // Where in the button the press was, measured only if a handler asks: measuring forces the browser to lay the page
  // out inside the press's handler, after whatever the press start changed.
  const point = () => {
    const rect = button.getBoundingClientRect();
    return clientPoint ? { x: clientPoint.x - rect.left, y: clientPoint.y - rect.top } : { x: rect.width / 2, y: rect.height / 2 };
  };
  return {
    type,
    pointerType,
    target: button,
    shiftKey: event.shiftKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    get x() {
      return point().x;
    },
    get y() {
      return point().y;
    },
    key: 'key' in event ? event.key : undefined,
    continuePropagation: () => {},
  };
}

const isPressKey = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

/**
 * `buttonProps` for the native `<button>` that `ref` points at. Unlike React Aria's, it does not say whether the
 * button is held down: no part draws that (CSS has `:active`), and the state re-rendered the button's owner
 * (a whole filter column or price panel) as a press started and again as it ended, inside the press's frame.
 */
export function useNativeButton(props: NativeButtonProps, ref: RefObject<HTMLButtonElement | null>): Pick<ButtonAria<ButtonHTMLAttributes<HTMLButtonElement>>, 'buttonProps'> {
  const { type = 'button', isDisabled = false, onPress, onPressStart, onPressEnd, excludeFromTabOrder = false, preventFocusOnPress = false, ...attributes } = props;
  // A focused button that becomes disabled (while its action runs) keeps the focus in Chrome without a blur event;
  // React Aria blurs it, so the page's focus and focus ring stay as they were with React Aria's buttons.
  useEffect(() => {
    const button = ref.current;
    if (isDisabled && button !== null && button === document.activeElement) button.blur();
  }, [isDisabled, ref]);
  // How the press under way (and the click it ends in) was started: a pointer or a press key; none for a virtual click.
  const startedBy = useRef<PointerType | null>(null);
  // The pointer type of the press being held, null when none is.
  const held = useRef<PointerType | null>(null);
  const start = (event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>, pointerType: PointerType) => {
    startedBy.current = pointerType;
    held.current = pointerType;
    onPressStart?.(pressEvent('pressstart', event, pointerType));
  };
  const release = (event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) => {
    const pointerType = held.current;
    if (pointerType === null) return;
    held.current = null;
    onPressEnd?.(pressEvent('pressend', event, pointerType));
  };
  return {
    buttonProps: {
      ...attributes,
      type,
      disabled: isDisabled,
      ...(excludeFromTabOrder ? { tabIndex: -1 } : {}),
      onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || isDisabled) return;
        start(event, event.pointerType === 'touch' || event.pointerType === 'pen' ? event.pointerType : 'mouse');
      },
      onPointerUp: release,
      onPointerCancel: release,
      onPointerLeave: release,
      ...(preventFocusOnPress ? { onMouseDown: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() } : {}),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (!isPressKey(event) || event.repeat || isDisabled || event.defaultPrevented) return;
        start(event, 'keyboard');
      },
      onKeyUp: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (isPressKey(event)) release(event);
      },
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        if (isDisabled) return;
        // A click nobody pressed for (detail 0 without a pointer or key down first) is a screen reader's.
        const isVirtual = startedBy.current === null || (event.detail === 0 && startedBy.current !== 'keyboard');
        if (isVirtual) start(event, 'virtual');
        const pointerType = startedBy.current ?? 'virtual';
        if (isVirtual) release(event);
        startedBy.current = null;
        onPress?.(pressEvent('press', event, pointerType));
      },
    },
  };
}
