import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductPrice } from './ProductPrice.tsx';
import type { ProductPriceComponentProps } from './ProductPrice.tsx';
import { detailItem, fixtureNow } from './ProductPrice.fixtures.ts';
import type { ProductDetailItem } from './ProductPrice.fixtures.ts';

const at = (offsetMs: number) => new Date(fixtureNow.getTime() + offsetMs).toISOString();
const day = 86_400_000;

function renderPrice(item: Partial<ProductDetailItem> = {}, props: Partial<ProductPriceComponentProps> = {}) {
  return render(<ProductPrice item={{ ...detailItem, ...item }} now={fixtureNow} onAddToCart={vi.fn()} {...props} />);
}

const priceBlock = () => screen.getByRole('region', { name: 'Price' });

afterEach(() => {
  vi.useRealTimers();
});

describe('ProductPrice (spec 2 §2, §4, §9)', () => {
  it.each([
    [749, '$749'],
    [1299.5, '$1,299.50'],
    [2499, '$2,499'],
  ])('shows a price of %s as %s (".00" removed on product pages)', (price, text) => {
    renderPrice({ CustomerPriceIncTax: price, RRPPriceIncTax: null, RetailPriceIncTax: price });
    expect(within(priceBlock()).getByText(text)).toBeInTheDocument();
  });

  it('strikes the retail price and shows the discount line when the saving exceeds 2 % of retail', () => {
    renderPrice({ CustomerPriceIncTax: 749, RRPPriceIncTax: 799, RetailPriceIncTax: 779 });
    expect(screen.getByText('$799').tagName).toBe('S');
    expect(screen.getByText('Save $50 (6%)')).toBeInTheDocument();
  });

  it.each([
    ['exactly 2 %', 980, false],
    ['just over 2 %', 979.99, true],
    ['no saving', 1000, false],
  ])('shows the discount line at %s of retail: %s', (_, price, shown) => {
    const { container } = renderPrice({ CustomerPriceIncTax: price, RRPPriceIncTax: 1000, RetailPriceIncTax: 1000 });
    expect(screen.queryByText(/^Save /) !== null).toBe(shown);
    expect(container.querySelector('s')?.textContent ?? null).toBe(shown ? '$1,000' : null);
  });

  it('counts a promotion ending within 14 days down every second', () => {
    vi.useFakeTimers({ now: fixtureNow });
    renderPrice({
      PromotionInformation: [
        { PromotionPrice: 749, NormalPrice: 799, PromotionStartTime: at(-day), PromotionFinishTime: at(3 * day + 5_000), FreeShipping: true },
      ],
    });
    const promotions = screen.getByRole('region', { name: 'Promotions' });
    expect(within(promotions).getByRole('timer')).toHaveTextContent('Ends in 3d 00:00:05');
    expect(within(promotions).getByText('Free Shipping')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    expect(within(promotions).getByRole('timer')).toHaveTextContent('Ends in 3d 00:00:04');
    act(() => void vi.advanceTimersByTime(2000));
    expect(within(promotions).getByRole('timer')).toHaveTextContent('Ends in 3d 00:00:02');
  });

  it('says "until promotion stock is exhausted" for a promotion 14 days or more away, with no timer', () => {
    renderPrice({ PromotionInformation: [{ PromotionPrice: 749, PromotionStartTime: at(-day), PromotionFinishTime: at(1209600000) }] });
    expect(screen.getByText('Runs until promotion stock is exhausted')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('hides promotions that have ended or not yet started', () => {
    renderPrice({
      PromotionInformation: [
        { PromotionPrice: 700, PromotionStartTime: at(-2 * day), PromotionFinishTime: at(-1) },
        { PromotionPrice: 710, PromotionStartTime: at(day), PromotionFinishTime: at(2 * day) },
      ],
    });
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it('adds the chosen quantity with AddToCartSource viewItemSTK', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    renderPrice({}, { onAddToCart });
    await user.click(screen.getByRole('button', { name: /increase/i }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({ InventoryItemId: 600101, Quantity: 2, AddToCartSource: 'viewItemSTK' });
  });

  it('uses the item BuyButtonText on the buy button', () => {
    renderPrice({ BuyButtonText: 'Pre-order' });
    expect(screen.getByRole('button', { name: 'Pre-order' })).toBeEnabled();
  });

  it('keeps the quantity within LimitPerTransaction', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    renderPrice({ LimitPerTransaction: 2 }, { onAddToCart });
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(screen.getByText('Limit 2 per order')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /increase/i }));
    expect(screen.getByRole('button', { name: /increase/i })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '5');
    await user.tab();
    expect(input).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ Quantity: 2 }));
  });

  it('keeps the button busy while the add is in flight', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onAddToCart = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPrice({}, { onAddToCart });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    expect(priceBlock()).toHaveAttribute('data-buy-state', 'adding');
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it.each([
    ['not available online', { AvailableOnline: false }],
    ['blocked from ordering until a later date', { BlockSalesOrdersUntil: at(5 * day) }],
  ])('cannot be bought when %s', (_, item) => {
    renderPrice(item);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(priceBlock()).toHaveAttribute('data-can-buy', 'false');
  });

  it.each([
    ['STK with the Buy Now flag', 'STK' as const, true, true],
    ['STK without the flag', 'STK' as const, false, false],
    ['KIT with the flag', 'KIT' as const, true, false],
  ])('shows Buy Now for %s: %s', (_, type, flag, shown) => {
    renderPrice({ ItemTypeCode: type }, { onBuyNow: vi.fn(), purchaseFlags: { isBuyNowEnabled: flag, isAddToExistingOrderEnabled: false } });
    expect(screen.queryByRole('button', { name: 'Buy Now' }) !== null).toBe(shown);
  });

  it('sends a kit with AddToCartSource viewItemKit', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    renderPrice({ ItemTypeCode: 'KIT' }, { onAddToCart });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({ InventoryItemId: 600101, Quantity: 1, AddToCartSource: 'viewItemKit' });
  });

  it('Buy Now sends the line as viewItemSTK', async () => {
    const user = userEvent.setup();
    const onBuyNow = vi.fn();
    renderPrice({ ItemTypeCode: 'STK' }, { onBuyNow, purchaseFlags: { isBuyNowEnabled: true, isAddToExistingOrderEnabled: false } });
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(onBuyNow).toHaveBeenCalledWith({ InventoryItemId: 600101, Quantity: 1, AddToCartSource: 'viewItemSTK' });
  });

  it('renders on the server with the countdown at the given moment', () => {
    const markup = renderToString(
      <ProductPrice
        item={{ ...detailItem, PromotionInformation: [{ PromotionPrice: 749, PromotionStartTime: at(-day), PromotionFinishTime: at(day) }] }}
        now={fixtureNow}
      />,
    );
    // React separates adjacent text with comments in server HTML.
    const html = markup.replaceAll('<!-- -->', '');
    expect(html).toContain('Ends in 1d 00:00:00');
    expect(html).toContain('$749');
  });
});

describe('ProductPrice quantity announcement', () => {
  it('tells screen reader users the new quantity after a step button press, and nothing before', async () => {
    const user = userEvent.setup();
    const { container } = renderPrice();
    const live = container.querySelector('[aria-live="polite"][data-part="quantity-announcement"]');
    expect(live).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(live).toHaveTextContent('2');
  });
});
