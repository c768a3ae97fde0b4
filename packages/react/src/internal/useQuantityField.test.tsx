import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useButton } from 'react-aria/useButton';
import type { AriaButtonProps } from 'react-aria/useButton';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuantityFieldProps } from './useQuantityField.ts';
import { STEP_REPEAT_DELAY_MS, STEP_REPEAT_INTERVAL_MS, useQuantityField } from './useQuantityField.ts';

function StepButton({ buttonProps, children }: { buttonProps: AriaButtonProps<'button'>; children: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps: props } = useButton(buttonProps, ref);
  return (
    <button {...props} ref={ref}>
      {children}
    </button>
  );
}

function Field(props: QuantityFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const field = useQuantityField(props, ref);
  return (
    <div>
      <label {...field.labelProps} htmlFor={field.inputProps.id}>
        Quantity
      </label>
      <div {...field.groupProps}>
        <StepButton buttonProps={field.decrementButtonProps}>−</StepButton>
        <input {...field.inputProps} ref={ref} />
        <StepButton buttonProps={field.incrementButtonProps}>+</StepButton>
      </div>
    </div>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' });

afterEach(() => {
  vi.useRealTimers();
});

describe('useQuantityField', () => {
  it('names the field, its group and its step buttons as a number field does', () => {
    render(<Field label="Quantity" minValue={1} defaultValue={1} />);
    expect(input()).toHaveAttribute('inputmode', 'numeric');
    expect(input()).toHaveAttribute('aria-roledescription', 'Number field');
    expect(screen.getByRole('group')).toContainElement(input());
    const increase = screen.getByRole('button', { name: 'Increase Quantity' });
    expect(increase).toHaveAttribute('tabindex', '-1');
    expect(increase).toHaveAttribute('aria-controls', input().id);
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
  });

  it('steps with the arrow and page keys and jumps to the bounds with Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field label="Quantity" minValue={1} maxValue={5} defaultValue={2} onChange={onChange} />);
    await user.click(input());
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('3');
    await user.keyboard('{PageDown}{ArrowDown}');
    expect(input()).toHaveValue('1');
    await user.keyboard('{End}');
    expect(input()).toHaveValue('5');
    await user.keyboard('{Home}');
    expect(input()).toHaveValue('1');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([3, 2, 1, 5, 1]);
  });

  it('takes digits only and commits the typed quantity within the bounds on blur or Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field label="Quantity" minValue={1} maxValue={4} defaultValue={1} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '-2.5x');
    expect(input()).toHaveValue('25');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('4');
    await user.clear(input());
    await user.type(input(), '0');
    await user.tab();
    expect(input()).toHaveValue('1');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([4, 1]);
  });

  it('leaves the box empty (NaN) when the shopper clears it, and steps from the minimum after that', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field label="Quantity" minValue={1} defaultValue={3} onChange={onChange} />);
    await user.clear(input());
    await user.tab();
    expect(input()).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(input()).toHaveValue('1');
  });

  it('repeats while a step button is held, and stops at the bound', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Field label="Quantity" minValue={1} maxValue={6} defaultValue={1} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Increase Quantity' }), { pointerType: 'mouse', pointerId: 1, button: 0 });
    expect(input()).toHaveValue('2');
    act(() => vi.advanceTimersByTime(STEP_REPEAT_DELAY_MS));
    expect(input()).toHaveValue('3');
    act(() => vi.advanceTimersByTime(STEP_REPEAT_INTERVAL_MS));
    expect(input()).toHaveValue('4');
    for (let tick = 0; tick < 10; tick += 1) act(() => vi.advanceTimersByTime(STEP_REPEAT_INTERVAL_MS));
    expect(input()).toHaveValue('6');
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  });

  it('stops repeating when the step button is released', async () => {
    const user = userEvent.setup();
    render(<Field label="Quantity" minValue={1} defaultValue={1} />);
    const increase = screen.getByRole('button', { name: 'Increase Quantity' });
    await user.pointer({ keys: '[MouseLeft>]', target: increase });
    await user.pointer({ keys: '[/MouseLeft]', target: increase });
    await new Promise((resolve) => setTimeout(resolve, STEP_REPEAT_DELAY_MS * 2));
    expect(input()).toHaveValue('2');
  });
});
