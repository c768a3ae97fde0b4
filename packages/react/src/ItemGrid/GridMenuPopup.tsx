// The open state of a grid menu (sort, layout): the React Aria menu, its selection and its positioned popover. Loaded
// on demand by GridMenu.tsx, so a grid page's first download carries only the trigger buttons (issue 6 budget).
import type { ReactNode, RefObject } from 'react';
import { useMemo, useRef } from 'react';
import type { useMenuTrigger } from 'react-aria/useMenu';
import { useMenu, useMenuItem } from 'react-aria/useMenu';
import { DismissButton, Overlay } from 'react-aria/Overlay';
import { usePopover } from 'react-aria/usePopover';
import { Item } from 'react-stately/Item';
import type { MenuTriggerState } from 'react-stately/useMenuTriggerState';
import type { TreeState } from 'react-stately/useTreeState';
import { useTreeState } from 'react-stately/useTreeState';
import type { GridMenuOption } from './GridMenu.tsx';

export interface MenuListProps<Value extends string> {
  label: string;
  options: readonly GridMenuOption<Value>[];
  selectedValue: Value;
  onAction: (value: Value) => void;
  onClose: () => void;
  menuProps: ReturnType<typeof useMenuTrigger<object>>['menuProps'];
}

function MenuItem({ item, state }: { item: { key: string | number; rendered: ReactNode }; state: TreeState<object> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { menuItemProps, isFocused, isSelected } = useMenuItem({ key: item.key }, state, ref);
  return (
    <li
      {...menuItemProps}
      ref={ref}
      data-part="menu-item"
      data-focused={isFocused ? '' : undefined}
      data-state={isSelected ? 'checked' : 'unchecked'}
    >
      {item.rendered}
    </li>
  );
}

function MenuList<Value extends string>(props: MenuListProps<Value>) {
  const ref = useRef<HTMLUListElement>(null);
  // The same elements while the options stand: the menu's collection is built again only when they change, not on
  // every render (a press on an item renders the list to show it pressed and focused).
  const items = useMemo(() => props.options.map((option) => <Item key={option.value}>{option.label}</Item>), [props.options]);
  const menuOptions = {
    ...props.menuProps,
    'aria-label': props.label,
    selectionMode: 'single' as const,
    disallowEmptySelection: true,
    selectedKeys: [props.selectedValue],
    onAction: (key: string | number) => props.onAction(String(key) as Value),
    onClose: props.onClose,
    children: items,
  };
  const state = useTreeState<object>(menuOptions);
  const { menuProps } = useMenu(menuOptions, state, ref);
  return (
    <ul {...menuProps} ref={ref} data-part="menu">
      {[...state.collection].map((item) => (
        <MenuItem key={item.key} item={item} state={state} />
      ))}
    </ul>
  );
}

/**
 * A non-modal popover, as the APG's menu button is: the menu closes on Escape, on a choice, when the focus leaves it
 * (a press anywhere else) and when the page scrolls. A modal one made the rest of the page `inert` while open, and
 * Chromium restyled the whole page when it opened and again when it closed: most of a sort change's main-thread time
 * at 4× CPU slowdown (issue 21, interaction latency).
 */
function Popover({ state, triggerRef, children }: { state: MenuTriggerState; triggerRef: RefObject<HTMLButtonElement | null>; children: ReactNode }) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const { popoverProps } = usePopover({ triggerRef, popoverRef, placement: 'bottom start', offset: 4, isNonModal: true }, state);
  return (
    <Overlay>
      <div {...popoverProps} ref={popoverRef} data-rigkit="item-grid-popover">
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
export function GridMenuPopup<Value extends string>({ state, triggerRef, ...listProps }: GridMenuPopupProps<Value>) {
  return (
    <Popover state={state} triggerRef={triggerRef}>
      <MenuList {...listProps} />
    </Popover>
  );
}
