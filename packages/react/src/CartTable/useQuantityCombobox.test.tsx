import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartQuantityField } from './CartQuantityField.tsx';
import { moveHighlight } from './useQuantityCombobox.ts';

function renderField(quantity = 2) {
  const onChange = vi.fn();
  render(<CartQuantityField label="Quantity of CPU" quantity={quantity} onChange={onChange} />);
  return { onChange, box: screen.getByRole('combobox', { name: 'Quantity of CPU' }) };
}

const highlighted = () => screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true').map((option) => option.textContent);

describe('moveHighlight', () => {
  it.each([
    [-1, 1, 5, 0],
    [-1, -1, 5, 4],
    [0, -1, 5, 4],
    [4, 1, 5, 0],
    [2, 1, 5, 3],
    [2, -10, 5, 4],
    [2, 10, 5, 0],
    [0, 1, 0, -1],
  ])('from %i by %i of %i options goes to %i (wrapping)', (start, offset, count, expected) => {
    expect(moveHighlight(start, offset, count)).toBe(expected);
  });
});

describe('the cart quantity combobox (ARIA combobox pattern)', () => {
  it('is a closed combobox wired to its listbox and label', () => {
    const { box } = renderField();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);
    const toggle = screen.getByRole('button', { name: 'Show quantities' });
    expect(toggle).toHaveAttribute('tabindex', '-1');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on ArrowDown at the current quantity, moves with wrap-around, Home and End', async () => {
    const user = userEvent.setup();
    const { box } = renderField(2);
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(highlighted()).toEqual(['2']);
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: '2' }).id);
    await user.keyboard('{End}');
    expect(highlighted()).toEqual(['5']);
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toEqual(['1']);
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toEqual(['5']);
    await user.keyboard('{Home}');
    expect(highlighted()).toEqual(['1']);
  });

  it('Escape closes the list without changing the quantity', async () => {
    const user = userEvent.setup();
    const { box, onChange } = renderField(2);
    await user.click(box);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('2');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Alt+ArrowUp picks the highlighted quantity', async () => {
    const user = userEvent.setup();
    const { box, onChange } = renderField(2);
    await user.click(box);
    await user.keyboard('{ArrowDown}{Alt>}{ArrowUp}{/Alt}');
    expect(onChange).toHaveBeenCalledWith(3);
    expect(box).toHaveValue('3');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaving the box picks the highlighted quantity', async () => {
    const user = userEvent.setup();
    const { box, onChange } = renderField(2);
    await user.click(box);
    await user.keyboard('{ArrowUp}');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('typing opens the list with nothing highlighted, so Enter saves the typed text', async () => {
    const user = userEvent.setup();
    const { box, onChange } = renderField(2);
    await user.clear(box);
    await user.type(box, '7');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(highlighted()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(7);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('the toggle button opens and closes the list and leaves the focus in the box', async () => {
    const user = userEvent.setup();
    const { box } = renderField(2);
    const toggle = screen.getByRole('button', { name: 'Show quantities' });
    await user.click(toggle);
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('the pointer highlights an option and a click on the current one changes nothing', async () => {
    const user = userEvent.setup();
    const { box, onChange } = renderField(2);
    await user.click(box);
    await user.hover(screen.getByRole('option', { name: '4' }));
    expect(highlighted()).toEqual(['4']);
    await user.click(screen.getByRole('option', { name: '2' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(box).toHaveFocus();
  });

  it('lists a quantity above 5 as a sixth choice, highlighted on opening', async () => {
    const user = userEvent.setup();
    const { box } = renderField(8);
    await user.click(box);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5', '8']);
    expect(highlighted()).toEqual(['8']);
  });
});
