import { cartQuantityChoices, parseCartQuantity } from '@rigkit/domain/cart';
import type { ButtonHTMLAttributes, HTMLAttributes, InputHTMLAttributes, KeyboardEvent, LabelHTMLAttributes, LiHTMLAttributes, MouseEvent, RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';

export interface CartQuantityFieldProps {
  /** The line's current quantity. */
  quantity: number;
  /** Called with a quantity picked from 1–5 or typed (a whole number of at least 1). */
  onChange: (quantity: number) => void;
  /** Whether the field is locked, e.g. while the line is being removed. @default false */
  isDisabled?: boolean;
}

export interface CartQuantityFieldAria {
  /** Whether the list of quick quantities is shown. */
  isOpen: boolean;
  /** The quick quantities (1–5) as the list shows them. */
  choices: string[];
  /** The list entry the arrow keys or the pointer are on, -1 for none. */
  highlightedIndex: number;
  /** The line's quantity as text: the list entry shown as chosen. */
  selectedItem: string;
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  toggleButtonProps: ButtonHTMLAttributes<HTMLButtonElement>;
  menuProps: HTMLAttributes<HTMLUListElement>;
  /** The props of the list entry at `index`. */
  optionProps: (index: number) => LiHTMLAttributes<HTMLLIElement>;
}

// Pressing the list or the button must not take the focus from the text box: its blur would save what is typed.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * Cart quantity: pick 1 to 5 from a list or type freely (spec 2 §5, §9). An editable combobox (the ARIA 1.2 pattern,
 * as downshift's useCombobox drew it: list autocomplete, the highlighted entry as the active descendant) whose list is
 * the domain's quick quantities; typed text goes through `parseCartQuantity` and falls back to the old quantity when
 * it is not a whole number of at least 1. Written here rather than with downshift, which was 11 kB gzip of the cart
 * page's first download for a list of five numbers (issue 21's route JavaScript budgets). `inputRef` is the text
 * box's: the list's button puts the focus there.
 */
export function useCartQuantityField(props: CartQuantityFieldProps, inputRef: RefObject<HTMLInputElement | null>): CartQuantityFieldAria {
  const current = String(props.quantity);
  const [inputValue, setInputValue] = useState(current);
  const [isOpen, setOpen] = useState(false);
  const [highlightedIndex, setHighlightedIndex] = useState(-1);
  // A new quantity from the cart (our own change saved, another tab, the server) shows in the box. The field stays
  // mounted through it: remounting it on each quantity dropped the keyboard focus after every change.
  const [shownQuantity, setShownQuantity] = useState(props.quantity);
  if (shownQuantity !== props.quantity) {
    setShownQuantity(props.quantity);
    setInputValue(current);
  }
  const choices = cartQuantityChoices(props.quantity).map(String);
  const isDisabled = props.isDisabled ?? false;
  const id = useId();
  const ids = { label: `${id}-label`, input: `${id}-input`, menu: `${id}-menu`, toggle: `${id}-toggle`, item: (index: number) => `${id}-item-${index}` };
  // The last quantity handed on: picking 3 and then leaving the field must not save 3 twice.
  const committed = useRef(props.quantity);
  useEffect(() => {
    committed.current = props.quantity;
  }, [props.quantity]);

  const commit = (text: string) => {
    const quantity = parseCartQuantity(text);
    if (quantity === null) {
      setInputValue(String(committed.current));
      return;
    }
    setInputValue(String(quantity));
    if (quantity !== committed.current) {
      committed.current = quantity;
      props.onChange(quantity);
    }
  };
  /** Opens the list on the chosen quantity, or on `fallback` when the list does not hold it. */
  const open = (fallback: number) => {
    const chosen = choices.indexOf(current);
    setOpen(true);
    setHighlightedIndex(chosen >= 0 ? chosen : fallback);
  };
  const close = () => {
    setOpen(false);
    setHighlightedIndex(-1);
  };
  /** Enter or leaving the box: the highlighted entry of an open list, else what is typed. */
  const commitHighlightedOrTyped = () => {
    const highlighted = isOpen ? choices[highlightedIndex] : undefined;
    commit(highlighted ?? inputValue);
    close();
  };
  const move = (step: number) => setHighlightedIndex((index) => (index < 0 ? (step > 0 ? 0 : choices.length - 1) : (index + step + choices.length) % choices.length));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    const handled = (() => {
      switch (event.key) {
        case 'ArrowDown':
          if (event.altKey || !isOpen) open(0);
          else move(1);
          return true;
        case 'ArrowUp':
          if (event.altKey) close();
          else if (!isOpen) open(last);
          else move(-1);
          return true;
        case 'Home':
        case 'End':
          if (!isOpen) return false;
          setHighlightedIndex(event.key === 'Home' ? 0 : last);
          return true;
        case 'Escape':
          if (!isOpen) return false;
          close();
          return true;
        case 'Enter':
          commitHighlightedOrTyped();
          return isOpen;
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };

  return {
    isOpen,
    choices,
    highlightedIndex,
    selectedItem: current,
    labelProps: { id: ids.label, htmlFor: ids.input },
    inputProps: {
      id: ids.input,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': isOpen,
      'aria-controls': ids.menu,
      'aria-labelledby': ids.label,
      'aria-activedescendant': isOpen && highlightedIndex >= 0 ? ids.item(highlightedIndex) : '',
      autoComplete: 'off',
      disabled: isDisabled,
      inputMode: 'numeric',
      size: 3,
      value: inputValue,
      onChange: (event) => {
        setInputValue(event.target.value);
        setOpen(true);
        setHighlightedIndex(-1);
      },
      onClick: () => (isOpen ? close() : open(-1)),
      onKeyDown,
      onBlur: commitHighlightedOrTyped,
    },
    toggleButtonProps: {
      id: ids.toggle,
      type: 'button',
      tabIndex: -1,
      disabled: isDisabled,
      'aria-controls': ids.menu,
      'aria-expanded': isOpen,
      onMouseDown: keepFocus,
      onClick: () => {
        if (isOpen) close();
        else {
          open(-1);
          inputRef.current?.focus();
        }
      },
    },
    menuProps: { id: ids.menu, role: 'listbox', 'aria-labelledby': ids.label, onMouseDown: keepFocus, onMouseLeave: () => setHighlightedIndex(-1) },
    optionProps: (index) => ({
      id: ids.item(index),
      role: 'option',
      'aria-selected': index === highlightedIndex,
      onMouseMove: () => {
        if (index !== highlightedIndex) setHighlightedIndex(index);
      },
      onClick: () => {
        const choice = choices[index];
        if (choice !== undefined) commit(choice);
        close();
      },
    }),
  };
}
