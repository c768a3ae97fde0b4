import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NativeButtonProps } from './useNativeButton.ts';
import { useNativeButton } from './useNativeButton.ts';

function Button(props: NativeButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton(props, ref);
  return (
    <button {...buttonProps} ref={ref}>
      Add
    </button>
  );
}

function renderButton(props: NativeButtonProps = {}) {
  const log: string[] = [];
  render(
    <Button
      {...props}
      onPressStart={(event) => log.push(`start ${event.pointerType}`)}
      onPressEnd={(event) => log.push(`end ${event.pointerType}`)}
      onPress={(event) => log.push(`press ${event.pointerType}`)}
    />,
  );
  return { log, button: screen.getByRole('button', { name: 'Add' }) };
}

describe('useNativeButton (React Aria button contract on a native button)', () => {
  it.each([
    [undefined, 'button'],
    ['submit' as const, 'submit'],
  ])('with type %s it is a type="%s" button', (type, expected) => {
    render(<Button {...(type ? { type } : {})} />);
    expect(screen.getByRole('button')).toHaveAttribute('type', expected);
  });

  it('passes its aria attributes and leaves the tab order on request', () => {
    render(<Button aria-label="Add to Cart" aria-expanded aria-haspopup="dialog" excludeFromTabOrder />);
    const button = screen.getByRole('button', { name: 'Add to Cart', expanded: true });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('tabindex', '-1');
  });

  it('a mouse click starts, ends and presses with pointer type "mouse"', async () => {
    const user = userEvent.setup();
    const { log, button } = renderButton();
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(log).toEqual(['start mouse']);
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(log).toEqual(['start mouse', 'end mouse', 'press mouse']);
  });

  it.each([['{Enter}'], [' ']])('the %s key presses with pointer type "keyboard"', async (key) => {
    const user = userEvent.setup();
    const { log, button } = renderButton();
    button.focus();
    await user.keyboard(key);
    expect(log).toContain('start keyboard');
    expect(log).toContain('press keyboard');
    expect(log).toContain('end keyboard');
  });

  it('a click nobody pressed for (a screen reader) is virtual: start, end and press at once', () => {
    const { log, button } = renderButton();
    fireEvent.click(button);
    expect(log).toEqual(['start virtual', 'end virtual', 'press virtual']);
  });

  it('says where in the button it was pressed, measured when asked', () => {
    const points: { x: number; y: number }[] = [];
    render(<Button onPress={(event) => points.push({ x: event.x, y: event.y })} />);
    const button = screen.getByRole('button', { name: 'Add' });
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 40, width: 80, height: 30 }));
    fireEvent.click(button, { clientX: 130, clientY: 52 });
    expect(points).toEqual([{ x: 30, y: 12 }]);
  });

  it('a press that leaves the button ends without a press', async () => {
    const user = userEvent.setup();
    const { log, button } = renderButton();
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await user.pointer({ target: document.body });
    await user.pointer({ keys: '[/MouseLeft]', target: document.body });
    expect(log).toEqual(['start mouse', 'end mouse']);
  });

  it('a disabled button is disabled and never presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button isDisabled onPress={onPress} />);
    await user.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toBeDisabled();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('gives up the focus when it becomes disabled, as React Aria does (Chrome keeps it silently)', () => {
    const { rerender } = render(<Button />);
    screen.getByRole('button').focus();
    rerender(<Button isDisabled />);
    expect(screen.getByRole('button')).not.toHaveFocus();
  });

  it('keeps the focus where it was when asked not to take it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Quantity" />
        <Button preventFocusOnPress />
      </>,
    );
    screen.getByRole('textbox').focus();
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('textbox')).toHaveFocus();
  });
});
