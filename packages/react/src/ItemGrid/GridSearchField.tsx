// The grid's search box (spec 1 §5): at most 15 characters, lowercased — both by the domain's setGridSearch, so
// the box always shows exactly what the grid searches for.
import { gridSearchMaxLength } from '@rigkit/domain/grid';
import { useRef } from 'react';
import { useButton } from 'react-aria/useButton';
import { useSearchField } from 'react-aria/useSearchField';
import { useSearchFieldState } from 'react-stately/useSearchFieldState';

export interface GridSearchFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
}

export function GridSearchField(props: GridSearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const state = useSearchFieldState({ value: props.value, onChange: props.onChange });
  const { labelProps, inputProps, clearButtonProps } = useSearchField(
    { label: props.label, value: props.value, onChange: props.onChange, maxLength: gridSearchMaxLength },
    state,
    inputRef,
  );
  const { buttonProps } = useButton(clearButtonProps, clearRef);
  return (
    <div data-part="search" data-state={props.value ? 'filled' : 'empty'}>
      <label {...labelProps} data-part="search-label">
        {props.label}
      </label>
      <input {...inputProps} ref={inputRef} data-part="search-input" />
      {props.value ? (
        <button {...buttonProps} ref={clearRef} data-part="search-clear">
          ×
        </button>
      ) : null}
    </div>
  );
}
