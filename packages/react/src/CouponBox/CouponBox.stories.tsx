import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponBox } from './CouponBox.tsx';
import type { CartPromotion } from './useCouponBox.ts';

const promotions: CartPromotion[] = [
  { PromotionId: 4411, PromotionName: 'Free Standard Mouse Mat', CouponCode: 'FREEMAT', DiscountIncTax: 19 },
  { PromotionId: 4420, PromotionName: 'Gaming Week: 10% off peripherals', CouponCode: 'GAMEWEEK' },
];

const meta = {
  title: 'Cart/CouponBox',
  component: CouponBox,
  args: { onApply: fn(async () => true), promotions },
} satisfies Meta<typeof CouponBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Applied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'FREEMAT');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Coupon FREEMAT applied')).toBeVisible();
    await expect(args.onApply).toHaveBeenCalledWith('FREEMAT');
  },
};

export const CouponFailure: Story = {
  args: { onApply: fn(async () => false), promotions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'GIFT-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Coupon could not be applied. Please note gift vouchers are applied in checkout with your payment details.',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
