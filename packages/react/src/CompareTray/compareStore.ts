// The chosen items, shared by every compare toggle and the tray on the page and kept in sessionStorage so they
// survive navigation (and a reload) within the tab. On the server, and before hydration, the list is empty.
import { parseStoredCompareItems, type CompareItem } from '@rigkit/domain/compare';

export interface CompareSnapshot {
  items: readonly CompareItem[];
  /** The last refusal (a 5th item), until the list changes again. */
  notice: string | null;
}

const storageKey = 'rigkit.compare';
const empty: CompareSnapshot = { items: [], notice: null };
let current: CompareSnapshot | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be switched off (a privacy setting): the list then lives as long as the page.
    return undefined;
  }
}

export function compareSnapshot(): CompareSnapshot {
  current ??= { items: parseStoredCompareItems(storage()?.getItem(storageKey) ?? null), notice: null };
  return current;
}

export const serverCompareSnapshot = (): CompareSnapshot => empty;

export function setCompareSnapshot(next: CompareSnapshot): void {
  current = next;
  try {
    storage()?.setItem(storageKey, JSON.stringify(next.items));
  } catch {
    // A full or blocked storage keeps the list for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeCompare(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the list read from storage, so the next read takes it afresh (tests, and a storage cleared elsewhere). */
export function reloadCompareSnapshot(): void {
  current = undefined;
  for (const listener of listeners) listener();
}
