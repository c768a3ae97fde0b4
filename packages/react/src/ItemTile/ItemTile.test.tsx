import { businessItem, cpu, customBuild, motherboard, prebuiltPc } from '@rigkit/api-client/mocks';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ItemTile } from './ItemTile.tsx';
import { RigkitProvider } from '../RigkitProvider/RigkitProvider.tsx';

const imageUrl = (imageId: number, width: number) => `https://images.test/${imageId}?w=${width}`;

describe('ItemTile (spec 1 §2 tiles)', () => {
  it('shows the description as a link to the item, its price and the struck retail price', () => {
    render(<ItemTile item={cpu} imageUrl={imageUrl} />);
    expect(screen.getByRole('link', { name: cpu.ItemDescription })).toHaveAttribute('href', '/Products/600101/amd-ryzen-7-9800x3d');
    expect(screen.getByText('$749')).toBeInTheDocument();
    expect(screen.getByText('$799').closest('s')).toHaveAttribute('data-part', 'retail-price');
  });

  it('shows the web listing strip, the badges and the free-shipping marker', () => {
    render(<ItemTile item={cpu} imageUrl={imageUrl} />);
    expect(screen.getByText('Save $50!')).toHaveAttribute('data-kind', 'save');
    expect(within(screen.getByRole('list', { name: 'Badges' })).getByText('Hot Deal')).toBeInTheDocument();
    expect(screen.getByText('Free Shipping')).toBeInTheDocument();
  });

  it('reads a "Price Dropped by $N" strip as its own kind', () => {
    render(<ItemTile item={prebuiltPc} imageUrl={imageUrl} />);
    expect(screen.getByText('Price Dropped by $100')).toHaveAttribute('data-kind', 'priceDropped');
  });

  it('shows no struck price, strip or marker when the item has none', () => {
    const plain = { ...motherboard, RRPPriceIncTax: null, NormalPrice: null };
    const { container } = render(<ItemTile item={plain} imageUrl={imageUrl} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.querySelector('[data-part="listing-strip"]')).toBeNull();
    expect(screen.queryByText('Free Shipping')).toBeNull();
  });

  it.each([
    ['grid', 350],
    ['largegrid', 750],
    ['featurelist', 200],
    ['compactlist', 50],
    ['build', 350],
  ] as const)('asks for %s images %i px wide, primary and (once pointed at) secondary', async (layout, width) => {
    const user = userEvent.setup();
    const { container } = render(
      layout === 'compactlist' ? (
        <table><tbody><ItemTile item={cpu} imageUrl={imageUrl} layout={layout} /></tbody></table>
      ) : (
        <ItemTile item={cpu} imageUrl={imageUrl} layout={layout} />
      ),
    );
    expect(container.querySelector('[data-part="primary-image"]')).toHaveAttribute('src', `https://images.test/880101?w=${width}`);
    // Not downloaded with the page: the secondary picture joins on the first hover.
    expect(container.querySelector('[data-part="secondary-image"]')).toBeNull();
    const media = container.querySelector<HTMLElement>('[data-part="media"]');
    if (!media) throw new Error('the tile has no picture');
    await user.hover(media);
    expect(container.querySelector('[data-part="secondary-image"]')).toHaveAttribute('src', `https://images.test/880102?w=${width}`);
  });

  it('asks for the slider width (350 px) when the tile sits in a slider', () => {
    const { container } = render(<ItemTile item={cpu} imageUrl={imageUrl} layout="largegrid" isInSlider />);
    expect(container.querySelector('[data-part="primary-image"]')).toHaveAttribute('src', 'https://images.test/880101?w=350');
  });

  it('marks the picture as hovered so the secondary image shows', async () => {
    const user = userEvent.setup();
    const { container } = render(<ItemTile item={cpu} imageUrl={imageUrl} />);
    const media = container.querySelector<HTMLElement>('[data-part="media"]');
    if (!media) throw new Error('the tile has no picture');
    expect(media).not.toHaveAttribute('data-hovered');
    await user.hover(media);
    expect(media).toHaveAttribute('data-hovered', '');
    await user.unhover(media);
    expect(media).not.toHaveAttribute('data-hovered');
  });

  it('takes a touch for no hover: the picture stays as it is', () => {
    const { container } = render(<ItemTile item={cpu} imageUrl={imageUrl} />);
    const media = container.querySelector<HTMLElement>('[data-part="media"]');
    if (!media) throw new Error('the tile has no picture');
    fireEvent.pointerEnter(media, { pointerType: 'touch' });
    expect(media).not.toHaveAttribute('data-hovered');
    expect(container.querySelector('[data-part="secondary-image"]')).toBeNull();
  });

  it('calls onAddToCart with the item when Add to Cart is pressed', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    render(<ItemTile item={cpu} imageUrl={imageUrl} onAddToCart={onAddToCart} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onAddToCart).toHaveBeenCalledWith(cpu);
  });

  it('disables Add to Cart while the add is under way', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onAddToCart = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = render(<ItemTile item={cpu} imageUrl={imageUrl} onAddToCart={onAddToCart} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    expect(container.firstElementChild).toHaveAttribute('data-add-to-cart-state', 'adding');
    finish();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('says "In stock" for an item a warehouse holds', () => {
    render(<ItemTile item={cpu} imageUrl={imageUrl} />);
    expect(screen.getByText('In stock')).toHaveAttribute('data-availability', 'in-stock');
  });

  it('says "In stock at Supplier" when only the supplier holds the item', () => {
    const supplierOnly = { ...motherboard, Availabilities: [{ InventoryWarehouseId: 0, State: 'WA', Location: 'Supplier', InStock: true }] };
    render(<ItemTile item={supplierOnly} imageUrl={imageUrl} />);
    expect(screen.getByText('In stock at Supplier')).toBeInTheDocument();
  });

  it('shows "Enquire" for a B2B item and offers no Add to Cart', () => {
    render(<ItemTile item={businessItem} imageUrl={imageUrl} onAddToCart={vi.fn()} />);
    expect(screen.getByText('Enquire')).toHaveAttribute('data-availability', 'enquire');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('shows "Built to order" and a Customise link for a kit, instead of Add to Cart', () => {
    render(<ItemTile item={customBuild} imageUrl={imageUrl} onAddToCart={vi.fn()} />);
    expect(screen.getByText('Built to order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customise' })).toHaveAttribute('href', customBuild.ItemUrl);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('lists the key selling points in the build layout', () => {
    render(<ItemTile item={prebuiltPc} imageUrl={imageUrl} layout="build" />);
    expect(screen.getByText('GeForce RTX 5070 12GB')).toBeInTheDocument();
  });

  it('shows the marketing description of the feature list as text, not as HTML tags', () => {
    render(<ItemTile item={{ ...cpu, MarketingDescription: '<p>The <strong>fastest</strong> gaming CPU &amp; more.</p>' }} imageUrl={imageUrl} layout="featurelist" />);
    expect(screen.getByText('The fastest gaming CPU & more.')).toBeInTheDocument();
    expect(screen.queryByText(/<p>/)).toBeNull();
  });

  it('lists the attributes and the marketing description in the feature list', () => {
    render(<ItemTile item={{ ...cpu, MarketingDescription: 'The fastest gaming CPU.' }} imageUrl={imageUrl} layout="featurelist" />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Cores', 'Socket']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['8', 'AM5']);
    expect(screen.getByText('The fastest gaming CPU.')).toBeInTheDocument();
  });

  it.each([
    [false, 0],
    [true, 2],
  ])('lists the attributes on a grid card only when asked (ShowAttributes %s)', (showAttributes, count) => {
    render(<ItemTile item={cpu} imageUrl={imageUrl} showAttributes={showAttributes} />);
    expect(screen.queryAllByRole('term')).toHaveLength(count);
  });

  it('says why an in-stock part has no Add to Cart, as its product page does (issue 17 defect 4)', () => {
    render(<ItemTile item={{ ...cpu, AvailableOnline: false }} imageUrl={imageUrl} onAddToCart={vi.fn()} />);
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.getByText('This product is not available to order')).toBeInTheDocument();
  });

  it('withholds Add to Cart from an item whose sales orders are blocked and says until when, as its product page does (spec 2 §8)', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    render(<ItemTile item={{ ...cpu, BlockSalesOrdersUntil: '2026-12-08T00:00:00+08:00' }} imageUrl={imageUrl} onAddToCart={vi.fn()} now={now} />);
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.getByText('Cannot be ordered until 08 Dec 2026')).toBeInTheDocument();
  });

  it('offers Add to Cart again once the sales-order block has passed', () => {
    const now = new Date('2026-12-09T00:00:00Z');
    render(<ItemTile item={{ ...cpu, BlockSalesOrdersUntil: '2026-12-08T00:00:00+08:00' }} imageUrl={imageUrl} onAddToCart={vi.fn()} now={now} />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot be ordered until/)).not.toBeInTheDocument();
  });

  it('renders a compact list row with Image, Description, Model, Normal Price and Price cells', () => {
    render(
      <table>
        <tbody>
          <ItemTile item={cpu} imageUrl={imageUrl} layout="compactlist" />
        </tbody>
      </table>,
    );
    const cells = within(screen.getByRole('row')).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-column'))).toEqual(['image', 'description', 'model', 'normal-price', 'price']);
    expect(cells[2]).toHaveTextContent('100-100001084WOF');
    expect(cells[3]).toHaveTextContent('$779');
  });

  it('leaves the Normal Price cell empty when the normal price would only repeat the price', () => {
    render(
      <table>
        <tbody>
          <ItemTile item={{ ...cpu, NormalPrice: cpu.CustomerPriceIncTax }} imageUrl={imageUrl} layout="compactlist" />
        </tbody>
      </table>,
    );
    const normal = within(screen.getByRole('row')).getAllByRole('cell')[3];
    expect(normal).toHaveAttribute('data-column', 'normal-price');
    expect(normal).toBeEmptyDOMElement();
  });

  it('uses the plain description when the grid asks for it', () => {
    render(<ItemTile item={cpu} imageUrl={imageUrl} usePlainDescription />);
    expect(screen.getByRole('link', { name: 'AMD Ryzen 7 9800X3D' })).toBeInTheDocument();
  });

  it('renders product links with the given link component', () => {
    render(
      <RigkitProvider renderLink={({ href, children, ...rest }) => <a {...rest} href={`/store${href}`}>{children}</a>}>
        <ItemTile item={cpu} imageUrl={imageUrl} />
      </RigkitProvider>,
    );
    expect(screen.getByRole('link', { name: cpu.ItemDescription })).toHaveAttribute('href', '/store/Products/600101/amd-ryzen-7-9800x3d');
  });
});
