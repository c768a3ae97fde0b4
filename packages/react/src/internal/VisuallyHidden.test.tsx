import { render, screen } from '@testing-library/react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria/VisuallyHidden';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it.each([['div' as const], ['span' as const]])('renders the same %s markup as React Aria’s', (elementType) => {
    const ours = renderToString(
      <VisuallyHidden elementType={elementType} aria-live="polite" data-part="announcement">
        Price
      </VisuallyHidden>,
    );
    const aria = renderToString(
      <AriaVisuallyHidden elementType={elementType} aria-live="polite" data-part="announcement">
        Price
      </AriaVisuallyHidden>,
    );
    expect(ours).toBe(aria);
  });

  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        Add<VisuallyHidden elementType="span"> AMD Ryzen 7</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Add AMD Ryzen 7' })).toBeInTheDocument();
  });
});
