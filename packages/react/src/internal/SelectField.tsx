// One labelled native select with a "choose…" first option and its error message tied by aria-describedby, the
// markup of ConsultationBooking's chained time and type pickers (designed as a native select: phones show their own
// picker). Behaviour stays in the widget's hook.
import { useId } from 'react';

export interface SelectFieldProps<Value extends string> {
  label: string;
  /** The chosen value, or undefined while the placeholder shows. */
  value: Value | undefined;
  /** Called with the chosen value, or undefined when the placeholder is chosen again. */
  onChange: (value: Value | undefined) => void;
  /** The first, empty option's text ("Choose a time"). */
  placeholder: string;
  options: readonly { value: Value; label: string }[];
  /** The message shown under the select; marks it invalid. */
  error?: string | undefined;
  /** @default false */
  isDisabled?: boolean;
}

export function SelectField<Value extends string>(props: SelectFieldProps<Value>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div data-part="field">
      <label htmlFor={id} data-part="label">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value ?? ''}
        disabled={props.isDisabled}
        // The options are exactly `props.options` and the placeholder's "", so the value is one of them.
        onChange={(event) => props.onChange((event.target.value || undefined) as Value | undefined)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        data-part="select"
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p id={errorId} data-part="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
