import { shippingOptions } from '@rigkit/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockCartLines } from '../CartTable/CartTable.fixtures.ts';
import type { CartTableLine } from '../CartTable/useCartTable.ts';
import { CartSummary } from './CartSummary.tsx';
import type { CartShippingOption } from './toShippingOption.ts';

const line = (ExtendedCost: number): CartTableLine => ({ InventoryItemId: 1, LineNumber: 1, ItemDescription: 'Part', Quantity: 1, UnitCost: ExtendedCost, ExtendedCost });
const option = (partial: Partial<CartShippingOption>): CartShippingOption => ({ ShippingMethodId: 1, DisplayName: 'Auspost eParcel', TotalCostIncTax: 14.95, ...partial });
const amount = (part: string) => {
  const row = screen.getByText(part).closest('div');
  if (!row) throw new Error(part);
  return within(row).getByRole('definition');
};

describe('CartSummary (spec 2 §2 "Cart Info")', () => {
  it('shows Cart Info with the subtotal, the free estimate and the total of the mock cart', () => {
    render(<CartSummary lines={mockCartLines} shippingOptions={shippingOptions} />);
    expect(screen.getByRole('region', { name: 'Cart Info' })).toBeInTheDocument();
    expect(amount('Subtotal')).toHaveTextContent('$4,298.00');
    expect(amount('Estimated shipping')).toHaveTextContent('Free Auspost eParcel');
    expect(amount('Total')).toHaveTextContent('$4,298.00');
  });

  it('takes an applied cart coupon off the total, and the pay-later instalments follow the total', () => {
    const promotions = [
      { PromotionId: 202, PromotionName: 'AM5 Upgrade Bonus', CouponCode: 'RYZEN50', DiscountIncTax: 50 },
      { PromotionId: 101, PromotionName: 'Free Standard Mouse Mat', CouponCode: 'FREEMAT', DiscountIncTax: 0 },
    ];
    render(<CartSummary lines={[line(679), line(15)]} shippingOptions={[option({ TotalCostIncTax: 10.75 })]} promotions={promotions} />);
    expect(amount('Subtotal')).toHaveTextContent('$694.00');
    expect(amount('Discount (RYZEN50)')).toHaveTextContent('−$50.00');
    expect(screen.queryByText('Discount (FREEMAT)')).not.toBeInTheDocument();
    expect(amount('Total')).toHaveTextContent('$654.75');
    expect(screen.getByText(/^Or 4 interest-free payments of /)).toHaveTextContent('Or 4 interest-free payments of $163.69');
  });

  it('estimates with the cheapest option that is not a pickup (spec 2 §9)', () => {
    const options = [
      option({ ShippingMethodId: 4, ShippingCompanyId: 1, DisplayName: 'Click and Collect', TotalCostIncTax: 0 }),
      option({ ShippingMethodId: 2, ShippingCompanyId: 3, DisplayName: 'StarTrack Road Express', TotalCostIncTax: 24.5 }),
      option({ ShippingMethodId: 1, ShippingCompanyId: 2, DisplayName: 'Auspost eParcel', TotalCostIncTax: 14.95 }),
    ];
    render(<CartSummary lines={[line(100)]} shippingOptions={options} />);
    expect(amount('Estimated shipping')).toHaveTextContent('$14.95 Auspost eParcel');
    expect(amount('Total')).toHaveTextContent('$114.95');
  });

  it('asks for a postcode before there are options, and says when a postcode has none', async () => {
    const user = userEvent.setup();
    render(<CartSummary lines={[line(100)]} />);
    expect(amount('Estimated shipping')).toHaveTextContent('Enter your postcode');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '6065');
    expect(amount('Estimated shipping')).toHaveTextContent('No delivery options for this postcode');
  });

  it('keeps 4 digits in the postcode box and asks for the options once complete', async () => {
    const user = userEvent.setup();
    const onPostcodeComplete = vi.fn();
    const onPostcodeChange = vi.fn();
    render(<CartSummary lines={[line(100)]} onPostcodeChange={onPostcodeChange} onPostcodeComplete={onPostcodeComplete} />);
    const box = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(box, '60a6512');
    expect(box).toHaveValue('6065');
    expect(onPostcodeComplete).toHaveBeenCalledTimes(1);
    expect(onPostcodeComplete).toHaveBeenCalledWith('6065');
    expect(onPostcodeChange).toHaveBeenLastCalledWith('6065');
  });

  it.each([
    [0, []],
    [29, ['interestFree']],
    [29.01, ['payInFour', 'interestFree']],
    [1499.99, ['payInFour', 'interestFree']],
    [1500, ['interestFree']],
    [3999.99, ['interestFree']],
    [4000, []],
  ])('shows the buy-now-pay-later messages for a $%s total (spec 2 §9)', (total, kinds) => {
    render(<CartSummary lines={[line(total)]} />);
    const shown = [...document.querySelectorAll('[data-kind]')].map((item) => item.getAttribute('data-kind'));
    expect(shown).toEqual(kinds);
  });

  it('quotes a quarter of the total in the pay-in-4 message', () => {
    render(<CartSummary lines={[line(100)]} />);
    expect(screen.getByText('Or 4 interest-free payments of $25.00')).toBeInTheDocument();
  });

  it('checks out with Checkout, which an empty cart cannot', async () => {
    const user = userEvent.setup();
    const onCheckout = vi.fn();
    const { rerender } = render(<CartSummary lines={[line(100)]} onCheckout={onCheckout} />);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
    rerender(<CartSummary lines={[]} onCheckout={onCheckout} />);
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('notes a business cart', () => {
    render(<CartSummary lines={[line(100)]} containsB2B />);
    expect(screen.getByRole('region', { name: 'Cart Info' })).toHaveAttribute('data-b2b');
    expect(screen.getByText(/Business order/)).toBeInTheDocument();
  });
});
