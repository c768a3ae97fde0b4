// The widget's buttons (open, choose an order, cancel): React Aria's button with a part name for styling.
import { useRef } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useButton } from 'react-aria/useButton';
import type { AriaButtonProps } from 'react-aria/useButton';

export function ActionButton({ children, part, onIntent, ...props }: AriaButtonProps<'button'> & { part: string; onIntent?: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <button {...(onIntent ? mergeProps(buttonProps, { onPointerEnter: onIntent, onFocus: onIntent }) : buttonProps)} ref={ref} data-part={part}>
      {children}
    </button>
  );
}
