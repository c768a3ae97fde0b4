// A React Aria button naming its widget part in `data-part`: the previous/next and step buttons several widgets draw.
import type { ReactNode } from 'react';
import { useRef } from 'react';
import type { AriaButtonProps } from 'react-aria/useButton';
import { useButton } from 'react-aria/useButton';

export function PartButton({ button, part, children }: { button: AriaButtonProps<'button'>; part: string; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(button, ref);
  return (
    <button {...buttonProps} ref={ref} data-part={part}>
      {children}
    </button>
  );
}
