// A button's props with `onIntent` (start loading what pressing it will show) run when it is pointed at or focused,
// after the button's own handlers. Chained by hand rather than with React Aria's mergeProps, whose module (with its
// id merging and SSR id machinery) was 1.5 kB gzip of every page with such a button (issue 21's route budgets).
import type { ButtonHTMLAttributes } from 'react';

export function withIntent(props: ButtonHTMLAttributes<HTMLButtonElement>, onIntent: (() => void) | undefined): ButtonHTMLAttributes<HTMLButtonElement> {
  if (!onIntent) return props;
  return {
    ...props,
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      onIntent();
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      onIntent();
    },
  };
}
