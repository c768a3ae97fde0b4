// A tile's or product page's compare control (issue 17 defect 14): a toggle button (aria-pressed) named "Compare"
// with the item's name for screen readers; a 5th item is refused and the tray's alert says why.
import type { CompareItem } from '@rigkit/domain/compare';
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
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
    <button {...buttonProps} ref={ref} className={className} data-rigkit="compare-toggle" data-state={isChosen ? 'on' : 'off'}>
      {compareTrayMessages.toggle}
      <VisuallyHidden elementType="span"> {item.ItemDescription}</VisuallyHidden>
    </button>
  );
}
