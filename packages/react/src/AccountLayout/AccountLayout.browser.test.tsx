// In a real browser: the 900 px breakpoint followed through matchMedia as the window is resized (spec 1 §2 §9).
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { AccountLayout } from './AccountLayout.tsx';

function Layout() {
  return (
    <AccountLayout.Root currentPath="/account/returns">
      <AccountLayout.ProfileHeader firstName="Alex" lastName="Citizen" emailAddress="alex@example.com.au" />
      <AccountLayout.Menu />
      <AccountLayout.Content>
        <p>Returns</p>
      </AccountLayout.Content>
    </AccountLayout.Root>
  );
}

describe('AccountLayout in Chromium', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it.each([
    [899, 'drop-down'],
    [900, 'side-menu'],
  ])('at %i px wide shows the %s menu', async (width, layout) => {
    await page.viewport(width, 800);
    const screen = await render(<Layout />);
    await expect.element(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(document.querySelector('[data-rigkit="account-layout"]')?.getAttribute('data-menu-layout')).toBe(layout);
  });

  it('switches to the drop-down when the window narrows below 900 px', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<Layout />);
    await expect.element(screen.getByRole('link', { name: 'Return History' })).toHaveAttribute('aria-current', 'page');
    await page.viewport(600, 800);
    await expect.element(screen.getByRole('button', { name: 'Return History' })).toHaveAttribute('aria-expanded', 'false');
  });
});
