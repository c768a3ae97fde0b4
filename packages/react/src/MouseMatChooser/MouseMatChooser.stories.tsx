import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockCartLines } from '../CartTable/CartTable.fixtures.ts';
import { MouseMatChooser } from './MouseMatChooser.tsx';
import { mockMouseMatCouponCodes } from './MouseMatChooser.fixtures.ts';

const meta = {
  title: 'Cart/MouseMatChooser',
  component: MouseMatChooser,
  args: { lines: mockCartLines, couponCodes: mockMouseMatCouponCodes, onApplyOffer: fn(async () => true), onChange: fn() },
} satisfies Meta<typeof MouseMatChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Applied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Wide 900x300mm – $15' }));
    await expect(args.onApplyOffer).toHaveBeenCalledWith('MAT-WIDE', expect.objectContaining({ id: 'wide' }));
    await expect(await canvas.findByText('Wide mouse mat offer applied')).toBeVisible();
  },
};

export const CouponFailure: Story = {
  args: { onApplyOffer: fn(async () => false), defaultValue: 'standard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Desk 1220x590mm – $29' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Standard 320x270mm – Free' })).toBeChecked();
  },
};

export const HiddenWithMousepadInCart: Story = {
  args: { lines: [...mockCartLines, { ItemDescription: 'Razer Gigantus V2 XXL Mousepad' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
