// A native button with React Aria's button contract (internal/useNativeButton: press start and end for the held
// quantity steps, press for previous/next), naming its widget part in `data-part`. `onIntent` runs when the button is
// pointed at or focused, to start loading what pressing it will show.
import type { ReactNode } from 'react';
import { useRef } from 'react';
import type { NativeButtonProps } from './useNativeButton.ts';
import { useNativeButton } from './useNativeButton.ts';
import { withIntent } from './withIntent.ts';

export function PartButton({ button, part, onIntent, children }: { button: NativeButtonProps; part: string; onIntent?: () => void; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton(button, ref);
  return (
    <button {...withIntent(buttonProps, onIntent)} ref={ref} data-part={part}>
      {children}
    </button>
  );
}
