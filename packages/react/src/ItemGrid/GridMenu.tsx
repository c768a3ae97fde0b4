// A menu button (React Aria menu pattern) for the sort and layout menus. The menu reports every press through
// `onAction`, the already-chosen entry too: choosing the current sort key again flips its direction (spec 1 §4).
import type { ReactNode, RefObject } from 'react';
import { useRef } from 'react';
import { useButton } from 'react-aria/useButton';
import { useMenu, useMenuItem, useMenuTrigger } from 'react-aria/useMenu';
import { DismissButton, Overlay } from 'react-aria/Overlay';
import { usePopover } from 'react-aria/usePopover';
import { Item } from 'react-stately/Item';
import type { MenuTriggerState } from 'react-stately/useMenuTriggerState';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import type { TreeState } from 'react-stately/useTreeState';
import { useTreeState } from 'react-stately/useTreeState';

export interface GridMenuOption<Value extends string> {
  value: Value;
  label: string;
}

export interface GridMenuProps<Value extends string> {
  /** The menu's accessible name, e.g. "Sort". */
  label: string;
  /** What the button shows, e.g. "Sort: Price (ascending)". */
  buttonContent: ReactNode;
  options: readonly GridMenuOption<Value>[];
  selectedValue: Value;
  onAction: (value: Value) => void;
  /** The part name on the button, for styling. */
  part: string;
}

interface MenuListProps<Value extends string> {
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
  const menuOptions = {
    ...props.menuProps,
    'aria-label': props.label,
    selectionMode: 'single' as const,
    disallowEmptySelection: true,
    selectedKeys: [props.selectedValue],
    onAction: (key: string | number) => props.onAction(String(key) as Value),
    onClose: props.onClose,
    children: props.options.map((option) => <Item key={option.value}>{option.label}</Item>),
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

function Popover({ state, triggerRef, children }: { state: MenuTriggerState; triggerRef: RefObject<HTMLButtonElement | null>; children: ReactNode }) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover({ triggerRef, popoverRef, placement: 'bottom start', offset: 4 }, state);
  return (
    <Overlay>
      <div {...underlayProps} data-rigkit="item-grid-underlay" />
      <div {...popoverProps} ref={popoverRef} data-rigkit="item-grid-popover">
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

export function GridMenu<Value extends string>(props: GridMenuProps<Value>) {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger<object>({}, state, triggerRef);
  const { buttonProps } = useButton(menuTriggerProps, triggerRef);
  return (
    <>
      <button {...buttonProps} ref={triggerRef} data-part={props.part} data-state={state.isOpen ? 'open' : 'closed'}>
        {props.buttonContent}
      </button>
      {state.isOpen ? (
        <Popover state={state} triggerRef={triggerRef}>
          <MenuList
            label={props.label}
            options={props.options}
            selectedValue={props.selectedValue}
            onAction={props.onAction}
            onClose={state.close}
            menuProps={menuProps}
          />
        </Popover>
      ) : null}
    </>
  );
}
