import type { AccountMenuEntry } from '@rigkit/domain/account';
import { ACCOUNT_MENU_ENTRIES, accountMenuEntryForPath, profileHeaderName } from '@rigkit/domain/account';
import type { ButtonHTMLAttributes, HTMLAttributes, KeyboardEvent, MouseEvent, RefObject } from 'react';
import { useId } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { useControlledState } from 'react-stately/useControlledState';
import { useIsUnderAccountBreakpoint } from './mobileBreakpoint.ts';
import type { RigkitLinkAttributes } from '../RigkitProvider/RigkitProvider.tsx';

/** A side menu beside the content, or a drop-down above it under 900 px (spec 1 §2). */
export type AccountLayoutMenuLayout = 'side-menu' | 'drop-down';
/** Whether the drop-down's list is showing (the side menu is always open). */
export type AccountLayoutMenuState = 'open' | 'closed';

export interface AccountLayoutProps {
  /** The path of the page being shown; its menu entry is marked as the current page. */
  currentPath: string;
  /** Whether to show the drop-down menu of narrow screens (controlled). @default under 900 px by matchMedia; false on the server */
  isMobile?: boolean;
  /** Whether the drop-down's list is open (controlled). */
  isMenuOpen?: boolean;
  /** Whether the drop-down's list starts open when uncontrolled. @default false */
  defaultMenuOpen?: boolean;
  /** Called when the drop-down opens or closes. */
  onMenuOpenChange?: (isOpen: boolean) => void;
  /** Called with the entry's path when the shopper follows a menu link; when given, the browser's own navigation is prevented. */
  onNavigate?: (path: string) => void;
  /** The menu's entries, in order. @default ACCOUNT_MENU_ENTRIES (the 12 entries of spec 1 §2) */
  entries?: readonly AccountMenuEntry[];
  /** The menu's accessible name; give another where the page already has an "Account" navigation (a site header). @default 'Account' */
  menuLabel?: string;
}

export interface AccountLayoutAria {
  menuLayout: AccountLayoutMenuLayout;
  menuState: AccountLayoutMenuState;
  entries: readonly AccountMenuEntry[];
  currentEntry: AccountMenuEntry | undefined;
  /** The drop-down button's text: the current entry, or "Account Menu" on a page outside the menu. */
  triggerLabel: string;
  rootProps: HTMLAttributes<HTMLElement> & { 'data-menu-layout': AccountLayoutMenuLayout };
  navProps: HTMLAttributes<HTMLElement>;
  triggerProps: ButtonHTMLAttributes<HTMLButtonElement> & { 'data-state': AccountLayoutMenuState };
  listProps: HTMLAttributes<HTMLUListElement>;
  getLinkProps: (entry: AccountMenuEntry) => RigkitLinkAttributes;
}

/** The profile header's two lines: the full name, or "Account" when none, and the e-mail address (spec 1 §2). */
export function accountProfileHeader(person: { firstName?: string | null; lastName?: string | null; emailAddress?: string | null }) {
  return { name: profileHeaderName(person.firstName, person.lastName), emailAddress: person.emailAddress ?? '' };
}

const TRIGGER_FALLBACK_LABEL = 'Account Menu'; // designed: a page such as an order's detail has no entry of its own

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Behaviour of the account layout's menu (spec 1 §2, spec 3 §2.1): current entry, side menu or drop-down. */
export function useAccountLayout(props: AccountLayoutProps, refs: { trigger: RefObject<HTMLButtonElement | null> }): AccountLayoutAria {
  const detectedMobile = useIsUnderAccountBreakpoint();
  const menuLayout: AccountLayoutMenuLayout = (props.isMobile ?? detectedMobile) ? 'drop-down' : 'side-menu';
  const [isMenuOpen, setMenuOpen] = useControlledState(props.isMenuOpen, props.defaultMenuOpen ?? false, props.onMenuOpenChange);
  const entries = props.entries ?? ACCOUNT_MENU_ENTRIES;
  const currentEntry = accountMenuEntryForPath(props.currentPath);
  const listId = useId();
  const isDropDown = menuLayout === 'drop-down';
  const menuState: AccountLayoutMenuState = !isDropDown || isMenuOpen ? 'open' : 'closed';

  const { buttonProps } = useNativeButton({ type: 'button', onPress: () => setMenuOpen(!isMenuOpen) }, refs.trigger);

  return {
    menuLayout,
    menuState,
    entries,
    currentEntry,
    triggerLabel: currentEntry?.label ?? TRIGGER_FALLBACK_LABEL,
    rootProps: { 'data-menu-layout': menuLayout },
    navProps: {
      'aria-label': props.menuLabel ?? 'Account',
      // Escape closes an open drop-down and gives focus back to its button, as a disclosure menu does.
      onKeyDown: (event: KeyboardEvent) => {
        if (isDropDown && isMenuOpen && event.key === 'Escape') {
          setMenuOpen(false);
          refs.trigger.current?.focus();
        }
      },
    },
    triggerProps: { ...buttonProps, 'aria-expanded': isMenuOpen, 'aria-controls': listId, 'data-state': menuState },
    listProps: { id: listId, hidden: menuState === 'closed' },
    getLinkProps: (entry) => {
      const isCurrent = entry.path === currentEntry?.path;
      return {
        href: entry.path,
        'aria-current': isCurrent ? 'page' : undefined,
        'data-state': isCurrent ? 'current' : 'other',
        onClick: (event) => {
          if (isDropDown) setMenuOpen(false);
          if (props.onNavigate && isPlainLeftClick(event) && !event.defaultPrevented) {
            event.preventDefault();
            props.onNavigate(entry.path);
          }
        },
      };
    },
  };
}
