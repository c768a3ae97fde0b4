import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locatorStores } from '../StoreLocator/fixtures.ts';
import { GeolocationBox } from './GeolocationBox.tsx';

const postcodes: Record<string, { Latitude: number; Longitude: number }> = {
  '6000': { Latitude: -31.9523, Longitude: 115.8613 },
  '3000': { Latitude: -37.8136, Longitude: 144.9631 },
  '6230': { Latitude: -33.3271, Longitude: 115.6414 },
};
const onLocatePostcode = async (postcode: string) => {
  const found = postcodes[postcode];
  if (!found) throw new Error('404');
  return found;
};
const postcodeBox = () => screen.getByRole('textbox', { name: 'Postcode' });

describe('GeolocationBox (spec 1 §4 Geolocation, §5 postcode input)', () => {
  it.each([
    ['6000', 'Your nearest store is Osborne Park, 7 km away', 6],
    ['3000', 'Your nearest store is Moorabbin, 16 km away', 5],
    // Bunbury is over 50 km from every store: store 1, the online/delivery store.
    ['6230', "No store is within 50 km of 6230. We'll deliver from our online store.", 1],
  ])('the fourth digit of %s looks it up: "%s", default store %i', async (postcode, text, storeId) => {
    const user = userEvent.setup();
    const onLocated = vi.fn();
    render(<GeolocationBox stores={locatorStores} onLocatePostcode={onLocatePostcode} onLocated={onLocated} />);
    await user.type(postcodeBox(), postcode);
    expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
    expect(onLocated).toHaveBeenCalledWith(expect.objectContaining({ postcode, defaultStoreId: storeId }));
  });

  it('keeps digits only, at most 4', async () => {
    const user = userEvent.setup();
    render(<GeolocationBox stores={locatorStores} onLocatePostcode={onLocatePostcode} />);
    await user.type(postcodeBox(), 'a6b0-0 0 1');
    expect(postcodeBox()).toHaveValue('6000');
  });

  it('says so when the postcode is unknown', async () => {
    const user = userEvent.setup();
    render(<GeolocationBox stores={locatorStores} onLocatePostcode={onLocatePostcode} />);
    await user.type(postcodeBox(), '0999');
    expect(await screen.findByRole('status')).toHaveTextContent('We could not find the postcode 0999');
  });

  it('Find looks up the postcode again', async () => {
    const user = userEvent.setup();
    const locate = vi.fn(onLocatePostcode);
    render(<GeolocationBox stores={locatorStores} onLocatePostcode={locate} defaultValue="3000" />);
    expect(locate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(locate).toHaveBeenCalledWith('3000');
    expect(await screen.findByRole('status')).toHaveTextContent('Moorabbin');
  });

  it('the device button turns the location into a postcode and its nearest store', async () => {
    const user = userEvent.setup();
    const geolocation = { getCurrentPosition: vi.fn((success: PositionCallback) => success({ coords: { latitude: -37.81, longitude: 144.96 } } as GeolocationPosition)) };
    const onLocateCoordinates = vi.fn(async () => '3000');
    render(<GeolocationBox stores={locatorStores} onLocatePostcode={onLocatePostcode} onLocateCoordinates={onLocateCoordinates} geolocation={geolocation} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(onLocateCoordinates).toHaveBeenCalledWith({ Latitude: -37.81, Longitude: 144.96 });
    expect(await screen.findByText('Your nearest store is Moorabbin, 16 km away')).toBeInTheDocument();
    expect(postcodeBox()).toHaveValue('3000');
  });

  it("shows the browser's refusal in a tooltip on the device button", async () => {
    const user = userEvent.setup();
    const geolocation = { getCurrentPosition: vi.fn((_: PositionCallback, failure?: PositionErrorCallback | null) => failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)) };
    render(<GeolocationBox stores={locatorStores} onLocatePostcode={onLocatePostcode} onLocateCoordinates={async () => '6000'} geolocation={geolocation} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('User denied Geolocation');
    expect(screen.getByRole('button', { name: 'Use my location' })).toHaveAccessibleDescription('User denied Geolocation');
  });

  it('has no device button without a way to turn coordinates into a postcode', () => {
    render(<GeolocationBox stores={locatorStores} onLocatePostcode={onLocatePostcode} />);
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
  });
});
