import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockCartLines } from '../CartTable/CartTable.fixtures.ts';
import { MouseMatChooser } from './MouseMatChooser.tsx';
import { mockMouseMatCouponCodes } from './MouseMatChooser.fixtures.ts';

const failureAlert = 'Coupon could not be applied. Please note gift vouchers are applied in checkout with your payment details.';

describe('MouseMatChooser (spec 2 §2, §9)', () => {
  it('offers Standard free, Large $10, Wide $15 and Desk $29 as one radio group', () => {
    render(<MouseMatChooser lines={mockCartLines} couponCodes={mockMouseMatCouponCodes} onApplyOffer={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Add a mouse mat' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Standard 320x270mm – Free',
      'Large 450x400mm – $10',
      'Wide 900x300mm – $15',
      'Desk 1220x590mm – $29',
    ]);
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  it.each([
    ['Standard 320x270mm – Free', 'MAT-STANDARD', 'standard'],
    ['Large 450x400mm – $10', 'MAT-LARGE', 'large'],
    ['Wide 900x300mm – $15', 'MAT-WIDE', 'wide'],
    ['Desk 1220x590mm – $29', 'MAT-DESK', 'desk'],
  ])('applies %s with its coupon %s', async (label, code, id) => {
    const user = userEvent.setup();
    const onApplyOffer = vi.fn(async () => true);
    const onChange = vi.fn();
    render(<MouseMatChooser lines={[]} couponCodes={mockMouseMatCouponCodes} onApplyOffer={onApplyOffer} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: label }));
    expect(onApplyOffer).toHaveBeenCalledWith(code, expect.objectContaining({ id }));
    expect(onChange).toHaveBeenCalledWith(id);
    expect(screen.getByRole('radio', { name: label })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('mouse mat offer applied');
  });

  it('moves between offers with the arrow keys', async () => {
    const user = userEvent.setup();
    const onApplyOffer = vi.fn(async () => true);
    render(<MouseMatChooser lines={[]} couponCodes={mockMouseMatCouponCodes} onApplyOffer={onApplyOffer} defaultValue="standard" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Standard 320x270mm – Free' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onApplyOffer).toHaveBeenLastCalledWith('MAT-LARGE', expect.objectContaining({ id: 'large' }));
  });

  it('shows the coupon alert and keeps the previous choice when the offer does not apply', async () => {
    const user = userEvent.setup();
    render(<MouseMatChooser lines={[]} couponCodes={mockMouseMatCouponCodes} onApplyOffer={async () => false} defaultValue="standard" />);
    await user.click(screen.getByRole('radio', { name: 'Desk 1220x590mm – $29' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(failureAlert);
    expect(screen.getByRole('radio', { name: 'Standard 320x270mm – Free' })).toBeChecked();
  });

  it.each(['Razer Gigantus V2 XXL Mousepad', 'SteelSeries QcK MOUSEPAD'])('hides when a line reads "%s"', (description) => {
    render(
      <MouseMatChooser
        lines={[...mockCartLines, { ItemDescription: description }]}
        couponCodes={mockMouseMatCouponCodes}
        onApplyOffer={vi.fn()}
      />,
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('offers only the offers that have a coupon code', () => {
    render(<MouseMatChooser lines={[]} couponCodes={{ standard: 'FREEMAT' }} onApplyOffer={vi.fn()} />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
