import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NativeTextFieldOptions } from './useNativeTextField.ts';
import { useNativeTextField } from './useNativeTextField.ts';

function Field(props: Omit<NativeTextFieldOptions, 'value' | 'onChange'> & { onText?: (text: string) => void }) {
  const [value, setValue] = useState('');
  const field = useNativeTextField({
    ...props,
    value,
    onChange: (text) => {
      setValue(text);
      props.onText?.(text);
    },
  });
  return (
    <div>
      <label {...field.labelProps} htmlFor={field.labelProps.htmlFor}>
        Postcode
      </label>
      <input {...field.inputProps} />
      {props.hasDescription ? <p {...field.descriptionProps}>Four digits</p> : null}
      {props.isInvalid ? <p {...field.errorMessageProps}>Please enter a valid postcode</p> : null}
    </div>
  );
}

describe('useNativeTextField', () => {
  it('labels the text box and hands on what is typed', async () => {
    const user = userEvent.setup();
    const onText = vi.fn();
    render(<Field onText={onText} maxLength={4} inputMode="numeric" autoComplete="postal-code" />);
    const box = screen.getByRole('textbox', { name: 'Postcode' });
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveAttribute('maxlength', '4');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAttribute('autocomplete', 'postal-code');
    await user.type(box, '6000');
    expect(onText).toHaveBeenLastCalledWith('6000');
    expect(box).toHaveValue('6000');
  });

  it.each([
    [false, 'Four digits', false],
    [true, 'Four digits Please enter a valid postcode', true],
  ])('invalid %s: described by "%s", aria-invalid %s', (isInvalid, description, invalid) => {
    render(<Field hasDescription isInvalid={isInvalid} />);
    const box = screen.getByRole('textbox', { name: 'Postcode', description });
    expect(box.hasAttribute('aria-invalid')).toBe(invalid);
  });

  it('is read-only or disabled when asked', () => {
    const { unmount } = render(<Field isReadOnly />);
    expect(screen.getByRole('textbox')).toHaveAttribute('readonly');
    unmount();
    render(<Field isDisabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});
