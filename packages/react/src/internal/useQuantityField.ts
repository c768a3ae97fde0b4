// A whole-number quantity field with − and + buttons (spec 2 §4 product quantity, §5 kit quantities). It keeps
// React Aria's number-field contract (a labelled group; a text input with inputMode="numeric" and the
// "Number field" role description; step buttons named "Increase …"/"Decrease …", out of the tab order, disabled
// at the bounds, repeating while held; ArrowUp/ArrowDown, PageUp/PageDown, Home/End; the typed value committed and
// clamped on blur or Enter) without its locale-aware number parser and formatter, which quantities never need and
// which cost product and custom-build pages about 11 kB gzip (issue 6/7 route JavaScript budgets).
import type { FocusEvent, HTMLAttributes, InputHTMLAttributes, KeyboardEvent, LabelHTMLAttributes, RefObject } from 'react';
import { useEffect, useId, useState } from 'react';
import type { AriaButtonProps } from 'react-aria/useButton';
import type { PressEvent } from 'react-aria/usePress';
import { useControlledState } from 'react-stately/useControlledState';

/** Delay before a held step button starts repeating, and the pace of the repeat (React Aria's spin button). */
export const STEP_REPEAT_DELAY_MS = 400;
export const STEP_REPEAT_INTERVAL_MS = 60;

export interface QuantityFieldProps {
  /** Visible label text; names the field and its buttons ("Increase Quantity"). */
  label?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Smallest quantity. */
  minValue: number;
  /** Largest quantity, when limited. */
  maxValue?: number | undefined;
  /** The quantity (controlled). */
  value?: number | undefined;
  /** The starting quantity (uncontrolled). */
  defaultValue?: number | undefined;
  /** Called with each committed quantity (NaN when the shopper leaves the box empty). */
  onChange?: (value: number) => void;
}

export interface QuantityFieldAria {
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  groupProps: HTMLAttributes<HTMLElement>;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  incrementButtonProps: AriaButtonProps<'button'>;
  decrementButtonProps: AriaButtonProps<'button'>;
  /** The committed quantity (NaN while empty). */
  numberValue: number;
  /** A polite live region (render it visually hidden) that says the new quantity after a step button press. */
  announcementProps: HTMLAttributes<HTMLElement>;
  /** The quantity a step button last set, for the live region; empty until then. */
  announcement: string;
}

const isWholeNumberDraft = (text: string) => /^\d*$/.test(text);

function clamp(value: number, min: number, max: number | undefined): number {
  return Math.min(Math.max(Math.round(value), min), max ?? Number.MAX_SAFE_INTEGER);
}

export function useQuantityField(props: QuantityFieldProps, inputRef: RefObject<HTMLInputElement | null>): QuantityFieldAria {
  const { minValue, maxValue } = props;
  const [numberValue, setNumberValue] = useControlledState<number>(props.value, props.defaultValue ?? Number.NaN, props.onChange);
  // What the shopper is typing, until it is committed; null shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const inputValue = draft ?? (Number.isNaN(numberValue) ? '' : String(numberValue));
  const parsed = inputValue === '' ? Number.NaN : Number(inputValue);

  const commitValue = (value: number) => {
    setDraft(null);
    setNumberValue(value);
  };
  const commit = () => {
    if (draft === null) return;
    commitValue(draft === '' ? Number.NaN : clamp(Number(draft), minValue, maxValue));
  };
  // The value a step button set: its press keeps focus off the field on touch and screen readers, so without this
  // nobody hears the new quantity (React Aria's number field announces it the same way).
  const [announcement, setAnnouncement] = useState('');
  /** Steps once; false when the step reached (or was already at) the bound in that direction. */
  const step = (direction: 1 | -1, announce = false): boolean => {
    const next = Number.isNaN(parsed) ? minValue : clamp(parsed + direction, minValue, maxValue);
    commitValue(next);
    if (announce) setAnnouncement(String(next));
    return direction === 1 ? maxValue === undefined || next < maxValue : next > minValue;
  };
  const canIncrement = Number.isNaN(parsed) || maxValue === undefined || parsed < maxValue;
  const canDecrement = Number.isNaN(parsed) || parsed > minValue;

  // A held step button repeats: after STEP_REPEAT_DELAY_MS, then every STEP_REPEAT_INTERVAL_MS, until released or
  // at the bound. Each step re-renders, which schedules the next one from the new value.
  const [holding, setHolding] = useState<1 | -1 | null>(null);
  const [isRepeating, setRepeating] = useState(false);
  useEffect(() => {
    if (holding === null) return;
    const timer = setTimeout(
      () => {
        setRepeating(true);
        if (!step(holding, true)) setHolding(null);
      },
      isRepeating ? STEP_REPEAT_INTERVAL_MS : STEP_REPEAT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  });
  const release = () => {
    setHolding(null);
    setRepeating(false);
  };

  const inputId = useId();
  const labelId = useId();
  const fieldLabel = props['aria-label'] ?? props.label ?? '';
  const buttonProps = (direction: 1 | -1, isDisabled: boolean): AriaButtonProps<'button'> => ({
    'aria-label': `${direction === 1 ? 'Increase' : 'Decrease'} ${fieldLabel}`.trim(),
    'aria-controls': inputId,
    excludeFromTabOrder: true,
    preventFocusOnPress: true,
    isDisabled,
    onPressStart: (event: PressEvent) => {
      if (document.activeElement !== inputRef.current) {
        if (event.pointerType === 'mouse') inputRef.current?.focus();
        else (event.target as HTMLElement).focus();
      }
      setRepeating(false);
      setHolding(step(direction, true) ? direction : null);
    },
    onPressEnd: release,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowUp':
      case 'PageUp':
        event.preventDefault();
        step(1);
        break;
      case 'ArrowDown':
      case 'PageDown':
        event.preventDefault();
        step(-1);
        break;
      case 'Home':
        event.preventDefault();
        commitValue(minValue);
        break;
      case 'End':
        if (maxValue === undefined) return;
        event.preventDefault();
        commitValue(maxValue);
        break;
      case 'Enter':
        commit();
        break;
    }
  };

  return {
    labelProps: { id: labelId, htmlFor: inputId },
    groupProps: { role: 'group' },
    inputProps: {
      id: inputId,
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'off',
      autoCorrect: 'off',
      spellCheck: 'false',
      'aria-roledescription': 'Number field',
      ...(props['aria-label'] ? { 'aria-label': props['aria-label'] } : { 'aria-labelledby': labelId }),
      value: inputValue,
      onChange: (event) => {
        if (isWholeNumberDraft(event.target.value)) setDraft(event.target.value);
      },
      onBlur: (_event: FocusEvent<HTMLInputElement>) => commit(),
      onKeyDown,
    },
    incrementButtonProps: buttonProps(1, !canIncrement),
    decrementButtonProps: buttonProps(-1, !canDecrement),
    numberValue,
    announcementProps: { 'aria-live': 'polite', 'aria-atomic': true },
    announcement,
  };
}
