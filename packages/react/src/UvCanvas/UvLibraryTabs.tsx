// The designer's artwork libraries as tabs (spec 2 §2: tabs My Artwork, AI Generator, PLE Artwork; issue 20 item 4):
// React Aria's tab list, so the tabs are one Tab stop, arrow keys move between them, and the panel is named by its
// tab. Unstyled: data-state (active, inactive) on each tab, data-tab on the panel.
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useTab, useTabList, useTabPanel } from 'react-aria/useTabList';
import { Item } from 'react-stately/Item';
import type { TabListState } from 'react-stately/useTabListState';
import { useTabListState } from 'react-stately/useTabListState';

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
}

function Tab({ item, state }: { item: { key: string | number; rendered: ReactNode }; state: TabListState<object> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected } = useTab({ key: item.key }, state, ref);
  return (
    <div {...tabProps} ref={ref} data-part="library-tab" data-tab={item.key} data-state={isSelected ? 'active' : 'inactive'}>
      {item.rendered}
    </div>
  );
}

function TabPanel({ state, children }: { state: TabListState<object>; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel(state.selectedKey === null ? {} : { id: state.selectedKey }, state, ref);
  return (
    <div {...tabPanelProps} ref={ref} data-part="library-panel" data-tab={state.selectedKey ?? undefined}>
      {children}
    </div>
  );
}

export function UvLibraryTabs<Key extends string>({ tabs, selectedKey, onSelectionChange, children, ...aria }: UvLibraryTabsProps<Key>) {
  const listRef = useRef<HTMLDivElement>(null);
  const options = {
    children: tabs.map((tab) => <Item key={tab.key}>{tab.label}</Item>),
    selectedKey,
    onSelectionChange: (key: string | number) => {
      const next = tabs.find((tab) => tab.key === String(key));
      if (next) onSelectionChange(next.key);
    },
    'aria-label': aria['aria-label'],
  };
  const state = useTabListState(options);
  const { tabListProps } = useTabList(options, state, listRef);
  return (
    <div data-part="library-tabs-root">
      <div {...tabListProps} ref={listRef} data-part="library-tabs">
        {[...state.collection].map((item) => (
          <Tab key={item.key} item={item} state={state} />
        ))}
      </div>
      {/* Remounted per tab: React Aria keeps the first id it made for a panel. */}
      <TabPanel key={state.selectedKey ?? ''} state={state}>
        {children(selectedKey)}
      </TabPanel>
    </div>
  );
}
