// Text for screen readers only ("Price", "was", a table caption, a live announcement), hidden as React Aria's
// VisuallyHidden hides it. Those parts are never focusable, so React Aria's focus-within tracking that reveals a
// focused child is not needed; its component sat in the first download of every page with a price (issue 6/7).
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Off screen for the eye, in the accessibility tree: React Aria's visually-hidden styles without what served browsers
 * lacking `clip-path` (`clip`, `border`, `padding`): every page of tiles repeats this inline on each tile. The -1 px
 * margin stays: without it the 1 px box can lengthen its page by a pixel.
 */
export const visuallyHiddenStyle: CSSProperties = {
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};

export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLElement>, 'style'> {
  /** The element to render. @default 'div' */
  elementType?: 'div' | 'span';
  children?: ReactNode;
}

export function VisuallyHidden({ elementType: Element = 'div', children, ...props }: VisuallyHiddenProps) {
  return (
    <Element {...props} style={visuallyHiddenStyle}>
      {children}
    </Element>
  );
}
