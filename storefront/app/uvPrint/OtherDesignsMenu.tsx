// The toolbar's 'Other Designs' menu with Manage Designs (spec 2 §2). Designed: a disclosure button over a list of
// links (the navigation-menu pattern), closed by Escape or by leaving it. Manage Designs is a full page load, so
// unsaved changes still meet the browser's leave warning.
import { useEffect, useId, useRef, useState } from 'react';
import { designerPageMessages as text } from './designerMessages.ts';

export function OtherDesignsMenu() {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const outside = (target: EventTarget | null) => !rootRef.current?.contains(target as Node | null);
    const closeOnPointer = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const closeOnFocus = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnPointer);
    document.addEventListener('focusin', closeOnFocus);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnPointer);
      document.removeEventListener('focusin', closeOnFocus);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} data-part="other-designs" data-state={isOpen ? 'open' : 'closed'}>
      <button ref={buttonRef} type="button" aria-expanded={isOpen} aria-controls={listId} onClick={() => setOpen((open) => !open)}>
        {text.otherDesigns}
      </button>
      <ul id={listId} hidden={!isOpen}>
        <li>
          <a href="/UvPrintDesigns">{text.manageDesigns}</a>
        </li>
      </ul>
    </div>
  );
}
