// Text for screen readers only ("Price", "was", a table caption, a live announcement), with React Aria's
// VisuallyHidden styles. Those parts are never focusable, so React Aria's focus-within tracking that reveals a
// focused child is not needed; its component sat in the first download of every page with a price (issue 6/7).
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/** React Aria's visually-hidden styles: off screen for the eye, in the accessibility tree. */
export const visuallyHiddenStyle: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
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
