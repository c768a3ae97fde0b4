// A numeric attribute's range filter (issue 17 defect 5): two named thumbs on one track, min and max fields, and the
// facet's bucket counts as quick choices. Positions are inline styles (where a thumb sits); every look is the theme's.
import type { RefObject } from 'react';
import { useId, useRef } from 'react';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useSliderThumb } from 'react-aria/useSlider';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import type { SliderState } from 'react-stately/useSliderState';
import { rangeLabel } from '@rigkit/domain/grid';
import { itemGridMessages } from './messages.ts';
import { useRangeFilter, type RangeFilterProps } from './useRangeFilter.ts';

export type { RangeFilterProps } from './useRangeFilter.ts';

function Thumb({ state, trackRef, index, name }: { state: SliderState; trackRef: RefObject<HTMLDivElement | null>; index: number; name: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { thumbProps, inputProps, isDragging } = useSliderThumb({ index, trackRef, inputRef, 'aria-label': name }, state);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...thumbProps}
      data-part="thumb"
      data-state={isDragging ? 'dragging' : isFocusVisible ? 'focused' : 'idle'}
      style={{ ...thumbProps.style, left: `${state.getThumbPercent(index) * 100}%` }}
    >
      <VisuallyHidden>
        <input ref={inputRef} {...inputProps} {...focusProps} />
      </VisuallyHidden>
    </div>
  );
}

export function RangeFilter(props: RangeFilterProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const filter = useRangeFilter(props, trackRef);
  const { state } = filter;
  const fieldId = useId();
  const [low, high] = [state.getThumbPercent(0) * 100, state.getThumbPercent(1) * 100];
  // React Aria names each thumb by its own label and the slider's: "Minimum GPU Length (mm)".
  const names = [itemGridMessages.rangeMinimum, itemGridMessages.rangeMaximum] as const;
  return (
    <div {...filter.groupProps} data-part="range-filter" data-state={filter.isFiltered ? 'filtered' : 'any'}>
      <span {...filter.labelProps} data-part="range-label">
        {props.label}
      </span>
      <output {...filter.outputProps} data-part="range-output">
        {rangeLabel({ min: state.values[0] ?? props.extent.min, max: state.values[1] ?? props.extent.max })}
      </output>
      <div {...filter.trackProps} ref={trackRef} data-part="track">
        <div data-part="track-fill" style={{ left: `${low}%`, width: `${high - low}%` }} />
        <Thumb state={state} trackRef={trackRef} index={0} name={names[0]} />
        <Thumb state={state} trackRef={trackRef} index={1} name={names[1]} />
      </div>
      <div data-part="range-fields">
        {([0, 1] as const).map((index) => (
          <label key={index} data-part="range-field" htmlFor={`${fieldId}-${index}`}>
            <span data-part="range-field-label">{index === 0 ? itemGridMessages.rangeMin : itemGridMessages.rangeMax}</span>
            <VisuallyHidden> {props.label}</VisuallyHidden>
            <input
              id={`${fieldId}-${index}`}
              type="number"
              inputMode="decimal"
              min={props.extent.min}
              max={props.extent.max}
              data-part="range-input"
              {...filter.fieldProps(index)}
            />
          </label>
        ))}
      </div>
      {props.buckets.length > 0 ? (
        <ul data-part="range-buckets" aria-label={`${props.label} ${itemGridMessages.rangeBuckets}`}>
          {props.buckets.map((bucket) => {
            const chosen = filter.isBucketChosen(bucket);
            return (
              <li key={bucket.min}>
                <button type="button" data-part="range-bucket" data-state={chosen ? 'on' : 'off'} aria-pressed={chosen} onClick={() => filter.chooseBucket(bucket)}>
                  <span data-part="filter-label">{rangeLabel(bucket)}</span> <span data-part="filter-count">({bucket.count})</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
