import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuildTile, BuildTileCard } from './BuildTile.tsx';
import { buildTileItem, prebuiltBuildTileItem } from './BuildTile.fixtures.ts';
import { RigkitProvider } from '../RigkitProvider/RigkitProvider.tsx';

const imageUrl = (imageId: number, width: number) => `https://images.test/${imageId}?w=${width}`;
const picture = () => screen.getByRole('img');

describe('BuildTile (spec 1 §2 "Build tile")', () => {
  it('shows the title, key selling points, stock line, key components and the price with the struck-through RRP', () => {
    render(<BuildTileCard item={buildTileItem} imageUrl={imageUrl} onAddToCart={vi.fn()} />);
    expect(screen.getByRole('heading', { name: buildTileItem.ItemDescription })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Key selling points' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Choose your colour',
      'Choose your graphics card',
      'Built and tested in Perth',
    ]);
    expect(screen.getByText('Built to order')).toHaveAttribute('data-availability', 'built-to-order');
    const components = within(screen.getByRole('list', { name: 'Key components' })).getAllByRole('listitem');
    expect(components.map((component) => component.getAttribute('data-category'))).toEqual([
      'CPU', 'CPU Cooler', 'Motherboard', 'Memory', 'Graphics Card', 'OS Drive', 'Case', 'Operating System',
    ]);
    expect(screen.getByText('$3,199')).toBeInTheDocument();
    expect(screen.getByText('$3,399').closest('s')).toHaveAttribute('data-part', 'retail-price');
  });

  it('offers "1. Choose your colour" and "2. Choose your graphics card" with the first options chosen', () => {
    render(<BuildTileCard item={buildTileItem} imageUrl={imageUrl} />);
    const colour = screen.getByRole('radiogroup', { name: '1. Choose your colour' });
    const graphics = screen.getByRole('radiogroup', { name: '2. Choose your graphics card' });
    expect(within(colour).getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(within(graphics).getByRole('radio', { name: 'GeForce RTX 5070 12GB' })).toBeChecked();
    expect(within(colour).getByText('+$49')).toBeInTheDocument();
    expect(within(graphics).getByText('+$350')).toBeInTheDocument();
  });

  it('changes the picture and the total when the shopper picks a colour and a graphics card', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<BuildTileCard item={buildTileItem} imageUrl={imageUrl} onChange={onChange} />);
    expect(picture()).toHaveAttribute('src', 'https://images.test/887101?w=750');
    await user.click(screen.getByRole('radio', { name: 'White +$49' }));
    expect(picture()).toHaveAttribute('src', 'https://images.test/887102?w=750');
    expect(picture()).toHaveAccessibleName(`${buildTileItem.ItemDescription} in White`);
    expect(screen.getByText('$3,248')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'GeForce RTX 5070 Ti 16GB +$350' }));
    expect(screen.getByText('$3,598')).toBeInTheDocument();
    expect(screen.getByText('$3,798').closest('s')).not.toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ [-10]: 700102, [-20]: 612345 });
  });

  it('lets the keyboard move between the colours with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<BuildTileCard item={buildTileItem} imageUrl={imageUrl} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Black' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'White +$49' })).toBeChecked();
    expect(screen.getByText('$3,248')).toBeInTheDocument();
  });

  it('follows a controlled value', () => {
    render(<BuildTileCard item={buildTileItem} imageUrl={imageUrl} value={{ [-10]: 700102, [-20]: 612345 }} />);
    expect(screen.getByRole('radio', { name: 'White +$49' })).toBeChecked();
    expect(screen.getByText('$3,598')).toBeInTheDocument();
  });

  it('adds the build with the chosen colour and graphics card as one line from the bundle tile', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onAddToCart = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<BuildTileCard item={buildTileItem} imageUrl={imageUrl} onAddToCart={onAddToCart} />);
    await user.click(screen.getByRole('radio', { name: 'White +$49' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(
      {
        InventoryItemId: 700001,
        Quantity: 1,
        AddToCartSource: 'bundleTile',
        KitChildren: [
          { InventoryItemId: 700102, Quantity: 1, KitCategoryId: -10, AddToCartSource: 'bundleTile' },
          { InventoryItemId: 612300, Quantity: 1, KitCategoryId: -20, AddToCartSource: 'bundleTile' },
        ],
      },
      buildTileItem,
    );
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows a prebuilt without pickers, in stock, and leaves empty slots out of its components', () => {
    render(<BuildTileCard item={prebuiltBuildTileItem} imageUrl={imageUrl} onAddToCart={vi.fn()} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Key components' })).queryByText('Storage Drive')).toBeNull();
    expect(picture()).toHaveAttribute('src', 'https://images.test/884001?w=750');
  });

  it('has no Add to Cart when the build is not available online or no handler is given', () => {
    const { unmount } = render(<BuildTileCard item={{ ...buildTileItem, AvailableOnline: false }} imageUrl={imageUrl} onAddToCart={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    unmount();
    render(<BuildTileCard item={buildTileItem} imageUrl={imageUrl} />);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('links the title through renderLink', () => {
    render(
      <RigkitProvider
        renderLink={({ href, children }) => <a href={`/router${href}`}>{children}</a>}
      >
        <BuildTile.Root item={buildTileItem} imageUrl={imageUrl}>
          <BuildTile.Title />
        </BuildTile.Root>
      </RigkitProvider>,
    );
    expect(screen.getByRole('link', { name: buildTileItem.ItemDescription })).toHaveAttribute('href', `/router${buildTileItem.ItemUrl}`);
  });

  it('refuses a part outside BuildTile.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<BuildTile.Price />)).toThrow('BuildTile.Price must be inside BuildTile.Root');
  });
});
