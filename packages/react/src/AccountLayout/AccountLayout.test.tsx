import { ACCOUNT_MENU_ENTRIES } from '@rigkit/domain/account';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountLayout } from './AccountLayout.tsx';
import type { AccountLayoutRootProps } from './AccountLayout.tsx';
import { RigkitProvider } from '../RigkitProvider/RigkitProvider.tsx';

function Layout(props: Partial<AccountLayoutRootProps> & { firstName?: string; lastName?: string; emailAddress?: string }) {
  const { firstName = 'Alex', lastName = 'Citizen', emailAddress = 'alex@example.com.au', ...root } = props;
  return (
    <AccountLayout.Root currentPath="/account/orders" {...root}>
      <AccountLayout.ProfileHeader firstName={firstName} lastName={lastName} emailAddress={emailAddress} />
      <AccountLayout.Menu />
      <AccountLayout.Content>
        <h2>Order History</h2>
      </AccountLayout.Content>
    </AccountLayout.Root>
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Account' });

describe('AccountLayout profile header (spec 1 §2)', () => {
  it('shows the full name and the e-mail address', () => {
    render(<Layout />);
    expect(screen.getByRole('heading', { level: 1, name: 'Alex Citizen' })).toBeInTheDocument();
    expect(screen.getByText('alex@example.com.au')).toBeInTheDocument();
  });

  it('shows "Account" when there is no name', () => {
    render(<Layout firstName="" lastName="  " />);
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
  });

  it('renders the page in the content area', () => {
    render(<Layout />);
    expect(screen.getByRole('heading', { level: 2, name: 'Order History' })).toBeInTheDocument();
  });
});

describe('AccountLayout side menu (spec 1 §2, spec 3 §2.1)', () => {
  it('lists the 12 entries in order with their paths', () => {
    render(<Layout isMobile={false} />);
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Edit Account Details', '/account'],
      ['Change Password', '/account/changepassword'],
      ['Quotes', '/account/quotes'],
      ['Order History', '/account/orders'],
      ['Invoices History', '/account/invoices'],
      ['Wishlists', '/account/wishlists'],
      ['Promotion Redemption', '/account/promotions'],
      ['Return a Product', '/account/return'],
      ['Return History', '/account/returns'],
      ['Work Orders', '/account/workorders'],
      ['Notification Settings', '/account/notifications'],
      ['Stored Payments', '/account/storedpayments'],
    ]);
    expect(links).toHaveLength(ACCOUNT_MENU_ENTRIES.length);
  });

  it.each([
    ['/account', 'Edit Account Details'],
    ['/Account/Orders/', 'Order History'],
    ['/account/storedpayments?added=1', 'Stored Payments'],
  ])('marks the entry of %s as the current page', (currentPath, label) => {
    render(<Layout isMobile={false} currentPath={currentPath} />);
    const current = within(menu())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('marks nothing on a page outside the menu', () => {
    render(<Layout isMobile={false} currentPath="/account/order/5f0c" />);
    expect(within(menu()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('shows the menu itself, with no drop-down button, on wide screens', () => {
    render(<Layout isMobile={false} />);
    expect(within(menu()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Quotes' })).toBeVisible();
  });

  it('hands navigation to onNavigate instead of the browser when given', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<Layout isMobile={false} onNavigate={onNavigate} />);
    await user.click(within(menu()).getByRole('link', { name: 'Wishlists' }));
    expect(onNavigate).toHaveBeenCalledWith('/account/wishlists');
  });

  it('takes another name for the menu, so it stays apart from a site header’s "Account" navigation', () => {
    render(<Layout menuLabel="Account menu" />);
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('renders each entry through renderLink so a router can take over', () => {
    render(
      <RigkitProvider
        renderLink={({ children, href, ...link }) => (
          <a {...link} href={href} data-router="">
            {children}
          </a>
        )}
      >
        <Layout
          isMobile={false}
        />
      </RigkitProvider>,
    );
    expect(within(menu()).getByRole('link', { name: 'Order History' })).toHaveAttribute('data-router');
    expect(within(menu()).getByRole('link', { name: 'Order History' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('AccountLayout drop-down under 900 px (spec 1 §2)', () => {
  it('collapses the menu behind a button named after the current page', () => {
    render(<Layout isMobile />);
    const button = within(menu()).getByRole('button', { name: 'Order History' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu()).queryByRole('link', { name: 'Quotes' })).not.toBeInTheDocument();
  });

  it('opens the entries from the button and closes after one is chosen', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<Layout isMobile onNavigate={onNavigate} />);
    const button = within(menu()).getByRole('button', { name: 'Order History' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu()).getByRole('link', { name: 'Order History' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(menu()).getByRole('link', { name: 'Invoices History' }));
    expect(onNavigate).toHaveBeenCalledWith('/account/invoices');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<Layout isMobile />);
    const button = within(menu()).getByRole('button', { name: 'Order History' });
    await user.click(button);
    await user.tab();
    expect(within(menu()).getByRole('link', { name: 'Edit Account Details' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('names the button "Account Menu" on a page outside the menu', () => {
    render(<Layout isMobile currentPath="/account/quote/5f0c" />);
    expect(within(menu()).getByRole('button', { name: 'Account Menu' })).toBeInTheDocument();
  });

  it('works controlled: the parent owns the open state', async () => {
    const user = userEvent.setup();
    const onMenuOpenChange = vi.fn();
    render(<Layout isMobile isMenuOpen onMenuOpenChange={onMenuOpenChange} />);
    expect(within(menu()).getByRole('link', { name: 'Quotes' })).toBeInTheDocument();
    await user.click(within(menu()).getByRole('button', { name: 'Order History' }));
    expect(onMenuOpenChange).toHaveBeenCalledWith(false);
    expect(within(menu()).getByRole('link', { name: 'Quotes' })).toBeInTheDocument();
  });
});

describe('AccountLayout breakpoint detection', () => {
  const listeners = new Set<() => void>();
  let narrow = true;

  afterEach(() => {
    vi.unstubAllGlobals();
    listeners.clear();
  });

  function stubMatchMedia() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      get matches() {
        return query === '(max-width: 899.98px)' && narrow;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
  }

  it('uses the drop-down under 900 px and the side menu when the window widens', () => {
    narrow = true;
    stubMatchMedia();
    render(<Layout />);
    expect(within(menu()).getByRole('button', { name: 'Order History' })).toBeInTheDocument();
    narrow = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(within(menu()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Quotes' })).toBeInTheDocument();
  });

  it('renders the side menu on the server, whatever the width', () => {
    narrow = true;
    stubMatchMedia();
    const html = renderToString(<Layout />);
    expect(html).toContain('data-menu-layout="side-menu"');
    expect(html).toContain('aria-current="page"');
  });

  it('shows the side menu where matchMedia does not exist', () => {
    render(<Layout />);
    expect(within(menu()).queryByRole('button')).not.toBeInTheDocument();
  });
});
