// One multi-select filter choice (brand, category, attribute; spec 1 §4) as a toggle button (aria-pressed, as React
// Aria's useToggleButton makes it) that shows its facet count. A native button toggles on click, Enter and Space.
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';

export interface FilterToggleProps {
  label: string;
  count: number;
  isSelected: boolean;
  onToggle: () => void;
}

export function FilterToggle(props: FilterToggleProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ 'aria-pressed': props.isSelected, onPress: props.onToggle }, ref);
  return (
    <button {...buttonProps} ref={ref} data-part="filter-toggle" data-state={props.isSelected ? 'on' : 'off'}>
      <span data-part="filter-label">{props.label}</span> <span data-part="filter-count">({props.count})</span>
    </button>
  );
}
