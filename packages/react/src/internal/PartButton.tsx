// A native button with React Aria's button contract (internal/useNativeButton: press start and end for the held
// quantity steps, press for previous/next), naming its widget part in `data-part`.
import type { ReactNode } from 'react';
import { useRef } from 'react';
import type { NativeButtonProps } from './useNativeButton.ts';
import { useNativeButton } from './useNativeButton.ts';

export function PartButton({ button, part, children }: { button: NativeButtonProps; part: string; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton(button, ref);
  return (
    <button {...buttonProps} ref={ref} data-part={part}>
      {children}
    </button>
  );
}
