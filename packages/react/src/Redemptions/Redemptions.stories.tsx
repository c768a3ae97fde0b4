/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/redemptions.css';
import { pendingActivations, pendingRedemptions, redemptionHistory } from './Redemptions.fixtures.ts';
import { Redemptions } from './Redemptions.tsx';
import type { Redemption, RedemptionsCallResult } from './useRedemptions.ts';

const meta = {
  title: 'Account/Redemptions',
  component: Redemptions,
  args: {
    pending: pendingRedemptions,
    history: redemptionHistory,
    activations: pendingActivations,
    onRefresh: fn(),
    onRedeem: fn(async (redemption: Redemption): Promise<RedemptionsCallResult<Redemption>> => ({ success: true, data: { ...redemption, RedemptionCode: '7RT2-HX4Q-ZP9L' } })),
    onRequestActivation: fn(async (): Promise<RedemptionsCallResult<{ ConfirmationNumber: string }>> => ({ success: true, data: { ConfirmationNumber: 'DA-20261122-0042' } })),
  },
} satisfies Meta<typeof Redemptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Redeemed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Redeem Free game/ }));
    await expect(await canvas.findByText(/Your code is 7RT2-HX4Q-ZP9L/)).toBeVisible();
  },
};
export const Empty: Story = { args: { pending: [], history: [], activations: [] } };
export const Failed: Story = { args: { pending: undefined, loadError: 'failed' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
