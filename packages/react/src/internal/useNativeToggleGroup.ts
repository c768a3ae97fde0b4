// A group of native toggle buttons with one choice (React Aria's useToggleButtonGroup contract in single selection
// mode): role "radiogroup" with its name and orientation, each button a "radio" with aria-checked, the arrow keys
// moving the focus between the buttons, Tab leaving the group (one tab stop, as a toolbar) and the focus coming back
// to the button that had it. React Aria's version brings usePress and a focus manager (FocusScope, the locale
// provider): about 15 kB gzip on the promotion page (issue 21's route JavaScript budgets), for buttons that the
// browser already presses with a click, Enter and Space. The selection itself stays react-stately's ToggleGroupState.
import type { ButtonHTMLAttributes, FocusEvent, HTMLAttributes, KeyboardEvent, RefObject } from 'react';
import { useRef } from 'react';
import type { ToggleGroupState } from 'react-stately/useToggleGroupState';

export interface NativeToggleGroupOptions {
  /** The group's accessible name. */
  'aria-label': string;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
}

/** The enabled buttons of the group, in document order. */
function buttonsOf(group: HTMLElement): HTMLButtonElement[] {
  return [...group.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
}

export function useNativeToggleGroup(options: NativeToggleGroupOptions, ref: RefObject<HTMLElement | null>): { groupProps: HTMLAttributes<HTMLElement> } {
  const orientation = options.orientation ?? 'horizontal';
  const lastFocused = useRef<HTMLElement | null>(null);
  const onKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    const group = ref.current;
    if (!group || !(event.target instanceof HTMLElement)) return;
    const buttons = buttonsOf(group);
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    if (event.key === 'Tab') {
      // As React Aria's toolbar: jump to the first or last button and let the browser's Tab leave the group from there.
      lastFocused.current = event.target;
      (event.shiftKey ? buttons[0] : buttons[buttons.length - 1])?.focus();
      return;
    }
    if (event.key !== next && event.key !== previous) return;
    // No wrap at the ends, as React Aria's focus manager.
    buttons[event.key === next ? index + 1 : index - 1]?.focus();
    event.preventDefault();
    event.stopPropagation();
  };
  // Coming back into the group from outside, the focus returns to the button that had it when it left.
  const onFocusCapture = (event: FocusEvent<HTMLElement>) => {
    const group = ref.current;
    const previous = lastFocused.current;
    if (!group || !previous || group.contains(event.relatedTarget as Node | null)) return;
    lastFocused.current = null;
    if (previous.isConnected && group.contains(previous) && previous !== event.target) previous.focus();
  };
  const onBlurCapture = (event: FocusEvent<HTMLElement>) => {
    if (!ref.current?.contains(event.relatedTarget as Node | null) && !lastFocused.current) lastFocused.current = event.target;
  };
  return {
    groupProps: { role: 'radiogroup', 'aria-orientation': orientation, 'aria-label': options['aria-label'], onKeyDownCapture, onFocusCapture, onBlurCapture },
  };
}

/** One button of the group: a radio checked while its key is chosen; pressing it toggles the key. */
export function useNativeToggleGroupItem(id: string | number, state: ToggleGroupState): { buttonProps: ButtonHTMLAttributes<HTMLButtonElement>; isSelected: boolean } {
  const isSelected = state.selectedKeys.has(id);
  return {
    isSelected,
    buttonProps: { type: 'button', role: 'radio', 'aria-checked': isSelected, disabled: state.isDisabled || undefined, onClick: () => state.toggleKey(id) },
  };
}
