import { manufacturers } from '@rigkit/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BigItemList } from './BigItemList.tsx';
import type { BigItemListRootProps } from './BigItemList.tsx';
import { bigListCategories, bigListItems } from './BigItemList.fixtures.ts';
import type { components } from '@rigkit/api-client';

type ItemTile = components['schemas']['ItemTile'];

function List(props: Partial<BigItemListRootProps<ItemTile>>) {
  return (
    <BigItemList.Root
      items={bigListItems}
      categories={bigListCategories}
      manufacturers={manufacturers}
      renderItems={(group) => (
        <ul>
          {group.items.map((item) => (
            <li key={item.InventoryItemId}>{item.ItemDescription}</li>
          ))}
        </ul>
      )}
      {...props}
    />
  );
}

const tiles = () => within(screen.getByRole('radiogroup', { name: /^(Category|Brand)$/ })).getAllByRole('radio');
const tileTexts = () => tiles().map((tile) => tile.textContent);

describe('BigItemList (spec 1 §2 "Big item list")', () => {
  it('starts on Category, one tile per category with items, each with its best saving', () => {
    render(<List />);
    expect(screen.getByRole('radio', { name: 'Category' })).toBeChecked();
    expect(tileTexts()).toEqual([
      'ComponentsSave up to 25%4 items',
      'CPUsSave up to 12%2 items',
      'Graphics CardsSave up to 25%1 item',
      'Ready to goSave up to 6%1 item',
      'Custom BuildSave up to 5%1 item',
      'Networking1 item',
    ]);
  });

  it('switches to one tile per brand, each with its best saving', async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    render(<List onViewChange={onViewChange} />);
    await user.click(screen.getByRole('radio', { name: 'Brand' }));
    expect(onViewChange).toHaveBeenCalledWith('brand');
    expect(screen.getByRole('radio', { name: 'Brand' })).toBeChecked();
    expect(tileTexts()).toEqual(['PLESave up to 6%2 items', 'ASUSSave up to 25%2 items', 'AMDSave up to 12%2 items', 'Cisco1 item']);
  });

  it('shows no saving on a tile whose items are not discounted', () => {
    render(<List />);
    const networking = screen.getByRole('radio', { name: /^Networking/ });
    expect(networking.textContent).not.toMatch(/Save up to/);
    expect(networking).toHaveAttribute('data-saving', 'none');
  });

  it('shows the chosen category’s items below, in a region named after it', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<List onSelectionChange={onSelectionChange} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^CPUs/ }));
    expect(onSelectionChange).toHaveBeenCalledWith('category:10');
    const results = screen.getByRole('region', { name: 'CPUs' });
    expect(within(results).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AMD Ryzen 7 9800X3D 8-Core 16-Thread AM5 Processor',
      'AMD Ryzen 5 9600X 6-Core 12-Thread AM5 Processor',
    ]);
    expect(screen.getByRole('radio', { name: /^CPUs/ })).toHaveAttribute('aria-controls', results.id);
  });

  it('counts items of child categories for their parent', async () => {
    const user = userEvent.setup();
    render(<List />);
    await user.click(screen.getByRole('radio', { name: /^Components/ }));
    expect(within(screen.getByRole('region', { name: 'Components' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows a brand’s items when a brand is chosen', async () => {
    const user = userEvent.setup();
    render(<List defaultView="brand" />);
    await user.click(screen.getByRole('radio', { name: /^ASUS/ }));
    expect(within(screen.getByRole('region', { name: 'ASUS' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ASUS ROG STRIX B850-F GAMING WIFI AM5 ATX Motherboard',
      'ASUS TUF Gaming GeForce RTX 5070 Ti 16GB OC Graphics Card',
    ]);
  });

  it('moves the grid to another tile, and hides it when the chosen tile is pressed again', async () => {
    const user = userEvent.setup();
    render(<List />);
    await user.click(screen.getByRole('radio', { name: /^CPUs/ }));
    await user.click(screen.getByRole('radio', { name: /^Ready to go/ }));
    expect(screen.getByRole('region', { name: 'Ready to go' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^CPUs/ })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Ready to go/ }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps a category choice out of the Brand view and brings it back with Category', async () => {
    const user = userEvent.setup();
    render(<List />);
    await user.click(screen.getByRole('radio', { name: /^CPUs/ }));
    await user.click(screen.getByRole('radio', { name: 'Brand' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Category' }));
    expect(screen.getByRole('region', { name: 'CPUs' })).toBeInTheDocument();
  });

  it('moves between tiles with the arrow keys and chooses with Space', async () => {
    const user = userEvent.setup();
    render(<List />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Category' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: /^Components/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^CPUs/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('region', { name: 'CPUs' })).toBeInTheDocument();
  });

  it('follows controlled view and selection', () => {
    const { rerender } = render(<List view="brand" selectedKey="brand:12" />);
    expect(screen.getByRole('region', { name: 'AMD' })).toBeInTheDocument();
    rerender(<List view="category" selectedKey="category:595" />);
    expect(screen.getByRole('region', { name: 'Ready to go' })).toBeInTheDocument();
  });

  it('says "No items found" when no category has items', () => {
    render(<List items={[]} />);
    expect(screen.getByText('No items found')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Category' })).not.toBeInTheDocument();
  });

  it('marks the view and the choice for the theme', async () => {
    const user = userEvent.setup();
    const { container } = render(<List />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-view', 'category');
    expect(root).toHaveAttribute('data-state', 'idle');
    await user.click(screen.getByRole('radio', { name: /^CPUs/ }));
    expect(root).toHaveAttribute('data-state', 'selected');
    expect(screen.getByRole('radio', { name: /^CPUs/ })).toHaveAttribute('data-state', 'on');
  });
});
