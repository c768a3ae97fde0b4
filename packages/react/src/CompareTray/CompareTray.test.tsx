// Issue 17 defect 14: compare can be reached from tiles and product pages, up to 4 items, through a tray.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompareToggle } from './CompareToggle.tsx';
import { CompareTray } from './CompareTray.tsx';
import { reloadCompareSnapshot } from './compareStore.ts';

const items = [1, 2, 3, 4, 5].map((id) => ({ InventoryItemId: 600000 + id, ItemDescription: `Graphics Card ${id}` }));

function renderPage() {
  const user = userEvent.setup();
  const view = render(
    <>
      {items.map((item) => (
        <CompareToggle key={item.InventoryItemId} item={item} />
      ))}
      <CompareTray />
    </>,
  );
  return { user, ...view };
}

// The tray's panel loads once the list has items (a lazy part), so the tray is waited for, not expected at once.
const tray = () => screen.findByRole('complementary', { name: 'Items to compare' });

beforeEach(() => {
  sessionStorage.clear();
  reloadCompareSnapshot();
});

describe('CompareToggle and CompareTray (issue 17 defect 14)', () => {
  it('shows no tray until an item is chosen; a chosen item is pressed and listed', async () => {
    const { user } = renderPage();
    expect(screen.queryByRole('complementary', { name: 'Items to compare' })).toBeNull();
    const first = screen.getByRole('button', { name: 'Compare Graphics Card 1' });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(within(await tray()).getByRole('heading', { name: 'Compare (1 of 4)' })).toBeInTheDocument();
    expect(within(await tray()).getByText('Choose another item to compare.')).toBeInTheDocument();
    expect(within(await tray()).queryByRole('link', { name: 'Compare' })).toBeNull();
  });

  it('links to the compare page of the chosen items once there are two', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Compare Graphics Card 1' }));
    await user.click(screen.getByRole('button', { name: 'Compare Graphics Card 3' }));
    expect(within(await tray()).getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/Compare?inventoryItemIds=600001,600003');
  });

  it('refuses a 5th item with a message, and takes it once one is removed', async () => {
    const { user } = renderPage();
    for (const id of [1, 2, 3, 4]) await user.click(screen.getByRole('button', { name: `Compare Graphics Card ${id}` }));
    const fifth = screen.getByRole('button', { name: 'Compare Graphics Card 5' });
    await user.click(fifth);
    expect(fifth).toHaveAttribute('aria-pressed', 'false');
    expect(within(await tray()).getByRole('alert')).toHaveTextContent('You can compare up to 4 items. Remove one to add another.');
    await user.click(within(await tray()).getByRole('button', { name: 'Remove Graphics Card 2 from compare' }));
    expect(within(await tray()).getByRole('alert')).toHaveTextContent('');
    await user.click(fifth);
    expect(fifth).toHaveAttribute('aria-pressed', 'true');
    expect(within(await tray()).getAllByRole('listitem').map((row) => row.querySelector('[data-part="name"]')?.textContent)).toEqual(['Graphics Card 1', 'Graphics Card 3', 'Graphics Card 4', 'Graphics Card 5']);
  });

  it('keeps the chosen items for the next page of the tab (sessionStorage)', async () => {
    const { user, unmount } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Compare Graphics Card 2' }));
    await user.click(screen.getByRole('button', { name: 'Compare Graphics Card 4' }));
    unmount();
    reloadCompareSnapshot();
    renderPage();
    expect(screen.getByRole('button', { name: 'Compare Graphics Card 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(await tray()).getByRole('heading', { name: 'Compare (2 of 4)' })).toBeInTheDocument();
  });

  it('is cleared with Clear', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Compare Graphics Card 2' }));
    await user.click(within(await tray()).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('complementary', { name: 'Items to compare' })).toBeNull();
  });
});
