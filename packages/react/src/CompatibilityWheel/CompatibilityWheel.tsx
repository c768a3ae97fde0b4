import { useMemo } from 'react';
import { lazyPart } from '../internal/lazyPart.ts';
import { ServerRenderedPart } from '../internal/ServerRenderedPart.tsx';
import type { CompatibilityWheelProps } from './useCompatibilityWheel.ts';

// The wheel is a still picture that answers nothing, so its drawing code (the rings' arcs, the texts) is not in the
// page's first download: the server draws it in full, its HTML stays as drawn while the page hydrates, and the code
// loads once the page is idle, for the wheels a client render draws (a new page of a grid's feature list, the PC
// selector's results). Those wait for it to arrive (internal/ServerRenderedPart.tsx).
const figurePart = lazyPart(() => import('./CompatibilityWheelFigure.tsx'));
// The server puts wheels in the page's HTML: loaded at start-up, the code is there for its first page too.
if (typeof document === 'undefined') void figurePart.load();

/** Loads the wheel's drawing code ahead of a client render (a story's loader, a test). */
export function preloadCompatibilityWheel(): Promise<unknown> {
  return figurePart.load();
}

export interface CompatibilityWheelComponentProps extends CompatibilityWheelProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The compatibility wheel (spec 1 §2 featurelist, §9): one ring per requirement (CPU, Graphics Card, Memory), each
 * of 5 steps lit up to its level, and the overall level in the centre. Standalone: the item grid's feature list,
 * the game page and the PC selector all draw it. Unstyled: `data-level` (−1 to 4) and `data-state` (compatible,
 * incompatible) on the root; each ring carries its `data-level`, each step `data-state` (lit, unlit).
 */
export function CompatibilityWheel({ parts, level, label, size, showCaption, className }: CompatibilityWheelComponentProps) {
  // One props object while the values stand: the server's HTML is kept only while they do.
  const props = useMemo(
    (): CompatibilityWheelComponentProps => ({
      parts,
      label,
      ...(level === undefined ? {} : { level }),
      ...(size === undefined ? {} : { size }),
      ...(showCaption === undefined ? {} : { showCaption }),
      ...(className === undefined ? {} : { className }),
    }),
    [parts, level, label, size, showCaption, className],
  );
  return <ServerRenderedPart part={figurePart} isNeeded={false} props={props} />;
}
