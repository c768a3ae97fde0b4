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
  const { combobox, choices, inputHandlers } = useCartQuantityField(props);
  const isDisabled = props.isDisabled ?? false;
  return (
    <div data-part="quantity" data-state={combobox.isOpen ? 'open' : 'closed'}>
      <VisuallyHidden elementType="span">
        <label {...combobox.getLabelProps()}>{props.label}</label>
      </VisuallyHidden>
      <div data-part="quantity-control">
        <input
          {...combobox.getInputProps({ ...inputHandlers, disabled: isDisabled, inputMode: 'numeric', size: 3 })}
          data-part="quantity-input"
        />
        <button
          {...combobox.getToggleButtonProps({ disabled: isDisabled, 'aria-label': cartTableMessages.showQuantities })}
          type="button"
          data-part="quantity-toggle"
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul {...combobox.getMenuProps()} data-part="quantity-menu" hidden={!combobox.isOpen}>
        {combobox.isOpen
          ? choices.map((choice, index) => (
              <li
                key={choice}
                {...combobox.getItemProps({ item: choice, index })}
                data-part="quantity-option"
                data-highlighted={combobox.highlightedIndex === index ? '' : undefined}
                data-selected={combobox.selectedItem === choice ? '' : undefined}
              >
                {choice}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
