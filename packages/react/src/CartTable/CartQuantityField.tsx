import { useRef } from 'react';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { cartTableMessages } from './messages.ts';
import type { CartQuantityFieldProps } from './useCartQuantityField.ts';
import { useCartQuantityField } from './useCartQuantityField.ts';

export interface CartQuantityFieldComponentProps extends CartQuantityFieldProps {
  /** The accessible name of the field, e.g. "Quantity of AMD Ryzen 7 9800X3D". */
  label: string;
}

/** The line's quantity combobox: a text box for any quantity and a list of 1–5 (spec 2 §5). */
export function CartQuantityField(props: CartQuantityFieldComponentProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useCartQuantityField(props, inputRef);
  return (
    <div data-part="quantity" data-state={field.isOpen ? 'open' : 'closed'}>
      <VisuallyHidden elementType="span">
        <label {...field.labelProps}>{props.label}</label>
      </VisuallyHidden>
      <div data-part="quantity-control">
        <input {...field.inputProps} ref={inputRef} data-part="quantity-input" />
        <button {...field.toggleButtonProps} aria-label={cartTableMessages.showQuantities} data-part="quantity-toggle">
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul {...field.menuProps} data-part="quantity-menu" hidden={!field.isOpen}>
        {field.isOpen
          ? field.choices.map((choice, index) => (
              <li
                key={choice}
                {...field.optionProps(index)}
                data-part="quantity-option"
                data-highlighted={field.highlightedIndex === index ? '' : undefined}
                data-selected={field.selectedItem === choice ? '' : undefined}
              >
                {choice}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
