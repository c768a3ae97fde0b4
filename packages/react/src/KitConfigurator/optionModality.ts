// How the kit options behave under the pointer and keyboard like React Aria's radios did, with plain listeners: the
// last interaction's modality (a focus ring for keyboard focus only) and press without focus move or text selection.

/** How the shopper last interacted: a focus ring shows for keyboard focus, not after a press (React Aria's rule). */
type Modality = 'keyboard' | 'pointer' | null;
let modality: Modality = null;
let isTrackingModality = false;

/** The interaction that moved focus last, read when a radio gains focus. */
export const lastModality = (): Modality => modality;

/** One pair of listeners for the whole page, installed by the first category (no state, no re-render). */
export function trackModality(): void {
  if (isTrackingModality || typeof document === 'undefined') return;
  isTrackingModality = true;
  const onKey = (event: KeyboardEvent) => {
    if (!event.metaKey && !event.ctrlKey && !event.altKey) modality = 'keyboard';
  };
  const onPointer = () => {
    modality = 'pointer';
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  document.addEventListener('mousedown', onPointer, true);
}

/**
 * As React Aria's radios did: pressing an option neither moves focus nor starts a text selection; the click that
 * follows chooses the option (the label's own behaviour) and puts focus on its radio, so the arrow keys go on from
 * there. Plain listeners on the group: the radios themselves stay the keyboard's and screen readers' controls.
 */
export function pressLikeReactAria(group: HTMLElement | null): (() => void) | undefined {
  if (!group) return undefined;
  const optionOf = (event: Event) => (event.target instanceof Element ? event.target.closest('[data-part="option"]') : null);
  const onMouseDown = (event: MouseEvent) => {
    if (optionOf(event)) event.preventDefault();
  };
  const onClick = (event: MouseEvent) => {
    const radio = optionOf(event)?.querySelector('input');
    if (radio && radio !== document.activeElement) radio.focus({ preventScroll: true });
  };
  group.addEventListener('mousedown', onMouseDown);
  group.addEventListener('click', onClick);
  return () => {
    group.removeEventListener('mousedown', onMouseDown);
    group.removeEventListener('click', onClick);
  };
}
