import type { AccountMenuEntry } from '@rigkit/domain/account';
import type { ReactNode, RefObject } from 'react';
import { useRef } from 'react';
import type { AccountLayoutAria, AccountLayoutProps } from './useAccountLayout.ts';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { accountProfileHeader, useAccountLayout } from './useAccountLayout.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

interface AccountLayoutContextValue {
  layout: AccountLayoutAria;
  trigger: RefObject<HTMLButtonElement | null>;
}

const [AccountLayoutContext, useAccountLayoutContext] = createPartsContext<AccountLayoutContextValue>('AccountLayout');

export interface AccountLayoutRootProps extends AccountLayoutProps {
  /** The header, menu and content parts. */
  children: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/**
 * The account area's frame (spec 1 §2, spec 3 §2.1). Unstyled: `data-menu-layout` is `side-menu` or `drop-down`
 * (under 900 px); the menu's button carries `data-state="open"` or `"closed"`.
 */
function Root({ children, className, ...props }: AccountLayoutRootProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const layout = useAccountLayout(props, { trigger });
  return (
    <AccountLayoutContext value={{ layout, trigger }}>
      <div {...layout.rootProps} className={className} data-rigkit="account-layout">
        {children}
      </div>
    </AccountLayoutContext>
  );
}

export interface AccountLayoutProfileHeaderProps {
  /** The customer's first name (FirstName of the session). */
  firstName?: string | null;
  /** The customer's last name (LastName of the session). */
  lastName?: string | null;
  /** The customer's e-mail address (EmailAddress of the session). */
  emailAddress?: string | null;
}

/** The full name, or "Account" when there is none, above the e-mail address (spec 1 §2). */
function ProfileHeader(props: AccountLayoutProfileHeaderProps) {
  useAccountLayoutContext('ProfileHeader');
  const header = accountProfileHeader(props);
  return (
    <header data-part="profile-header">
      <h1 data-part="name">{header.name}</h1>
      {header.emailAddress ? <p data-part="email">{header.emailAddress}</p> : null}
    </header>
  );
}

/** The side menu, or under 900 px a button that opens the same links as a drop-down; the current entry is marked. */
function Menu() {
  const { layout, trigger } = useAccountLayoutContext('Menu');
  const link = (entry: AccountMenuEntry) => (
    <RigkitLink {...layout.getLinkProps(entry)} data-part="link">
      {entry.label}
    </RigkitLink>
  );
  return (
    <nav {...layout.navProps} data-part="menu" data-state={layout.menuState}>
      {layout.menuLayout === 'drop-down' ? (
        <button {...layout.triggerProps} ref={trigger} data-part="menu-trigger">
          {layout.triggerLabel}
        </button>
      ) : null}
      <ul {...(layout.menuLayout === 'drop-down' ? layout.listProps : {})} data-part="menu-list">
        {layout.entries.map((entry) => (
          <li key={entry.path} data-part="menu-item">
            {link(entry)}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface AccountLayoutContentProps {
  /** The account page shown beside (or under) the menu. */
  children: ReactNode;
}

/** The account page itself. */
function Content({ children }: AccountLayoutContentProps) {
  useAccountLayoutContext('Content');
  return <div data-part="content">{children}</div>;
}

/** The account layout's parts: `Root` holds `ProfileHeader`, `Menu` and `Content`. */
export const AccountLayout = { Root, ProfileHeader, Menu, Content };
