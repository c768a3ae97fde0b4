// A radio group of native `<input type="radio">`s sharing one name, with React Aria's radio group contract for
// short option lists (the build tile's pickers, the cart's mouse-mat offers): role "radiogroup" with its
// orientation and names, a roving tab stop on the chosen radio, and the browser's own arrow-key moves within a
// same-name group, which check the radio they reach. React Aria's useRadioGroup brings a focus manager
// (FocusScope) for the arrow keys that native radios already handle: about 6 kB gzip on every page with a build
// tile or the cart (issue 6/7 route JavaScript budgets).
import type { HTMLAttributes, InputHTMLAttributes } from 'react';
import { useEffect, useId, useRef } from 'react';

export interface NativeRadioGroupOptions {
  /** The chosen value, null for none. */
  value: string | null;
  /** Called with the value of the radio the shopper checks. */
  onChange: (value: string) => void;
  orientation: 'horizontal' | 'vertical';
  /** Disables every radio (e.g. while a choice is being applied). @default false */
  isDisabled?: boolean;
  /** The id of the group's visible label. */
  'aria-labelledby': string;
  /** The id of a description, given to the group and each radio (as React Aria does). */
  'aria-describedby'?: string;
}

export interface NativeRadio {
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  isSelected: boolean;
  isDisabled: boolean;
}

export interface NativeRadioGroupAria {
  radioGroupProps: HTMLAttributes<HTMLDivElement>;
  /** The props of one radio in the group. */
  radio: (value: string) => NativeRadio;
}

export function useNativeRadioGroup(options: NativeRadioGroupOptions): NativeRadioGroupAria {
  const name = useId();
  const isDisabled = options.isDisabled ?? false;
  const describedBy = options['aria-describedby'];
  // The radio that last had the focus. Disabling the group (while a choice is applied) takes the focus from it and
  // leaves it on the page; it comes back when the group is enabled again, so keyboard users keep their place, as
  // with React Aria's radios.
  const lastFocused = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const radio = lastFocused.current;
    if (isDisabled || !radio?.isConnected) return;
    const active = document.activeElement;
    if (active === null || active === document.body) radio.focus();
  }, [isDisabled]);
  return {
    radioGroupProps: {
      role: 'radiogroup',
      'aria-orientation': options.orientation,
      'aria-labelledby': options['aria-labelledby'],
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(isDisabled ? { 'aria-disabled': true } : {}),
    },
    radio: (value) => {
      const isSelected = options.value === value;
      return {
        isSelected,
        isDisabled,
        inputProps: {
          type: 'radio',
          name,
          value,
          checked: isSelected,
          disabled: isDisabled,
          // One tab stop per group: the chosen radio, or every radio while none is chosen (the browser then stops
          // on the first one it reaches).
          tabIndex: options.value === null || isSelected ? 0 : -1,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          onFocus: (event) => {
            lastFocused.current = event.currentTarget;
          },
          onChange: (event) => {
            if (event.target.checked) options.onChange(value);
          },
        },
      };
    },
  };
}
