import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CouponBox } from './CouponBox.tsx';

const failureAlert = 'Coupon could not be applied. Please note gift vouchers are applied in checkout with your payment details.';
const codeBox = () => screen.getByRole('textbox', { name: 'Coupon code' });

describe('CouponBox (spec 2 §2, spec 1 §8)', () => {
  it('applies the typed code with Apply and confirms it', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn(async () => true);
    render(<CouponBox onApply={onApply} />);
    await user.type(codeBox(), '  FREEMAT ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('FREEMAT');
    expect(await screen.findByRole('status')).toHaveTextContent('Coupon FREEMAT applied');
    expect(codeBox()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('applies with Enter too', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn(() => true);
    render(<CouponBox onApply={onApply} />);
    await user.type(codeBox(), 'SAVE10{Enter}');
    expect(onApply).toHaveBeenCalledWith('SAVE10');
  });

  it.each([
    ['answers false', vi.fn(async () => false)],
    ['throws', vi.fn(async () => Promise.reject(new Error('400')))],
  ])('shows the spec alert when the cart %s', async (_, onApply) => {
    const user = userEvent.setup();
    render(<CouponBox onApply={onApply} />);
    await user.type(codeBox(), 'GIFT-1234');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(failureAlert);
    expect(codeBox()).toHaveValue('GIFT-1234');
  });

  it.each([
    ['applied', true],
    ['refused', false],
  ])('puts the keyboard focus back in the code box once a code pressed with Apply is %s', async (_title, applied) => {
    const user = userEvent.setup();
    render(<CouponBox onApply={async () => applied} />);
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'RYZEN50');
    screen.getByRole('button', { name: 'Apply' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole(applied ? 'status' : 'alert', {}, { timeout: 2000 });
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveFocus();
  });

  it('keeps Apply disabled until a code is typed', async () => {
    const user = userEvent.setup();
    render(<CouponBox onApply={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(codeBox(), '   ');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('applies one code at a time', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn(() => new Promise<boolean>(() => undefined));
    render(<CouponBox onApply={onApply} />);
    await user.type(codeBox(), 'FREEMAT{Enter}{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Applying' })).toBeDisabled();
    // The box stays focusable (read-only) so a keyboard user keeps their place while the cart answers.
    expect(codeBox()).toHaveAttribute('readonly');
    expect(codeBox()).toHaveFocus();
  });

  it('lists the cart\'s promotions in the coupon offers panel', () => {
    render(
      <CouponBox
        onApply={vi.fn()}
        promotions={[
          { PromotionId: 4411, PromotionName: 'Free Standard Mouse Mat', CouponCode: 'FREEMAT', DiscountIncTax: 19 },
          { PromotionId: 4412, PromotionName: 'Gaming Week' },
        ]}
      />,
    );
    const offers = screen.getByRole('region', { name: 'Coupon offers' });
    expect(offers).toHaveTextContent('Free Standard Mouse MatCode FREEMATSave $19.00');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Coupon offers' }).tagName).toBe('H3');
  });

  it('puts the offers heading at the level the page asks for (one below the heading the box sits under)', () => {
    render(<CouponBox onApply={vi.fn()} promotions={[{ PromotionId: 4411, PromotionName: 'Free Standard Mouse Mat' }]} headingLevel={2} />);
    expect(screen.getByRole('heading', { name: 'Coupon offers', level: 2 })).toBeInTheDocument();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CouponBox onApply={vi.fn()} value="ABC" onChange={onChange} />);
    await user.type(codeBox(), 'D');
    expect(onChange).toHaveBeenCalledWith('ABCD');
    expect(codeBox()).toHaveValue('ABC');
  });

  it('composes from its parts: a Root with only the form and the alert shows no offers', async () => {
    const user = userEvent.setup();
    render(
      <CouponBox.Root onApply={() => false} promotions={[{ PromotionId: 1, PromotionName: 'Free mouse mat', CouponCode: 'FREEMAT' }]}>
        <CouponBox.Error />
        <CouponBox.Form />
      </CouponBox.Root>,
    );
    expect(screen.queryByRole('region', { name: 'Coupon offers' })).not.toBeInTheDocument();
    await user.type(codeBox(), 'NOPE{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(failureAlert);
  });

  it('names CouponBox.Root when a part is used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CouponBox.Form />)).toThrow('CouponBox.Form must be inside CouponBox.Root');
  });
});
