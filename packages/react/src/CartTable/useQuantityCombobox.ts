// The cart quantity's combobox (spec 2 §5: "quantity from 1–5 or typed freely"): an editable text box with a list
// of quick quantities, in the ARIA 1.2 combobox pattern (role combobox on the input, aria-expanded, aria-controls,
// aria-activedescendant; a listbox of options; a toggle button out of the tab order). It keeps the keyboard and
// mouse behaviour of downshift's useCombobox, which it replaces: downshift was about 12 kB gzip of the cart page's
// first download for one five-item list (issue 7 route JavaScript budget).
import type { ButtonHTMLAttributes, FocusEvent, HTMLAttributes, InputHTMLAttributes, KeyboardEvent, LabelHTMLAttributes, LiHTMLAttributes, MouseEvent, Ref } from 'react';
import { useEffect, useId, useRef, useState } from 'react';

export interface QuantityComboboxOptions {
  /** The quick choices shown in the list. */
  items: readonly string[];
  /** The choice that is current (the line's quantity); opening the list highlights it. */
  selectedItem: string;
  /** The text in the box. */
  inputValue: string;
  /** Called with the text as the shopper types it. */
  onInputValueChange: (text: string) => void;
  /** Called when the shopper picks a choice other than the current one. */
  onSelectedItemChange: (item: string) => void;
}

export interface QuantityComboboxInputOptions {
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  size?: number;
}

export interface QuantityComboboxAria {
  isOpen: boolean;
  /** The index of the option the keyboard or pointer is on, -1 for none. */
  highlightedIndex: number;
  selectedItem: string;
  getLabelProps: () => LabelHTMLAttributes<HTMLLabelElement>;
  getInputProps: (options?: QuantityComboboxInputOptions) => InputHTMLAttributes<HTMLInputElement> & { ref: Ref<HTMLInputElement> };
  getToggleButtonProps: (options: { disabled?: boolean; 'aria-label': string }) => ButtonHTMLAttributes<HTMLButtonElement>;
  getMenuProps: () => HTMLAttributes<HTMLUListElement>;
  getItemProps: (options: { item: string; index: number }) => LiHTMLAttributes<HTMLLIElement>;
}

/** The next option from `start` by `offset`, wrapping at both ends; from none, down starts at the first, up at the last. */
export function moveHighlight(start: number, offset: number, count: number): number {
  if (count === 0) return -1;
  const last = count - 1;
  const from = start < 0 || start > last ? (offset > 0 ? -1 : last + 1) : start;
  const next = from + offset;
  if (next < 0) return last;
  if (next > last) return 0;
  return next;
}

export function useQuantityCombobox(options: QuantityComboboxOptions): QuantityComboboxAria {
  const { items, selectedItem } = options;
  const [isOpen, setOpen] = useState(false);
  const [highlightedIndex, setHighlightedIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const ids = { input: `${baseId}-input`, label: `${baseId}-label`, menu: `${baseId}-menu`, toggle: `${baseId}-toggle` };
  const itemId = (index: number) => `${baseId}-item-${index}`;
  const selectedIndex = items.indexOf(selectedItem);

  // An open list keeps the focus in the text box, wherever it was opened from (the toggle button too).
  useEffect(() => {
    if (isOpen && inputRef.current && document.activeElement !== inputRef.current) inputRef.current.focus();
  }, [isOpen]);

  const open = (highlight: number) => {
    setOpen(true);
    setHighlightedIndex(highlight);
  };
  const close = () => {
    setOpen(false);
    setHighlightedIndex(-1);
  };
  const toggle = () => (isOpen ? close() : open(selectedIndex));
  const select = (index: number) => {
    close();
    const item = items[index];
    if (item !== undefined && item !== selectedItem) options.onSelectedItemChange(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (isOpen) setHighlightedIndex(moveHighlight(highlightedIndex, 1, items.length));
        else open(selectedIndex);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (isOpen && event.altKey) select(highlightedIndex);
        else if (isOpen) setHighlightedIndex(moveHighlight(highlightedIndex, -1, items.length));
        else open(selectedIndex);
        return;
      case 'Home':
      case 'End':
        if (!isOpen) return;
        event.preventDefault();
        setHighlightedIndex(event.key === 'Home' ? 0 : items.length - 1);
        return;
      case 'PageUp':
      case 'PageDown':
        if (!isOpen) return;
        event.preventDefault();
        setHighlightedIndex(moveHighlight(highlightedIndex, event.key === 'PageUp' ? -10 : 10, items.length));
        return;
      case 'Enter':
        // 229: an input method is still composing; its own Enter comes next.
        if (!isOpen || event.nativeEvent.keyCode === 229) return;
        event.preventDefault();
        select(highlightedIndex);
        return;
      case 'Escape':
        if (!isOpen) return;
        event.preventDefault();
        close();
        return;
    }
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!isOpen) return;
    // Leaving the browser tab blurs the box too; only a real move away picks the highlighted option.
    const isTabSwitch = event.relatedTarget === null && document.activeElement !== document.body;
    if (!isTabSwitch && highlightedIndex >= 0) select(highlightedIndex);
    else close();
  };

  // Pressing the list or the toggle must not take the focus from the text box (its blur would close the list).
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return {
    isOpen,
    highlightedIndex,
    selectedItem,
    getLabelProps: () => ({ id: ids.label, htmlFor: ids.input }),
    getInputProps: ({ onBlur: ownBlur, onKeyDown: ownKeyDown, disabled, ...rest } = {}) => ({
      ...rest,
      ref: inputRef,
      id: ids.input,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-controls': ids.menu,
      'aria-expanded': isOpen,
      'aria-labelledby': ids.label,
      'aria-activedescendant': isOpen && highlightedIndex > -1 ? itemId(highlightedIndex) : '',
      autoComplete: 'off',
      value: options.inputValue,
      disabled,
      ...(disabled
        ? {}
        : {
            onChange: (event) => {
              open(-1);
              options.onInputValueChange(event.target.value);
            },
            onKeyDown: (event) => {
              ownKeyDown?.(event);
              onKeyDown(event);
            },
            onBlur: (event) => {
              ownBlur?.(event);
              onBlur(event);
            },
            onClick: toggle,
          }),
    }),
    getToggleButtonProps: ({ disabled, ...rest }) => ({
      ...rest,
      id: ids.toggle,
      'aria-controls': ids.menu,
      'aria-expanded': isOpen,
      tabIndex: -1,
      disabled,
      ...(disabled ? {} : { onClick: toggle, onMouseDown: keepFocus }),
    }),
    getMenuProps: () => ({
      id: ids.menu,
      role: 'listbox',
      'aria-labelledby': ids.label,
      onMouseLeave: () => setHighlightedIndex(-1),
      onMouseDown: keepFocus,
    }),
    getItemProps: ({ index }) => ({
      id: itemId(index),
      role: 'option',
      'aria-disabled': false,
      'aria-selected': index === highlightedIndex,
      onMouseMove: () => {
        if (index !== highlightedIndex) setHighlightedIndex(index);
      },
      onMouseDown: keepFocus,
      onClick: () => select(index),
    }),
  };
}
