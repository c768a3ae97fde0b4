import { cartQuantityChoices, parseCartQuantity } from '@rigkit/domain/cart';
import type { UseComboboxReturnValue } from 'downshift';
import { useCombobox } from 'downshift';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';

export interface CartQuantityFieldProps {
  /** The line's current quantity. */
  quantity: number;
  /** Called with a quantity picked from 1–5 or typed (a whole number of at least 1). */
  onChange: (quantity: number) => void;
  /** Whether the field is locked, e.g. while the line is being removed. @default false */
  isDisabled?: boolean;
}

export interface CartQuantityFieldAria {
  combobox: UseComboboxReturnValue<string>;
  choices: string[];
  /** Extra handlers for the input: typed text is saved on Enter and on leaving the field. */
  inputHandlers: { onBlur: (event: FocusEvent<HTMLInputElement>) => void; onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void };
}

/**
 * Cart quantity: pick 1 to 5 from a list or type freely (spec 2 §5, §9). A combobox (downshift) whose list is the
 * domain's quick quantities; typed text goes through `parseCartQuantity` and falls back to the old quantity when it
 * is not a whole number of at least 1.
 */
export function useCartQuantityField(props: CartQuantityFieldProps): CartQuantityFieldAria {
  const current = String(props.quantity);
  const [inputValue, setInputValue] = useState(current);
  // A new quantity from the cart (our own change saved, another tab, the server) shows in the box. The field stays
  // mounted through it: remounting it on each quantity dropped the keyboard focus after every change.
  const [shownQuantity, setShownQuantity] = useState(props.quantity);
  if (shownQuantity !== props.quantity) {
    setShownQuantity(props.quantity);
    setInputValue(current);
  }
  const choices = cartQuantityChoices(props.quantity).map(String);
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

  const combobox = useCombobox<string>({
    items: choices,
    inputValue,
    selectedItem: current,
    itemToString: (item) => item ?? '',
    onInputValueChange: ({ inputValue: text, type }) => {
      // Only what the shopper types is kept; downshift's own resets would undo a typed number.
      if (type === useCombobox.stateChangeTypes.InputChange) setInputValue(text);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) commit(selectedItem);
    },
  });

  return {
    combobox,
    choices,
    inputHandlers: {
      onBlur: () => {
        if (combobox.highlightedIndex < 0 || !combobox.isOpen) commit(inputValue);
      },
      onKeyDown: (event) => {
        if (event.key === 'Enter' && (combobox.highlightedIndex < 0 || !combobox.isOpen)) commit(inputValue);
      },
    },
  };
}
