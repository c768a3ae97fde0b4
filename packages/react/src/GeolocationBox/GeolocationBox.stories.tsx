import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { locatorStores } from '../StoreLocator/fixtures.ts';
import { GeolocationBox } from './GeolocationBox.tsx';

const postcodes: Record<string, { Latitude: number; Longitude: number }> = {
  '6000': { Latitude: -31.9523, Longitude: 115.8613 },
  '3000': { Latitude: -37.8136, Longitude: 144.9631 },
};

const meta = {
  title: 'Engagement/GeolocationBox',
  component: GeolocationBox,
  args: {
    stores: locatorStores,
    onLocatePostcode: fn(async (postcode: string) => {
      const found = postcodes[postcode];
      if (!found) throw new Error('404');
      return found;
    }),
    onLocateCoordinates: fn(async () => '6000'),
    onLocated: fn(),
  },
} satisfies Meta<typeof GeolocationBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const NearestInWesternAustralia: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '6000');
    await expect(await canvas.findByText('Your nearest store is Osborne Park, 7 km away')).toBeVisible();
  },
};

export const NearestInVictoria: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '3000');
    await expect(await canvas.findByText('Your nearest store is Moorabbin, 16 km away')).toBeVisible();
  },
};

export const UnknownPostcode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '0999');
    await expect(await canvas.findByText('We could not find the postcode 0999')).toBeVisible();
  },
};

export const LocationDenied: Story = {
  args: {
    geolocation: {
      getCurrentPosition: (_: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('User denied Geolocation');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
