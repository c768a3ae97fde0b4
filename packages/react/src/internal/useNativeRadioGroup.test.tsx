import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useNativeRadioGroup } from './useNativeRadioGroup.ts';

function Group({ initial = null, isDisabled = false, onChange = () => {} }: { initial?: string | null; isDisabled?: boolean; onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  const group = useNativeRadioGroup({
    value,
    onChange: (next) => {
      setValue(next);
      onChange(next);
    },
    isDisabled,
    orientation: 'horizontal',
    'aria-labelledby': 'label',
    'aria-describedby': 'description',
  });
  return (
    <div {...group.radioGroupProps}>
      <span id="label">Colour</span>
      <span id="description">Changes the picture</span>
      {['Black', 'White', 'Red'].map((colour) => (
        <label key={colour}>
          <input {...group.radio(colour).inputProps} />
          {colour}
        </label>
      ))}
    </div>
  );
}

describe('useNativeRadioGroup', () => {
  it('is a named, described radio group of native radios sharing one name', () => {
    render(<Group initial="White" />);
    const group = screen.getByRole('radiogroup', { name: 'Colour', description: 'Changes the picture' });
    expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    const radios = screen.getAllByRole('radio');
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(screen.getByRole('radio', { name: 'White', description: 'Changes the picture' })).toBeChecked();
  });

  it.each([
    [null, ['0', '0', '0']],
    ['White', ['-1', '0', '-1']],
  ])('with %s chosen the tab stops are %j', (initial, tabIndexes) => {
    render(<Group initial={initial} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('tabindex'))).toEqual(tabIndexes);
  });

  it('checks the clicked radio and tells the caller once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Group initial="Black" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('Red');
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
  });

  it('moves and checks with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Group initial="Black" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Black' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked();
  });

  it('disables every radio and marks the group', () => {
    render(<Group initial="Black" isDisabled />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
