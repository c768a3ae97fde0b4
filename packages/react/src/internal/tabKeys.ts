// The WAI-ARIA tabs pattern's keys, for the tab lists written without React Aria's collections (GameSelector's
// NativeTabs, the UV designer's UvLibraryTabs; both to keep that code off budgeted routes): ArrowRight and ArrowLeft
// move to the next or previous enabled tab, wrapping at the ends, Home and End to the first and last.

/** The tab a key press moves to from `selectedKey`, or undefined for a key the tab list does not handle. */
export function tabForKey<Key extends string>(tabs: readonly { key: Key }[], selectedKey: Key, pressed: string, disabledKeys: readonly Key[] = []): Key | undefined {
  const enabled = tabs.filter((tab) => !disabledKeys.includes(tab.key));
  const index = enabled.findIndex((tab) => tab.key === selectedKey);
  const last = enabled.length - 1;
  const target =
    pressed === 'ArrowRight' ? (index >= last ? 0 : index + 1)
    : pressed === 'ArrowLeft' ? (index <= 0 ? last : index - 1)
    : pressed === 'Home' ? 0
    : pressed === 'End' ? last
    : undefined;
  return target === undefined ? undefined : enabled[target]?.key;
}
