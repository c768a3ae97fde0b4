import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressCollector } from './AddressCollector.tsx';
import { fakeAddressCalls } from './fixtures.ts';

const meta = {
  title: 'Checkout/AddressCollector',
  component: AddressCollector,
  args: { fetchSuggestions: fn(fakeAddressCalls.fetchSuggestions), fetchAddress: fn(fakeAddressCalls.fetchAddress), onChange: fn() },
} satisfies Meta<typeof AddressCollector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find your address' }), '12 Hay');
    await expect(await canvas.findByRole('option', { name: '12 Hay St, Perth WA 6000' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find your address' }), '12 Hay');
    await canvas.findByRole('option', { name: '12 Hay St, Subiaco WA 6008' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(await canvas.findByRole('textbox', { name: 'Suburb' })).toHaveValue('Subiaco');
    await expect(args.onChange).toHaveBeenLastCalledWith({ StreetAddressLine1: '12 Hay St', StreetAddressLine2: '', Suburb: 'Subiaco', State: 'WA', Postcode: '6008' });
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find your address' }), '1 Nowhere Lane');
    await expect(await canvas.findByText('No matching addresses. Check the spelling or enter your address manually.')).toBeVisible();
  },
};

export const ManualEntryWithErrors: Story = {
  args: { defaultManual: true, showErrors: true, defaultValue: { StreetAddressLine1: '', StreetAddressLine2: '', Suburb: 'Moorabbin', State: 'VIC', Postcode: '31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please enter a street address')).toBeVisible();
    await expect(canvas.getByText('Postcode must be 4 digits')).toBeVisible();
  },
};

export const SearchUnavailable: Story = {
  args: { fetchSuggestions: fn((_text: string) => Promise.reject(new Error('address service down'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find your address' }), '12 Hay');
    await expect(await canvas.findByText('Address search is not available right now. Please enter your address manually.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Street address' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { StreetAddressLine1: 'PO Box 1234', StreetAddressLine2: '', Suburb: 'West Perth', State: 'WA', Postcode: '6872' } },
};

export const Mobile: Story = {
  ...Suggestions,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
