import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shippingMessages } from '@rigkit/domain/shipping';
import { perthOptions, perthOptionsWithUber, uberOption, uberQuote } from '../Checkout/fixtures.ts';
import { ShippingOptions } from './ShippingOptions.tsx';

const radioNames = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('[data-part="option-name"]')?.textContent);

describe('ShippingOptions (spec 3 §2.6)', () => {
  it('lists the first options and the couriers behind "Show more shipping options", and hides them again', async () => {
    const user = userEvent.setup();
    render(<ShippingOptions.Root options={perthOptions} />);
    expect(radioNames()).toEqual(['Standard Delivery']);
    await user.click(screen.getByRole('button', { name: shippingMessages.showMoreOptions }));
    expect(radioNames()).toEqual(['Standard Delivery', 'Auspost eParcel', 'StarTrack Road Express']);
    // Pickups are Click and Collect's, never a delivery option.
    expect(screen.queryByRole('radio', { name: /Click and Collect/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: shippingMessages.hideAdditionalOptions }));
    expect(radioNames()).toEqual(['Standard Delivery']);
  });

  it('keeps only Australia Post for a PO box address', () => {
    render(<ShippingOptions.Root options={perthOptions} address={{ ShippingStreetAddressLine1: 'PO Box 1234', ShippingStreetAddressLine2: null }} defaultExpanded />);
    expect(radioNames()).toEqual(['Auspost eParcel']);
  });

  it('chooses an option when uncontrolled, says so in data-state, and tells the host', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<ShippingOptions.Root options={perthOptions} onChange={onChange} />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'choosing');
    await user.click(screen.getByRole('radio', { name: /Standard Delivery/ }));
    expect(screen.getByRole('radio', { name: /Standard Delivery/ })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(perthOptions[0]);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'chosen');
  });

  it('shows the host\'s choice when controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ShippingOptions.Root options={perthOptions} value={perthOptions[1] ?? null} defaultExpanded onChange={onChange} />);
    expect(screen.getByRole('radio', { name: /Auspost eParcel/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /StarTrack/ }));
    expect(onChange).toHaveBeenCalledWith(perthOptions[2]);
    expect(screen.getByRole('radio', { name: /Auspost eParcel/ })).toBeChecked();
  });

  it('puts the Uber-style option first; its picker shows 3 days, Show More / Show Less, and a picked time goes to the host', async () => {
    const user = userEvent.setup();
    const onTimeRangeChange = vi.fn();
    render(<ShippingOptions.Root options={perthOptionsWithUber} defaultValue={uberOption} deliveryTimes={{ status: 'loaded', slots: uberQuote.TimeSlots }} onTimeRangeChange={onTimeRangeChange} />);
    expect(screen.getAllByRole('radio')[0]).toHaveAccessibleName(/^Uber Delivery/);
    const picker = await screen.findByRole('group', { name: shippingMessages.chooseDeliveryTime });
    const days = () => within(picker).getAllByRole('group').map((day) => day.getAttribute('aria-label'));
    expect(days()).toEqual(['Monday 23 November', 'Tuesday 24 November', 'Wednesday 25 November']);
    await user.click(within(picker).getByRole('button', { name: 'Show More' }));
    expect(days()).toHaveLength(5);
    await user.click(within(picker).getByRole('button', { name: 'Show Less' }));
    expect(days()).toHaveLength(3);
    await user.click(within(picker).getByRole('button', { name: 'Tuesday 24 November, 1:00pm - 3:00pm' }));
    expect(onTimeRangeChange).toHaveBeenCalledWith(expect.objectContaining({ webDisplayString: '1:00pm - 3:00pm' }), '2026-11-24');
    expect(within(picker).getByRole('button', { name: 'Tuesday 24 November, 1:00pm - 3:00pm' })).toHaveAttribute('aria-pressed', 'true');
    // The same window on another day is another choice.
    expect(within(picker).getByRole('button', { name: 'Monday 23 November, 1:00pm - 3:00pm' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows no picker for an option without delivery windows', () => {
    render(<ShippingOptions.Root options={perthOptionsWithUber} defaultValue={perthOptions[0] ?? null} deliveryTimes={{ status: 'loaded', slots: uberQuote.TimeSlots }} />);
    expect(screen.queryByRole('group', { name: shippingMessages.chooseDeliveryTime })).not.toBeInTheDocument();
  });

  it('says so when no option suits the address', () => {
    render(<ShippingOptions.Root options={[]} />);
    expect(screen.getByText('No shipping options for this address. Please check it, or choose Click and Collect.')).toHaveAttribute('data-state', 'empty');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('names both when a part is used outside its Root', () => {
    // React logs the thrown render error; the test reads the error itself.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ShippingOptions.MoreToggle />)).toThrow('ShippingOptions.MoreToggle must be inside ShippingOptions.Root');
    logged.mockRestore();
  });
});
