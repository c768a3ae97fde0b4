import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it.each([['div' as const], ['span' as const]])('renders a %s with its props, hidden by clipping to a 1 px box, out of the flow', (elementType) => {
    const markup = renderToString(
      <VisuallyHidden elementType={elementType} aria-live="polite" data-part="announcement">
        Price
      </VisuallyHidden>,
    );
    expect(markup).toBe(
      `<${elementType} aria-live="polite" data-part="announcement" style="clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;position:absolute;white-space:nowrap;width:1px">Price</${elementType}>`,
    );
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
