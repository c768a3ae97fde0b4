import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withIntent } from './withIntent.ts';

describe('withIntent', () => {
  it('runs the intent after the button’s own handlers when it is pointed at or focused', () => {
    const calls: string[] = [];
    const props = { onPointerEnter: () => calls.push('own enter'), onFocus: () => calls.push('own focus') };
    render(<button {...withIntent(props, () => calls.push('intent'))}>Open</button>);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
    expect(calls).toEqual(['own enter', 'intent', 'own focus', 'intent']);
  });

  it('runs the intent for a button without handlers of its own, and leaves the props alone without one', () => {
    const onIntent = vi.fn();
    const props = { type: 'button' as const };
    render(<button {...withIntent(props, onIntent)}>Open</button>);
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
    expect(onIntent).toHaveBeenCalledTimes(1);
    expect(withIntent(props, undefined)).toBe(props);
  });
});
