import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClickAndCollect } from './ClickAndCollect.tsx';
import { collectLines, vicStores, waStores } from './fixtures.ts';

const meta = {
  title: 'Checkout/ClickAndCollect',
  component: ClickAndCollect.Root,
  args: { options: waStores, items: collectLines, onChange: fn(), onExpandedChange: fn() },
} satisfies Meta<typeof ClickAndCollect.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A WA postcode's stores. */
export const Playground: Story = {};

/** WA: Wangara gets the graphics card by transfer, so its items show before it can be chosen. */
export const WaAvailableAfterTransfer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select Wangara' }));
    await expect(canvas.getByText(/: Available after transfer/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Collect from Wangara' })).toBeVisible();
  },
};

/** VIC: Heatherton cannot get the graphics card at all. */
export const VicUnavailable: Story = {
  args: { options: vicStores },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Victoria' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Select Heatherton' }));
    await expect(canvas.getByText(/: Unavailable/)).toBeVisible();
  },
};

/** VIC: Moorabbin has everything, so selecting it is the choice. */
export const VicAvailable: Story = {
  args: { options: vicStores },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select Moorabbin' }));
    await expect(args.onChange).toHaveBeenCalledWith(vicStores[0]);
  },
};

/** A host listing every store: both states, each under its heading. */
export const WaAndVic: Story = {
  args: { options: [...waStores, ...vicStores] },
};

export const Mobile: Story = {
  ...WaAvailableAfterTransfer,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const NoStores: Story = {
  args: { options: [] },
};
