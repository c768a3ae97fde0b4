// One labelled text input of the checkout and its parts (gift voucher, postcode), with its help text and error message wired for screen readers.
import type { InputHTMLAttributes } from 'react';
import { useNativeTextField } from './useNativeTextField.ts';

export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: string;
  error?: string | undefined;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
}

export function Field({ name, label, value, onChange, help, error, autoComplete, inputMode, type = 'text', maxLength }: FieldProps) {
  const field = useNativeTextField({
    value,
    onChange,
    hasDescription: help !== undefined,
    isInvalid: error !== undefined,
    ...(autoComplete ? { autoComplete } : {}),
    ...(inputMode ? { inputMode } : {}),
    ...(maxLength ? { maxLength } : {}),
  });
  return (
    <div data-part="field" data-field={name} data-invalid={error ? '' : undefined}>
      <label {...field.labelProps} data-part="label">
        {label}
      </label>
      <input {...field.inputProps} type={type} name={name} data-part="input" />
      {help ? (
        <p {...field.descriptionProps} data-part="help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p {...field.errorMessageProps} data-part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
