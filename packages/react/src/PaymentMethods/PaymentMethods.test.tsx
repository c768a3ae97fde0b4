import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethods } from './PaymentMethods.tsx';
import { methods } from './fixtures.ts';

const names = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('PaymentMethods (spec 3 §2.6, §4.4)', () => {
  it('offers the methods usable for delivery', () => {
    render(<PaymentMethods.Root methods={methods} isPickup={false} />);
    expect(names()).toEqual(['Bank Transfer (EFT)', 'Gift Voucher or Store Credit', 'Credit Card', 'Zip - Buy now, pay later']);
  });

  it('offers the methods usable for pickup', () => {
    render(<PaymentMethods.Root methods={methods} isPickup />);
    expect(names()).toEqual(['Bank Transfer (EFT)', 'Gift Voucher or Store Credit', 'Pay on Collection', 'Credit Card']);
  });

  it('keeps a B2B cart to methods usable for delivery, even when it is collected', () => {
    render(<PaymentMethods.Root methods={methods} isB2B isPickup />);
    expect(names()).toEqual(['Bank Transfer (EFT)', 'Gift Voucher or Store Credit', 'Credit Card']);
  });

  it('chooses a method and tells the host its PaymentMethodId', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<PaymentMethods.Root methods={methods} isPickup={false} onChange={onChange} />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'choosing');
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    expect(onChange).toHaveBeenCalledWith(14);
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'chosen');
  });

  it('follows the host when controlled, and chooses the only method by default', () => {
    const { unmount } = render(<PaymentMethods.Root methods={methods} value={4} />);
    expect(screen.getByRole('radio', { name: 'Bank Transfer (EFT)' })).toBeChecked();
    unmount();
    render(<PaymentMethods.Root methods={methods.filter((method) => method.PaymentMethodId === 14)} />);
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  });

  it('says so when no method is open to the order', () => {
    render(<PaymentMethods.Root methods={methods.filter((method) => method.PaymentMethodId === 8)} isPickup={false} />);
    expect(screen.getByText('No payment method can be used for this order. Please contact us.')).toBeInTheDocument();
  });
});
