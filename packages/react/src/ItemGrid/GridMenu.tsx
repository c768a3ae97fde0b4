// A menu button (React Aria menu pattern) for the sort and layout menus. The menu reports every press through
// `onAction`, the already-chosen entry too: choosing the current sort key again flips its direction (spec 1 §4).
// The popup (menu, selection, positioning) loads on demand from GridMenuPopup.tsx: when the shopper points at or
// focuses the button, or opens it; the button itself is static and server-rendered.
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useButton } from 'react-aria/useButton';
import { useMenuTrigger } from 'react-aria/useMenu';
import { mergeProps } from 'react-aria/mergeProps';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { lazyPart, useLazyPart } from './lazyPart.ts';

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

export function GridMenu<Value extends string>(props: GridMenuProps<Value>) {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger<object>({}, state, triggerRef);
  const { buttonProps } = useButton(menuTriggerProps, triggerRef);
  const popup = useLazyPart(popupPart, state.isOpen);
  const preload = () => void popupPart.load();
  return (
    <>
      <button
        {...mergeProps(buttonProps, { onPointerEnter: preload, onFocus: preload })}
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
