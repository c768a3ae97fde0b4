// For tests of presses whose heavy work waits for nextPaintShown: lets that work run, inside act.
import { act } from '@testing-library/react';

/** Resolves once a frame has been drawn and the task after it has run. */
export const afterPaint = (): Promise<void> => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves once two frames have been drawn (the press's frame has been shown) and the task after them has run. */
export function framesShown(): Promise<void> {
  return act(async () => {
    await afterPaint();
    await afterPaint();
  });
}
