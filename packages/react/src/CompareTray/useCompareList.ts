import { toggleCompareItem, type CompareItem, type CompareToggleOutcome } from '@rigkit/domain/compare';
import { useSyncExternalStore } from 'react';
import { compareSnapshot, serverCompareSnapshot, setCompareSnapshot, subscribeCompare } from './compareStore.ts';
import { compareTrayMessages } from './messages.ts';

export interface CompareListAria {
  items: readonly CompareItem[];
  /** Why the last toggle was refused ("You can compare up to 4 items…"), or null. */
  notice: string | null;
  isChosen: (inventoryItemId: number) => boolean;
  /** Adds or removes the item; a 5th is refused and `notice` says so. */
  toggle: (item: CompareItem) => CompareToggleOutcome;
  remove: (inventoryItemId: number) => void;
  clear: () => void;
}

/** The shopper's compare list (issue 17 defect 14): the same list in every toggle and the tray, kept for the tab. */
export function useCompareList(): CompareListAria {
  const snapshot = useSyncExternalStore(subscribeCompare, compareSnapshot, serverCompareSnapshot);
  return {
    items: snapshot.items,
    notice: snapshot.notice,
    isChosen: (id) => snapshot.items.some((item) => item.InventoryItemId === id),
    toggle: (item) => {
      const { items, outcome } = toggleCompareItem(compareSnapshot().items, item);
      setCompareSnapshot({ items, notice: outcome === 'full' ? compareTrayMessages.full : null });
      return outcome;
    },
    remove: (id) => setCompareSnapshot({ items: compareSnapshot().items.filter((item) => item.InventoryItemId !== id), notice: null }),
    clear: () => setCompareSnapshot({ items: [], notice: null }),
  };
}
