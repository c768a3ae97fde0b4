// The open state of a grid menu (sort, layout): the menu, its choice and its positioned popover. Loaded on demand by
// GridMenu.tsx, so a grid page's first download carries only the trigger buttons (issue 6 budget).
//
// The menu is the APG's menu of radio items, written here rather than taken from React Aria's useMenu: React Aria's
// collection state renders every item again when one is pointed at or pressed, and at 4× CPU slowdown that was most
// of a sort change's latency (issue 21, interaction latency). Here the keys move the DOM's focus, only the item it
// enters and the one it leaves render again, and the pointer moves no focus at all. React Aria still positions the
// popover and dismisses it.
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { useMenuTrigger } from 'react-aria/useMenu';
import { DismissButton, Overlay } from 'react-aria/Overlay';
import { usePopover } from 'react-aria/usePopover';
import type { MenuTriggerState } from 'react-stately/useMenuTriggerState';
import type { GridMenuOption } from './GridMenu.tsx';
import { nextPaint } from '../internal/nextPaint.ts';

export interface MenuListProps<Value extends string> {
  label: string;
  options: readonly GridMenuOption<Value>[];
  selectedValue: Value;
  onAction: (value: Value) => void;
  onClose: () => void;
  menuProps: ReturnType<typeof useMenuTrigger<object>>['menuProps'];
}

interface MenuItemProps {
  value: string;
  label: string;
  isChecked: boolean;
  isFocused: boolean;
  onChoose: (value: string) => void;
  onFocusedChange: (value: string | null) => void;
}

/** One radio item. Memoised: moving the focus renders only the item it enters and the one it leaves. */
const MenuItem = memo(function MenuItem({ value, label, isChecked, isFocused, onChoose, onFocusedChange }: MenuItemProps) {
  return (
    <div
      role="menuitemradio"
      aria-checked={isChecked}
      tabIndex={-1}
      data-part="menu-item"
      data-value={value}
      data-focused={isFocused ? '' : undefined}
      data-state={isChecked ? 'checked' : 'unchecked'}
      // A press chooses without moving the focus first: focusing the item would render it, and the popover's focus
      // handlers would run, before the choice. The pointed-at item is shown by the theme's :hover.
      onMouseDown={(event) => event.preventDefault()}
      onFocus={() => onFocusedChange(value)}
      onBlur={() => onFocusedChange(null)}
      onClick={() => onChoose(value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onChoose(value);
      }}
    >
      {label}
    </div>
  );
});

/** The item the keys move to from `current` (-1: none): the arrows wrap, Home and End go to the ends, a letter to the
 *  next item it starts. */
function targetIndex(key: string, current: number, labels: readonly string[]): number | null {
  const count = labels.length;
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key.length !== 1 || key === ' ') return null;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= count; step += 1) {
    const index = (current + step) % count;
    if (labels[index]?.toLocaleLowerCase().startsWith(letter)) return index;
  }
  return null;
}

type MenuListPartProps<Value extends string> = Omit<MenuListProps<Value>, 'onAction' | 'onClose'> & {
  /** Called with the item chosen by a press, Enter or Space. */
  onChoose: (value: Value) => void;
};

function MenuList<Value extends string>({ label, options, selectedValue, onChoose, menuProps }: MenuListPartProps<Value>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [focusedValue, setFocusedValue] = useState<string | null>(null);
  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[data-part="menu-item"]') ?? [])];
  // The menu opens on its checked item, as React Aria's does; without one, on the first or last as the trigger asked.
  useLayoutEffect(() => {
    const checked = options.findIndex((option) => option.value === selectedValue);
    items().at(checked >= 0 ? checked : menuProps.autoFocus === 'last' ? -1 : 0)?.focus({ preventScroll: true });
    // Only when the menu opens: later focus follows the shopper.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Stable while the menu is open, so moving the focus renders only the two items it concerns.
  const choose = useCallback((value: string) => onChoose(value as Value), [onChoose]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const elements = items();
    const current = elements.findIndex((element) => element === document.activeElement);
    const target = targetIndex(event.key, current, options.map((option) => option.label));
    if (target === null) return;
    event.preventDefault();
    elements[target]?.focus({ preventScroll: true });
  };
  return (
    <div
      role="menu"
      id={menuProps.id}
      aria-label={label}
      aria-labelledby={menuProps['aria-labelledby']}
      tabIndex={-1}
      ref={listRef}
      onKeyDown={onKeyDown}
      data-part="menu"
    >
      {options.map((option) => (
        <MenuItem
          key={option.value}
          value={option.value}
          label={option.label}
          isChecked={option.value === selectedValue}
          isFocused={option.value === focusedValue}
          onChoose={choose}
          onFocusedChange={setFocusedValue}
        />
      ))}
    </div>
  );
}

/**
 * A non-modal popover, as the APG's menu button is: the menu closes on Escape, on a choice, when the focus leaves it
 * (a press anywhere else) and when the page scrolls. A modal one made the rest of the page `inert` while open, and
 * Chromium restyled the whole page when it opened and again when it closed: most of a sort change's main-thread time
 * at 4× CPU slowdown (issue 21, interaction latency).
 */
function Popover({ state, triggerRef, isClosing, children }: { state: MenuTriggerState; triggerRef: RefObject<HTMLButtonElement | null>; isClosing: boolean; children: ReactNode }) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const { popoverProps } = usePopover({ triggerRef, popoverRef, placement: 'bottom start', offset: 4, isNonModal: true }, state);
  // Closing after a choice: unseen and out of the pointer's way, still in the page and holding the focus.
  const style = isClosing ? { ...popoverProps.style, opacity: 0, pointerEvents: 'none' as const } : popoverProps.style;
  return (
    <Overlay>
      <div {...popoverProps} style={style} ref={popoverRef} data-rigkit="item-grid-popover" data-state={isClosing ? 'closing' : 'open'}>
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

export interface GridMenuPopupProps<Value extends string> extends MenuListProps<Value> {
  state: MenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The popover with the menu in it, for GridMenu's open state. */
export function GridMenuPopup<Value extends string>({ state, triggerRef, onClose, onAction, ...listProps }: GridMenuPopupProps<Value>) {
  // A choice hides the menu in its own frame, and in the task after that frame is painted gives the focus back to the
  // menu button, then removes the menu (issue 21, interaction latency). Moving the focus took 3 ms of the choice's
  // frame at 4× CPU slowdown, and Chromium takes 4–7 ms to remove a subtree that still holds the focus, so the focus
  // moves first, as React Aria's FocusScope would move it. A second choice before then is ignored.
  const [isClosing, setClosing] = useState(false);
  const isClosingRef = useRef(false);
  const chooseAndClose = useCallback(
    (value: Value) => {
      if (isClosingRef.current) return;
      isClosingRef.current = true;
      onAction(value);
      setClosing(true);
      const focused = document.activeElement;
      void nextPaint().then(() => {
        // Unless the shopper has put the focus somewhere else meanwhile.
        if (document.activeElement === focused || document.activeElement === document.body) triggerRef.current?.focus({ preventScroll: true });
        onClose();
      });
    },
    [onAction, triggerRef, onClose],
  );
  return (
    <Popover state={state} triggerRef={triggerRef} isClosing={isClosing}>
      <MenuList {...listProps} onChoose={chooseAndClose} />
    </Popover>
  );
}
