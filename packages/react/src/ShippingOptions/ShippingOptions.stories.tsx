import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { perthOptions, perthOptionsWithUber, uberOption, uberQuote } from '../Checkout/fixtures.ts';
import { ShippingOptions } from './ShippingOptions.tsx';

const meta = {
  title: 'Checkout/ShippingOptions',
  component: ShippingOptions.Root,
  args: { options: perthOptions, onChange: fn(), onTimeRangeChange: fn() },
} satisfies Meta<typeof ShippingOptions.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Perth's delivery options: the first ones, the couriers behind "Show more shipping options". */
export const Playground: Story = {};

export const ShowMoreShippingOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more shipping options' }));
    await expect(canvas.getByRole('radio', { name: /StarTrack Road Express/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide additional options' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A PO box: only Australia Post (company 2) delivers there (spec 3 §5.4). */
export const PoBoxLimited: Story = {
  args: { address: { ShippingStreetAddressLine1: 'PO Box 1234', ShippingStreetAddressLine2: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: /Auspost eParcel/ })).toBeVisible();
  },
};

/** The Uber-style option first and chosen: its delivery-time picker, all five days after Show More. */
export const UberDeliveryTimes: Story = {
  args: { options: perthOptionsWithUber, defaultValue: uberOption, deliveryTimes: { status: 'loaded', slots: uberQuote.TimeSlots } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show More' }));
    await expect(canvas.getByRole('group', { name: 'Friday 27 November' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tuesday 24 November, 1:00pm - 3:00pm' }));
    await expect(canvas.getByRole('button', { name: 'Tuesday 24 November, 1:00pm - 3:00pm' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Back to three days with Show Less. */
export const UberShowLess: Story = {
  args: UberDeliveryTimes.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show More' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(canvas.queryByRole('group', { name: 'Friday 27 November' })).toBeNull();
  },
};

export const UberDeliveryTimesMobile: Story = {
  ...UberDeliveryTimes,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** No option suits the address. */
export const NoOptions: Story = {
  args: { options: [] },
};
