// The designer's artwork libraries as tabs (spec 2 §2: tabs My Artwork, AI Generator, PLE Artwork; issue 20 item 4):
// the WAI-ARIA tabs pattern with automatic activation. One Tab stop (roving tabindex), the arrow keys move to the
// previous or next tab and open it (wrapping), Home and End the first and last; the panel is named by its tab.
// Written here rather than with React Aria's useTabList: that brings its collections, focus scope and press
// handling, 24 kB gzip, onto the designer route, whose JavaScript has a budget (issue 20, Performance; measured with
// bench/uvDesigner.bench.ts: 149 kB over the floor with it, against 125 kB on main). Unstyled: data-state (active,
// inactive) on each tab, data-tab on the panel.
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import { tabForKey } from '../internal/tabKeys.ts';

export interface UvLibraryTab<Key extends string> {
  /** The tab's key, passed to `onSelectionChange` and `children`. */
  key: Key;
  /** The tab's visible name. */
  label: string;
}

export interface UvLibraryTabsProps<Key extends string> {
  /** The tabs in order. */
  tabs: readonly UvLibraryTab<Key>[];
  /** The open tab (controlled). */
  selectedKey: Key;
  /** Called with the tab the shopper opens. */
  onSelectionChange: (key: Key) => void;
  /** The accessible name of the tab list. */
  'aria-label': string;
  /** The open tab's panel. */
  children: (key: Key) => ReactNode;
  /** Called when a tab is pointed at or focused, to start loading what its panel will show (as PartButton's `onIntent`). */
  onIntent?: (key: Key) => void;
}

export function UvLibraryTabs<Key extends string>({ tabs, selectedKey, onSelectionChange, children, onIntent, ...aria }: UvLibraryTabsProps<Key>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;
  const open = (key: Key) => {
    onSelectionChange(key);
    tabRefs.current.get(key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabForKey(tabs, selectedKey, event.key);
    if (target === undefined) return;
    event.preventDefault();
    open(target);
  };
  return (
    <div data-part="library-tabs-root">
      <div role="tablist" aria-label={aria['aria-label']} aria-orientation="horizontal" data-part="library-tabs">
        {tabs.map((tab) => {
          const isSelected = tab.key === selectedKey;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-part="library-tab"
              data-tab={tab.key}
              data-state={isSelected ? 'active' : 'inactive'}
              onClick={() => onSelectionChange(tab.key)}
              onKeyDown={onKeyDown}
              onPointerEnter={onIntent ? () => onIntent(tab.key) : undefined}
              onFocus={onIntent ? () => onIntent(tab.key) : undefined}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/* Every library's panel holds controls of its own (upload, group, samples, prompt), so Tab reaches them. */}
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedKey)} data-part="library-panel" data-tab={selectedKey}>
        {children(selectedKey)}
      </div>
    </div>
  );
}
