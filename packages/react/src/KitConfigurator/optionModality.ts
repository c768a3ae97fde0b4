// How the kit options are pressed like React Aria's radios were, with plain listeners: press without focus move or
// text selection. The focus ring's modality is internal/focusModality.ts.
import { nextPaint } from '../internal/nextPaint.ts';

/**
 * As React Aria's radios did: pressing an option neither moves focus nor starts a text selection; the click that
 * follows chooses the option and, a frame later, puts focus on its radio, so the arrow keys go on from there. Plain
 * listeners on the group: the radios themselves stay the keyboard's and screen readers' controls.
 */
export function pressLikeReactAria(group: HTMLElement | null): (() => void) | undefined {
  if (!group) return undefined;
  const optionOf = (event: Event) => (event.target instanceof Element ? event.target.closest('[data-part="option"]') : null);
  const onMouseDown = (event: MouseEvent) => {
    if (optionOf(event)) event.preventDefault();
  };
  const onClick = (event: MouseEvent) => {
    const radio = optionOf(event)?.querySelector('input');
    const focusedBefore = document.activeElement;
    if (!radio) return;
    // A click on the label's text or picture chooses through a click on the radio itself, which this listener then
    // handles: the label's own behaviour would focus the radio first, in the click's task (3 ms of it at 4× CPU
    // slowdown, issue 21).
    if (event.target !== radio) {
      event.preventDefault();
      radio.click();
      return;
    }
    if (radio === focusedBefore) return;
    // In the task after the click's frame, unless the focus has moved meanwhile: moving it forces a style update and
    // runs every focus listener of the page (React Aria's among them), 1.7 ms of the click's frame at 1× and 7 ms at
    // 4× CPU slowdown (issue 21, interaction latency).
    void nextPaint().then(() => {
      if (radio.isConnected && document.activeElement === focusedBefore) radio.focus({ preventScroll: true });
    });
  };
  group.addEventListener('mousedown', onMouseDown);
  group.addEventListener('click', onClick);
  return () => {
    group.removeEventListener('mousedown', onMouseDown);
    group.removeEventListener('click', onClick);
  };
}
