// A tile's or product page's compare control (issue 17 defect 14): a toggle button (aria-pressed) showing "Compare"
// and named "Compare <item>" (the visible word first, WCAG 2.5.3), so each tile's toggle says which item it compares;
// a 5th item is refused and the tray's alert says why. An aria-label rather than hidden text: a grid page repeats it
// on every tile, and a visually hidden span costs its inline style each time.
import type { CompareItem } from '@rigkit/domain/compare';
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { compareTrayMessages } from './messages.ts';
import { useCompareList } from './useCompareList.ts';

export interface CompareToggleProps {
  /** The item to add to or remove from the compare list. */
  item: CompareItem;
  /** Class name of the button. */
  className?: string;
}

export function CompareToggle({ item, className }: CompareToggleProps) {
  const list = useCompareList();
  const ref = useRef<HTMLButtonElement>(null);
  const isChosen = list.isChosen(item.InventoryItemId);
  const { buttonProps } = useNativeButton({ 'aria-pressed': isChosen, onPress: () => list.toggle(item) }, ref);
  return (
    <button
      {...buttonProps}
      ref={ref}
      className={className}
      aria-label={`${compareTrayMessages.toggle} ${item.ItemDescription}`}
      data-rigkit="compare-toggle"
      data-state={isChosen ? 'on' : 'off'}
    >
      {compareTrayMessages.toggle}
    </button>
  );
}
