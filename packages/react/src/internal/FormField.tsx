// One labelled input with its error message, for the account forms (issue 16): `data-part="field"` around a label,
// the input and, when invalid, the message tied to the input by aria-describedby. Behaviour stays in the form's hook.
import type { InputHTMLAttributes } from 'react';
import { useNativeTextField } from './useNativeTextField.ts';

export interface FormFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The message shown under the input; marks it invalid. */
  error?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** Marks the input required for assistive technology. @default false */
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  /** The field's `data-part` (the theme styles fields by name). @default 'field' */
  part?: string;
  maxLength?: number;
}

export function FormField(props: FormFieldProps) {
  const field = useNativeTextField({
    value: props.value,
    onChange: props.onChange,
    isInvalid: Boolean(props.error),
    ...(props.isDisabled ? { isDisabled: true } : {}),
    ...(props.autoComplete ? { autoComplete: props.autoComplete } : {}),
    ...(props.inputMode ? { inputMode: props.inputMode } : {}),
    ...(props.maxLength === undefined ? {} : { maxLength: props.maxLength }),
  });
  return (
    <div data-part={props.part ?? 'field'} data-invalid={props.error ? '' : undefined}>
      <label {...field.labelProps} data-part="label">
        {props.label}
      </label>
      <input
        {...field.inputProps}
        type={props.type ?? 'text'}
        name={props.name}
        aria-required={props.isRequired ? true : undefined}
        data-part="input"
      />
      {props.error ? (
        <p {...field.errorMessageProps} data-part="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
