// The selector's two tabs as plain elements with React Aria's tabs contract (role tablist/tab/tabpanel, the chosen
// tab the one tab stop, arrow keys, Home and End choosing the next enabled tab with wrap-around as React Aria's
// automatic activation, Enter/Space/click choosing, the panel named by its tab and focusable only when it holds
// nothing focusable). React Aria's useTabList builds a collection (useCollection, selection manager, scroll into
// view): about 12 kB gzip on /ChooseMyGamingPC for two fixed tabs (issue 21's route JavaScript budgets).
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { tabForKey } from '../internal/tabKeys.ts';

export interface NativeTab<Key extends string> {
  key: Key;
  title: ReactNode;
}

interface NativeTabsProps<Key extends string> {
  tabs: readonly NativeTab<Key>[];
  selectedKey: Key;
  onSelectionChange: (key: Key) => void;
  disabledKeys: readonly Key[];
  'aria-label': string;
  children: ReactNode;
}

const tabbable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function NativeTabs<Key extends string>({ tabs, selectedKey, onSelectionChange, disabledKeys, 'aria-label': ariaLabel, children }: NativeTabsProps<Key>) {
  const baseId = useId();
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = (key: Key) => `${baseId}-tabpanel-${key}`;
  const tabRefs = useRef(new Map<Key, HTMLDivElement>());
  const choose = (key: Key) => {
    if (!disabledKeys.includes(key) && key !== selectedKey) onSelectionChange(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(tabs, selectedKey, event.key, disabledKeys);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    tabRefs.current.get(next)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-orientation="horizontal" aria-label={ariaLabel} data-part="tabs">
        {tabs.map((tab) => {
          const isSelected = tab.key === selectedKey;
          const isDisabled = disabledKeys.includes(tab.key);
          return (
            <div
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-disabled={isDisabled || undefined}
              aria-controls={isSelected ? panelId(tab.key) : undefined}
              tabIndex={isSelected && !isDisabled ? 0 : -1}
              onClick={() => choose(tab.key)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return onKeyDown(event);
                event.preventDefault();
                choose(tab.key);
              }}
              data-part="tab"
              data-tab={tab.key}
              data-state={isSelected ? 'active' : 'inactive'}
              data-disabled={isDisabled ? '' : undefined}
            >
              {tab.title}
            </div>
          );
        })}
      </div>
      <TabPanel key={selectedKey} id={panelId(selectedKey)} labelledBy={tabId(selectedKey)} tab={selectedKey}>
        {children}
      </TabPanel>
    </>
  );
}

function TabPanel({ id, labelledBy, tab, children }: { id: string; labelledBy: string; tab: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // As React Aria: the panel is a tab stop only while nothing inside it is.
  const [hasTabbableChild, setHasTabbableChild] = useState(false);
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const update = () => setHasTabbableChild(panel.querySelector(tabbable) !== null);
    update();
    const observer = new MutationObserver(update);
    observer.observe(panel, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'tabindex', 'href'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} role="tabpanel" id={id} aria-labelledby={labelledBy} tabIndex={hasTabbableChild ? undefined : 0} data-part="panel" data-tab={tab}>
      {children}
    </div>
  );
}
