// The compare tray (issue 17 defect 14): sticky at the foot of the screen while items are chosen. Every page has it
// and most visits choose nothing, so its panel (CompareTrayPanel.tsx) loads only once the list has items; the list is
// the tab's sessionStorage, which the server cannot see, so the server and hydration both render nothing.
import { lazyPart, useLazyPart } from '../internal/lazyPart.ts';
import { useCompareList } from './useCompareList.ts';

const panelPart = lazyPart(() => import('./CompareTrayPanel.tsx'));

/** Loads the tray's panel ahead of the first chosen item (a story's loader, so its first render has it). */
export function preloadCompareTray(): Promise<unknown> {
  return panelPart.load();
}

export interface CompareTrayProps {
  /** Class name of the tray. */
  className?: string;
}

export function CompareTray({ className }: CompareTrayProps) {
  const list = useCompareList();
  const hasItems = list.items.length > 0;
  const panel = useLazyPart(panelPart, hasItems);
  if (!hasItems || !panel) return null;
  return <panel.CompareTrayPanel list={list} className={className} />;
}
