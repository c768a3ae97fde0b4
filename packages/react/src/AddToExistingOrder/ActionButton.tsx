// The widget's buttons (open, choose an order, cancel): React Aria's button with a part name for styling.
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { withIntent } from '../internal/withIntent.ts';
import type { AriaButtonProps } from 'react-aria/useButton';

export function ActionButton({ children, part, onIntent, ...props }: AriaButtonProps<'button'> & { part: string; onIntent?: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton(props, ref);
  return (
    <button {...withIntent(buttonProps, onIntent)} ref={ref} data-part={part}>
      {children}
    </button>
  );
}
