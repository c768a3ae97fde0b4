// The last interaction's modality, as React Aria's useFocusVisible keeps it: a focus ring shows for keyboard (or
// programmatic) focus, not after a press. Plain document listeners, for native inputs that draw their ring on a label
// (the kit options, the game selector) without React Aria's interaction modules.

/** How the shopper last interacted: a focus ring shows for keyboard focus, not after a press (React Aria's rule). */
type Modality = 'keyboard' | 'pointer' | null;
let modality: Modality = null;
let isTrackingModality = false;

/** The interaction that moved focus last, read when an input gains focus. */
export const lastModality = (): Modality => modality;

/** One set of listeners for the whole page, installed by the first widget that needs it (no state, no re-render). */
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

