import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GiftVoucher } from './GiftVoucher.tsx';
import { fetchBalance, paymentsWithVoucher, voucherCode } from './fixtures.ts';

const meta = {
  title: 'Checkout/GiftVoucher',
  component: GiftVoucher.Root,
  args: { fetchBalance, onApply: fn(), owingCents: 133395, payments: [] },
} satisfies Meta<typeof GiftVoucher.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A voucher with a balance pays up to what is owing and the box empties. */
export const Applied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Gift voucher code' }), voucherCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply voucher' }));
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ PaymentMethodId: 7, PaymentAmount: 100, ExternalToken: voucherCode }));
    await expect(canvas.getByRole('textbox', { name: 'Gift voucher code' })).toHaveValue('');
  },
};

/** An unknown code or one with nothing left (spec 3 §5.4). */
export const NoBalanceOrInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Gift voucher code' }), 'GV-NOPE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply voucher' }));
    await expect(await canvas.findByText('Sorry that gift voucher has no balance or is invalid')).toBeVisible();
  },
};

/** The same voucher twice (spec 3 §5.4). */
export const AlreadyInPayments: Story = {
  args: { payments: paymentsWithVoucher },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Gift voucher code' }), voucherCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply voucher' }));
    await expect(await canvas.findByText('Sorry that gift voucher is already in your payments!')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...NoBalanceOrInvalid,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
