// A numeric attribute's range filter (issue 17 defect 5): a two-thumb React Aria slider plus min and max fields, and
// the facet's counts per bucket. The slider moves freely while dragged and filters when let go (or on each arrow
// key), so the grid is not re-run on every pixel; a field filters when the shopper leaves it or presses Enter.
import type { KeyboardEvent, RefObject } from 'react';
import { useState } from 'react';
import type { NumericBucket, NumericRange } from '@rigkit/domain/grid';
import { useNumberFormatter } from 'react-aria/useNumberFormatter';
import { useSlider } from 'react-aria/useSlider';
import { useSliderState, type SliderState } from 'react-stately/useSliderState';

export interface RangeFilterProps {
  /** The attribute's name, which labels the slider ("GPU Length (mm)"). */
  label: string;
  /** The lowest and highest value among the items: the slider's ends. */
  extent: { min: number; max: number };
  /** The range the grid is filtered by now; undefined for no filter. */
  value: NumericRange | undefined;
  /** The facet's counts grouped into buckets. */
  buckets: readonly NumericBucket[];
  /** Called with the new range; an empty range ({}) removes the filter. */
  onChange: (range: NumericRange) => void;
}

const clamp = (number: number, extent: { min: number; max: number }) => Math.min(extent.max, Math.max(extent.min, number));

/** The range to filter by: an end at the slider's end is left open, so items outside today's extent are not cut. */
function openEnds(values: readonly number[], extent: { min: number; max: number }): NumericRange {
  const [low = extent.min, high = extent.max] = values;
  return { ...(low > extent.min ? { min: low } : {}), ...(high < extent.max ? { max: high } : {}) };
}

export interface RangeFilterAria {
  state: SliderState;
  groupProps: ReturnType<typeof useSlider>['groupProps'];
  labelProps: ReturnType<typeof useSlider>['labelProps'];
  trackProps: ReturnType<typeof useSlider>['trackProps'];
  outputProps: ReturnType<typeof useSlider>['outputProps'];
  isFiltered: boolean;
  /** The min and max fields' props: text while typed, the range when left. */
  fieldProps: (index: 0 | 1) => {
    value: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
    onBlur: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
  chooseBucket: (bucket: NumericBucket) => void;
  isBucketChosen: (bucket: NumericBucket) => boolean;
}

export function useRangeFilter(props: RangeFilterProps, trackRef: RefObject<HTMLDivElement | null>): RangeFilterAria {
  const { extent, value, onChange } = props;
  const current = [clamp(value?.min ?? extent.min, extent), clamp(value?.max ?? extent.max, extent)];
  const numberFormatter = useNumberFormatter({ maximumFractionDigits: 2 });
  // While a thumb is dragged it shows where it is; the grid follows when it is let go.
  const [dragged, setDragged] = useState<number[]>();
  const state = useSliderState({
    minValue: extent.min,
    maxValue: extent.max,
    step: Number.isInteger(extent.min) && Number.isInteger(extent.max) ? 1 : 0.1,
    value: dragged ?? current,
    onChange: (next) => setDragged(next),
    onChangeEnd: (next) => {
      setDragged(undefined);
      onChange(openEnds(next, extent));
    },
    numberFormatter,
  });
  const { groupProps, labelProps, trackProps, outputProps } = useSlider({ label: props.label }, state, trackRef);

  const [typed, setTyped] = useState<[string | undefined, string | undefined]>([undefined, undefined]);
  const commit = (index: 0 | 1) => {
    const text = typed[index];
    setTyped(index === 0 ? [undefined, typed[1]] : [typed[0], undefined]);
    if (text === undefined) return;
    const next = [...current];
    const number = Number(text);
    next[index] = text.trim() === '' || !Number.isFinite(number) ? (index === 0 ? extent.min : extent.max) : clamp(number, extent);
    // Designed: a minimum typed above the maximum (or the reverse) moves the other end with it.
    if ((next[0] ?? extent.min) > (next[1] ?? extent.max)) next[1 - index] = next[index] ?? 0;
    onChange(openEnds(next, extent));
  };
  return {
    state,
    groupProps,
    labelProps,
    trackProps,
    outputProps,
    isFiltered: value !== undefined && (value.min !== undefined || value.max !== undefined),
    fieldProps: (index) => ({
      value: typed[index] ?? String(current[index]),
      onChange: (event) => setTyped(index === 0 ? [event.currentTarget.value, typed[1]] : [typed[0], event.currentTarget.value]),
      onBlur: () => commit(index),
      onKeyDown: (event) => {
        if (event.key === 'Enter') commit(index);
      },
    }),
    chooseBucket: (bucket) => onChange(openEnds([bucket.min, bucket.max], extent)),
    isBucketChosen: (bucket) => current[0] === bucket.min && current[1] === bucket.max,
  };
}
