// A labelled text input with the attributes React Aria's useTextField gives one (label by id and for, description
// and error message by aria-describedby, aria-invalid, read-only, maxLength, inputMode, autoComplete), for the
// postcode, coupon and share-link fields. Those fields need no React Aria validation state or form-reset
// plumbing, which came to about 3 kB gzip of the product and cart pages' first download (issue 6/7 budgets).
import type { ChangeEvent, FocusEvent, HTMLAttributes, InputHTMLAttributes, LabelHTMLAttributes } from 'react';
import { useId } from 'react';

export interface NativeTextFieldOptions {
  value: string;
  /** Called with the new text as the shopper types. */
  onChange?: (text: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Whether the field has a description (rendered by the caller with `descriptionProps`). @default false */
  hasDescription?: boolean;
  /** Shows the error message (rendered with `errorMessageProps`) and marks the input invalid. @default false */
  isInvalid?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  maxLength?: number;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
}

export interface NativeTextFieldAria {
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  descriptionProps: HTMLAttributes<HTMLElement>;
  errorMessageProps: HTMLAttributes<HTMLElement>;
}

export function useNativeTextField(options: NativeTextFieldOptions): NativeTextFieldAria {
  const inputId = useId();
  const labelId = useId();
  const descriptionId = useId();
  const errorMessageId = useId();
  const isInvalid = options.isInvalid ?? false;
  const describedBy = [options.hasDescription ? descriptionId : undefined, isInvalid ? errorMessageId : undefined].filter(Boolean).join(' ');
  const onChange = options.onChange;
  return {
    labelProps: { id: labelId, htmlFor: inputId },
    inputProps: {
      id: inputId,
      type: 'text',
      value: options.value,
      'aria-labelledby': labelId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(isInvalid ? { 'aria-invalid': true } : {}),
      ...(options.isReadOnly ? { readOnly: true } : {}),
      ...(options.isDisabled ? { disabled: true } : {}),
      ...(options.maxLength === undefined ? {} : { maxLength: options.maxLength }),
      ...(options.inputMode ? { inputMode: options.inputMode } : {}),
      ...(options.autoComplete ? { autoComplete: options.autoComplete } : {}),
      onChange: (event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value),
      ...(options.onBlur ? { onBlur: options.onBlur } : {}),
      ...(options.onFocus ? { onFocus: options.onFocus } : {}),
    },
    descriptionProps: { id: descriptionId },
    errorMessageProps: { id: errorMessageId },
  };
}
