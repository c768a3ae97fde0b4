// A menu button (the APG menu button pattern) for the sort and layout menus. The menu reports every press through
// `onAction`, the already-chosen entry too: choosing the current sort key again flips its direction (spec 1 §4).
// The popup (menu, selection, positioning) loads on demand from GridMenuPopup.tsx: when the shopper points at or
// focuses the button, or opens it; the button itself is static and server-rendered.
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useId, useRef } from 'react';
import type { useMenuTrigger } from 'react-aria/useMenu';
import type { MenuTriggerState } from 'react-stately/useMenuTriggerState';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { lazyPart, useLazyPart } from '../internal/lazyPart.ts';
import type { NativeButtonProps } from '../internal/useNativeButton.ts';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { withIntent } from '../internal/withIntent.ts';

const popupPart = lazyPart(() => import('./GridMenuPopup.tsx'));

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

type MenuProps = ReturnType<typeof useMenuTrigger<object>>['menuProps'];

/**
 * React Aria's menu trigger for a press-opened menu (useMenuTrigger, trigger 'press'), without its long-press and
 * context-menu modes and their localised strings, which a grid's menus never use: the button is a menu button
 * (aria-haspopup, aria-expanded, aria-controls while open); a mouse opens it on press start, a screen reader's virtual
 * click and Enter, Space or ArrowDown ask for the first item, ArrowUp for the last, a touch opens it on release. The
 * menu puts the focus on its checked item whichever was asked (GridMenuPopup.tsx), as React Aria's did.
 */
function useGridMenuTrigger(
  state: MenuTriggerState,
  triggerRef: RefObject<HTMLButtonElement | null>,
): { menuTriggerProps: NativeButtonProps; onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void; menuProps: MenuProps } {
  const triggerId = useId();
  const menuId = useId();
  const focusTrigger = () => triggerRef.current?.focus({ preventScroll: true });
  return {
    menuTriggerProps: {
      id: triggerId,
      'aria-haspopup': true,
      'aria-expanded': state.isOpen,
      'aria-controls': state.isOpen ? menuId : undefined,
      preventFocusOnPress: true,
      onPressStart: (event) => {
        if (event.pointerType === 'touch' || event.pointerType === 'keyboard') return;
        // The trigger keeps focus, so it gets it back when the menu closes.
        focusTrigger();
        state.open(event.pointerType === 'virtual' ? 'first' : null);
      },
      onPress: (event) => {
        if (event.pointerType !== 'touch') return;
        focusTrigger();
        state.toggle();
      },
    },
    onKeyDown: (event) => {
      // As React Aria's shortcuts: no Ctrl, Meta or Shift; Alt only with the arrows. A key the trigger handles goes
      // no further; any other passes on.
      const isArrow = event.key === 'ArrowDown' || event.key === 'ArrowUp';
      const isPlain = !event.ctrlKey && !event.metaKey && !event.shiftKey && (isArrow || !event.altKey);
      const strategy = !isPlain ? null : event.key === 'ArrowUp' ? 'last' : event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown' ? 'first' : null;
      if (strategy === null || event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      state.toggle(strategy);
    },
    menuProps: { id: menuId, 'aria-labelledby': triggerId, autoFocus: state.focusStrategy ?? true, onClose: state.close },
  };
}

export function GridMenu<Value extends string>(props: GridMenuProps<Value>) {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, onKeyDown, menuProps } = useGridMenuTrigger(state, triggerRef);
  const { buttonProps } = useNativeButton(menuTriggerProps, triggerRef);
  const popup = useLazyPart(popupPart, state.isOpen);
  const preload = () => void popupPart.load();
  return (
    <>
      <button
        {...withIntent(buttonProps, preload)}
        onKeyDown={(event) => {
          onKeyDown(event);
          buttonProps.onKeyDown?.(event);
        }}
        ref={triggerRef}
        data-part={props.part}
        data-state={state.isOpen ? 'open' : 'closed'}
      >
        {props.buttonContent}
      </button>
      {state.isOpen && popup ? (
        <popup.GridMenuPopup
          state={state}
          triggerRef={triggerRef}
          label={props.label}
          options={props.options}
          selectedValue={props.selectedValue}
          onAction={props.onAction}
          onClose={state.close}
          menuProps={menuProps}
        />
      ) : null}
    </>
  );
}
