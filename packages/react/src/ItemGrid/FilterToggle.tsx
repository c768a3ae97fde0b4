// One multi-select filter choice (brand, category, attribute; spec 1 §4) as a React Aria toggle button that shows
// its facet count.
import { useRef } from 'react';
import { useToggleButton } from 'react-aria/useToggleButton';
import { useToggleState } from 'react-stately/useToggleState';

export interface FilterToggleProps {
  label: string;
  count: number;
  isSelected: boolean;
  onToggle: () => void;
}

export function FilterToggle(props: FilterToggleProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const state = useToggleState({ isSelected: props.isSelected, onChange: props.onToggle });
  const { buttonProps } = useToggleButton({}, state, ref);
  return (
    <button {...buttonProps} ref={ref} data-part="filter-toggle" data-state={props.isSelected ? 'on' : 'off'}>
      <span data-part="filter-label">{props.label}</span> <span data-part="filter-count">({props.count})</span>
    </button>
  );
}
