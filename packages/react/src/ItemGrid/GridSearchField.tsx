// The grid's search box (spec 1 §5): at most 15 characters, lowercased — both by the domain's setGridSearch, so
// the box always shows exactly what the grid searches for.
// A native search input with React Aria's search-field contract (label, Escape clears a filled box, a clear button
// out of the tab order that leaves the focus in the box) without its text-field, validation and localisation
// modules, which were about 4 kB gzip of every grid page's first download (issue 6 route JavaScript budget).
import { gridSearchMaxLength } from '@rigkit/domain/grid';
import type { KeyboardEvent } from 'react';
import { useId, useRef } from 'react';
import { itemGridMessages } from './messages.ts';

export interface GridSearchFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
}

export function GridSearchField(props: GridSearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const labelId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape empties a filled box and goes no further (a surrounding dialog stays open); an empty box lets it pass.
    if (event.key !== 'Escape' || (props.value === '' && event.currentTarget.value === '')) return;
    event.preventDefault();
    event.stopPropagation();
    props.onChange('');
  };
  return (
    <div data-part="search" data-state={props.value ? 'filled' : 'empty'}>
      <label id={labelId} htmlFor={inputId} data-part="search-label">
        {props.label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        aria-labelledby={labelId}
        type="search"
        maxLength={gridSearchMaxLength}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={onKeyDown}
        data-part="search-input"
      />
      {props.value ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={itemGridMessages.clearSearch}
          // Pressing the button keeps the focus (and a phone's keyboard) in the box.
          onPointerDown={() => inputRef.current?.focus()}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            props.onChange('');
            inputRef.current?.focus();
          }}
          data-part="search-clear"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
