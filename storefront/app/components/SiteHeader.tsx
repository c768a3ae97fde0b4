// The store header (issue 6 item 1): brand, category navigation (groups 1, 2 and 10 left out), search box, cart
// count and login state. Under 900 px the navigation folds behind a Menu button.
import { searchRedirectPath } from '@rigkit/domain/grid';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, NavLink, useLocation, useNavigate, useRevalidator } from 'react-router';
import { browserApi } from '../lib/api.client.ts';
import { announceSessionChange } from '../lib/crossTab.ts';
import type { NavigationEntry } from '../lib/navigation.ts';

export interface HeaderShopper {
  isLoggedIn: boolean;
  firstName: string | null;
  cartCount: number;
}

export function SiteHeader({ navigation, shopper }: { navigation: NavigationEntry[]; shopper: HeaderShopper }) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // While the phone menu is open, Escape folds it away and leaves the focus on its button (the disclosure pattern).
  useEffect(() => {
    if (!isMenuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={isMenuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <Link to="/" className="site-brand">
          rig<span>kit</span>
        </Link>
        <Form
          role="search"
          className="site-search"
          action="/Search"
          method="get"
          onSubmit={(event) => {
            // With scripts the term goes into the path (/Search/{term}), encoded three times as a redirect to the
            // search page is (spec 2 §5); without, /Search?term= redirects there.
            event.preventDefault();
            const term = new FormData(event.currentTarget).get('term');
            void navigate(searchRedirectPath(typeof term === 'string' ? term : ''));
          }}
        >
          <label htmlFor="site-search-term" className="visually-hidden">
            Search products
          </label>
          <input
            id="site-search-term"
            name="term"
            type="search"
            placeholder="Search parts, PCs and brands"
            autoComplete="off"
            onChange={(event) => {
              // On the home page the box searches by itself after a pause (spec 2 §5; lib/homeSearch.ts).
              if (location.pathname !== '/') return;
              const term = event.currentTarget.value;
              void import('../lib/homeSearch.ts').then(({ scheduleHomeSearch }) =>
                scheduleHomeSearch(term, { isOnHomePage: () => window.location.pathname === '/', go: (path) => void navigate(path) }),
              );
            }}
          />
          <button type="submit">Search</button>
        </Form>
        <nav aria-label="Account" className="site-account">
          {shopper.isLoggedIn ? (
            <>
              <Link to="/Account" className="site-account__name">
                {shopper.firstName ?? 'Account'}
              </Link>
              <Link
                to="/Logout"
                onClick={(event) => {
                  // With scripts: log out through the API, tell the other tabs, then show the homepage as a guest.
                  event.preventDefault();
                  void (async () => {
                    await browserApi().POST('/session/logout');
                    announceSessionChange();
                    await navigate('/');
                    await revalidator.revalidate();
                  })();
                }}
              >
                Logout
              </Link>
            </>
          ) : (
            <Link to="/Login">Login</Link>
          )}
          <Link to="/cart" className="site-cart" aria-label={`Cart, ${shopper.cartCount} ${shopper.cartCount === 1 ? 'item' : 'items'}`}>
            Cart <span className="site-cart__count" data-count={shopper.cartCount}>{shopper.cartCount}</span>
          </Link>
        </nav>
      </div>
      <nav id="site-navigation" aria-label="Categories" className="site-nav" data-state={isMenuOpen ? 'open' : 'closed'}>
        <ul>
          {navigation.map((entry) => (
            <li key={entry.href} className="site-nav__entry">
              <NavLink to={entry.href} onClick={() => setMenuOpen(false)}>
                {entry.label}
              </NavLink>
              {entry.children.length > 0 ? (
                <ul className="site-nav__children">
                  {entry.children.map((child) => (
                    <li key={child.href}>
                      <NavLink to={child.href} onClick={() => setMenuOpen(false)}>
                        {child.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
