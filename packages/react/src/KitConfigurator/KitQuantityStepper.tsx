// The quantity of a kit category's chosen option, when the category allows more than one (spec 2 §5).
import type { KitCategory, KitSelection } from '@rigkit/domain/kit';
import { useRef } from 'react';
import { kitConfiguratorMessages as messages } from './messages.ts';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { useQuantityField } from '../internal/useQuantityField.ts';

/** Quantity 1 to MaximumQuantity (spec 2 §5); the domain clamps as well, so a typed 99 becomes the maximum. */
export function QuantityStepper({ category, selection, onChange }: { category: KitCategory; selection: KitSelection; onChange: (quantity: number) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const decrementRef = useRef<HTMLButtonElement>(null);
  const incrementRef = useRef<HTMLButtonElement>(null);
  const label = `${messages.quantity}, ${category.CategoryName}`;
  const { groupProps, inputProps, incrementButtonProps, decrementButtonProps, announcementProps, announcement } = useQuantityField(
    {
      'aria-label': label,
      value: selection.SelectedQuantity,
      minValue: 1,
      maxValue: category.MaximumQuantity,
      onChange: (quantity: number) => {
        if (Number.isFinite(quantity)) onChange(quantity);
      },
    },
    inputRef,
  );
  const { buttonProps: decrementProps } = useNativeButton(decrementButtonProps, decrementRef);
  const { buttonProps: incrementProps } = useNativeButton(incrementButtonProps, incrementRef);
  return (
    <div {...groupProps} data-part="quantity">
      <span data-part="quantity-label" aria-hidden="true">
        {messages.quantity}
      </span>
      <button {...decrementProps} ref={decrementRef} data-part="decrement">
        −
      </button>
      <input {...inputProps} ref={inputRef} data-part="quantity-input" />
      <button {...incrementProps} ref={incrementRef} data-part="increment">
        +
      </button>
      <VisuallyHidden {...announcementProps} data-part="quantity-announcement">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
