// The build layout draws build tiles (spec 1 §2 layouts include "build"; "Build tile"): pickers, total, Add to Cart.
import { categoryTree } from '@rigkit/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildTileItem, prebuiltBuildTileItem } from '../BuildTile/BuildTile.fixtures.ts';
import type { ItemGridRootProps } from './ItemGridContext.ts';
import { ItemGrid } from './ItemGrid.tsx';

const imageUrl = (imageId: number, width: number) => `/images/${imageId}?w=${width}`;
const wangara = { storeName: 'Wangara', warehouseId: 1 };

function renderGrid(props: Partial<ItemGridRootProps>) {
  const user = userEvent.setup();
  render(
    <ItemGrid.Root
      items={[buildTileItem, prebuiltBuildTileItem]}
      imageUrl={imageUrl}
      shopper={wangara}
      categories={categoryTree.Categories}
      viewportWidth={1280}
      {...props}
    />,
  );
  return user;
}

const itemsList = () => screen.getByRole('list', { name: 'Items' });
/** The build tile's code loads on demand (ItemGridTile.tsx): waits until both builds are drawn as build tiles. */
const buildTilesDrawn = () => within(itemsList()).findAllByRole('list', { name: 'Key components' });
/** The grid cell holding the build of that title. */
const tileOf = (title: string): HTMLElement => {
  const cell = within(itemsList()).getByRole('heading', { name: title }).closest('li');
  if (!cell) throw new Error(`no grid cell for ${title}`);
  return cell;
};

describe('ItemGrid build layout (spec 1 §2 "Build tile")', () => {
  it('draws each build as a build tile with its pickers, key components and total', async () => {
    renderGrid({ gridSettings: { GridType: 'build' } });
    await buildTilesDrawn();
    const list = itemsList();
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent).sort()).toEqual([buildTileItem.ItemDescription, prebuiltBuildTileItem.ItemDescription].sort());
    expect(within(list).getByRole('radiogroup', { name: '1. Choose your colour' })).toBeInTheDocument();
    expect(within(list).getByRole('radiogroup', { name: '2. Choose your graphics card' })).toBeInTheDocument();
    expect(within(list).getAllByRole('list', { name: 'Key components' })).toHaveLength(2);
    expect(within(list).getByText('$3,199')).toBeInTheDocument();
    // The build card's larger picture (spec 1 §9 largegrid 750), the first row loaded at once.
    const picture = within(tileOf(buildTileItem.ItemDescription)).getByRole('img');
    expect(picture).toHaveAttribute('src', '/images/887101?w=750');
    expect(picture).toHaveAttribute('loading', 'eager');
  });

  it('adds the build with the chosen options as one line through onAddBuildToCart', async () => {
    const onAddBuildToCart = vi.fn();
    const user = renderGrid({ gridSettings: { GridType: 'build' }, onAddBuildToCart });
    await buildTilesDrawn();
    await user.click(screen.getByRole('radio', { name: 'White +$49' }));
    expect(screen.getByText('$3,248')).toBeInTheDocument();
    await user.click(within(tileOf(buildTileItem.ItemDescription)).getByRole('button', { name: 'Add to Cart' }));
    expect(onAddBuildToCart).toHaveBeenCalledTimes(1);
    const [line, item] = onAddBuildToCart.mock.calls[0] as [{ InventoryItemId: number; Quantity: number; AddToCartSource: string; KitChildren: { InventoryItemId: number }[] }, { InventoryItemId: number }];
    expect([line.InventoryItemId, line.Quantity, line.AddToCartSource, item.InventoryItemId]).toEqual([700001, 1, 'bundleTile', 700001]);
    expect(line.KitChildren.map((child) => child.InventoryItemId)).toContain(700102);
  });

  it('has no Add to Cart on build tiles without onAddBuildToCart', async () => {
    renderGrid({ gridSettings: { GridType: 'build' } });
    await buildTilesDrawn();
    expect(within(itemsList()).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('keeps item tiles, without pickers, in the other layouts', () => {
    renderGrid({ gridSettings: { GridType: 'grid' }, onAddBuildToCart: vi.fn() });
    expect(within(itemsList()).queryByRole('radiogroup')).toBeNull();
    expect(within(itemsList()).queryByRole('list', { name: 'Key components' })).toBeNull();
  });
});
