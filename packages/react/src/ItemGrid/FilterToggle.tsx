// One multi-select filter choice (brand, category, attribute; spec 1 §4) as a toggle button (aria-pressed, as React
// Aria's useToggleButton makes it) that shows its facet count. A native button toggles on click, Enter and Space.
import { startTransition, useOptimistic, useRef } from 'react';
import { nextPaintShown } from '../internal/nextPaint.ts';
import { useNativeButton } from '../internal/useNativeButton.ts';

export interface FilterToggleProps {
  label: string;
  count: number;
  isSelected: boolean;
  /** Called in a transition once the press's frame is shown: the toggle shows the press at once and keeps showing it until the grid's render of it commits. */
  onToggle: () => void;
}

export function FilterToggle(props: FilterToggleProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // The press paints in its own frame; the grid filters, counts and draws again once that frame is shown (issue 21,
  // interaction latency).
  const [isSelected, setSelected] = useOptimistic(props.isSelected);
  const onPress = () =>
    startTransition(async () => {
      setSelected(!isSelected);
      await nextPaintShown();
      startTransition(() => props.onToggle());
    });
  const { buttonProps } = useNativeButton({ 'aria-pressed': isSelected, onPress }, ref);
  return (
    <button {...buttonProps} ref={ref} data-part="filter-toggle" data-state={isSelected ? 'on' : 'off'}>
      <span data-part="filter-label">{props.label}</span> <span data-part="filter-count">({props.count})</span>
    </button>
  );
}
