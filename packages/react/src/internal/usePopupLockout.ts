import { useEffect, useRef } from 'react';

/**
 * "Popups have a 500 ms lockout after each open or close" (spec 2 §2, §9 "Popup lockout 500 ms"). Kept here
 * because @rigkit/domain has no popup constant yet.
 */
export const POPUP_LOCKOUT_MS = 500;

export interface PopupLockoutOptions {
  /** Milliseconds after each open or close during which further requests are ignored. @default 500 */
  lockoutMs?: number | undefined;
  /** The clock the lockout is measured with, in milliseconds. @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * The lockout alone, for a popup that keeps its open state itself (the Popup widget, the product gallery's
 * lightbox, the add-to-existing-order dialog): the returned function says whether a request to open or close may
 * pass now, and starts a new lockout when it does. A change the owner makes by other means starts one too.
 * A file of its own, so a page that only needs the lockout does not load the Popup's modal dialog hooks.
 */
export function usePopupLockout(isOpen: boolean, options: PopupLockoutOptions = {}): (wantOpen: boolean) => boolean {
  // The time of the last accepted change; none yet at first, so the first request always passes.
  const lastChangeAt = useRef<number | undefined>(undefined);
  const lockoutMs = options.lockoutMs ?? POPUP_LOCKOUT_MS;
  const clock = options.now ?? Date.now;

  const shownOpen = useRef(isOpen);
  useEffect(() => {
    if (shownOpen.current === isOpen) return;
    shownOpen.current = isOpen;
    lastChangeAt.current = Math.max(lastChangeAt.current ?? Number.NEGATIVE_INFINITY, clock());
  }, [isOpen, clock]);

  return (wantOpen) => {
    if (wantOpen === isOpen) return false;
    const at = clock();
    if (lastChangeAt.current !== undefined && at - lastChangeAt.current < lockoutMs) return false;
    lastChangeAt.current = at;
    return true;
  };
}
