import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '@rigkit/domain/payments';
import { GiftVoucher } from './GiftVoucher.tsx';
import { fetchBalance, paymentsWithVoucher, voucherCode } from './fixtures.ts';

const codeBox = () => screen.getByRole('textbox', { name: 'Gift voucher code' });

async function apply(code: string, props: Partial<Parameters<typeof GiftVoucher.Root>[0]> = {}) {
  const user = userEvent.setup();
  const onApply = vi.fn();
  const fetch = vi.fn(fetchBalance);
  const { container } = render(<GiftVoucher.Root fetchBalance={fetch} onApply={onApply} owingCents={133395} {...props} />);
  await user.type(codeBox(), code);
  await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
  return { onApply, fetch, root: container.firstElementChild };
}

describe('GiftVoucher (spec 3 §5.4)', () => {
  it('applies a voucher with a balance, at most what is owing, and empties the box', async () => {
    const { onApply, fetch, root } = await apply(`  ${voucherCode} `, { owingCents: 4000 });
    expect(fetch).toHaveBeenCalledWith(voucherCode);
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ PaymentMethodId: 7, PaymentAmount: 40, ExternalToken: voucherCode, IsStoreCredit: false }));
    expect(codeBox()).toHaveValue('');
    expect(root).toHaveAttribute('data-state', 'applied');
  });

  it('refuses an unknown code with the spec message', async () => {
    const { onApply, root } = await apply('GV-NOPE');
    expect(await screen.findByText(paymentMessages.giftVoucherNoBalanceOrInvalid)).toBeInTheDocument();
    expect(codeBox()).toHaveAccessibleDescription('Sorry that gift voucher has no balance or is invalid');
    expect(onApply).not.toHaveBeenCalled();
    expect(root).toHaveAttribute('data-state', 'failed');
  });

  it('refuses a voucher already in the payments with the spec message', async () => {
    const { onApply } = await apply(voucherCode, { payments: paymentsWithVoucher });
    expect(await screen.findByText('Sorry that gift voucher is already in your payments!')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('says so when the balance could not be asked for', async () => {
    const { onApply } = await apply(voucherCode, { fetchBalance: async () => Promise.reject(new Error('offline')) });
    expect(await screen.findByText('We could not check that voucher. Please try again.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('keeps the code the host holds when controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<GiftVoucher.Root fetchBalance={fetchBalance} onApply={vi.fn()} owingCents={100} value="GV-1" onChange={onChange} />);
    await user.type(codeBox(), '2');
    expect(onChange).toHaveBeenCalledWith('GV-12');
    expect(codeBox()).toHaveValue('GV-1');
  });
});
