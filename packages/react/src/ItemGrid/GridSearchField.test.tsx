import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { GridSearchField } from './GridSearchField.tsx';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <GridSearchField label="Search these items" value={value} onChange={setValue} />;
}

describe('GridSearchField (spec 1 §5 grid search box)', () => {
  it('is a labelled search box of at most 15 characters', () => {
    render(<Field />);
    const box = screen.getByRole('searchbox', { name: 'Search these items' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('maxlength', '15');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('Escape empties a filled box and stops there; in an empty box it passes on', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const onDocumentKeyDown = (event: KeyboardEvent) => outer(event.key);
    document.addEventListener('keydown', onDocumentKeyDown);
    onTestFinished(() => document.removeEventListener('keydown', onDocumentKeyDown));
    render(<Field initial="ryzen" />);
    const box = screen.getByRole('searchbox', { name: 'Search these items' });
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(outer).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith('Escape');
  });

  it('the clear button, out of the tab order, empties the box and leaves the focus in it', async () => {
    const user = userEvent.setup();
    render(<Field initial="ryzen" />);
    const clear = screen.getByRole('button', { name: 'Clear search' });
    expect(clear).toHaveAttribute('tabindex', '-1');
    await user.click(clear);
    const box = screen.getByRole('searchbox', { name: 'Search these items' });
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
