import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressCollector } from './AddressCollector.tsx';
import { fakeAddressCalls, haySuggestions } from './fixtures.ts';
import { emptyAddress, type AddressCollectorValue } from './useAddressCollector.ts';

const search = () => screen.getByRole('combobox', { name: 'Find your address' });
const field = (name: string) => screen.getByRole('textbox', { name });

describe('AddressCollector (spec 1 §2, §5)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for suggestions only after more than 3 characters and a 300 ms pause', async () => {
    // The pause is counted on a fake clock, so the test says exactly when the call goes out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wait = (ms: number) => act(async () => {
      vi.advanceTimersByTime(ms);
    });
    const fetchSuggestions = vi.fn(fakeAddressCalls.fetchSuggestions);
    render(<AddressCollector {...fakeAddressCalls} fetchSuggestions={fetchSuggestions} />);
    fireEvent.change(search(), { target: { value: '12 ' } });
    await wait(1000);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    for (const text of ['12 H', '12 Ha', '12 Hay']) fireEvent.change(search(), { target: { value: text } });
    await wait(299);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await wait(1);
    // One call for the text as it stood after the pause, not one per keystroke.
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions).toHaveBeenCalledWith('12 Hay');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(haySuggestions.map((suggestion) => suggestion.Address));
    expect(screen.getByRole('status')).toHaveTextContent('3 addresses found');
  });

  it('picks a suggestion with the keyboard and fills street, suburb, state and postcode', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AddressCollector {...fakeAddressCalls} onChange={onChange} />);
    await user.type(search(), '12 Hay');
    await screen.findByRole('option', { name: '12 Hay St, West Perth WA 6005' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Street address' })).toHaveValue('12 Hay St');
    expect(field('Suburb')).toHaveValue('West Perth');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('WA');
    expect(field('Postcode')).toHaveValue('6005');
    expect(onChange).toHaveBeenLastCalledWith({ StreetAddressLine1: '12 Hay St', StreetAddressLine2: '', Suburb: 'West Perth', State: 'WA', Postcode: '6005' });
    expect(search()).toHaveValue('12 Hay St, West Perth WA 6005');
  });

  it('says so when nothing matches, and when the search is down it opens the fields for manual entry', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AddressCollector {...fakeAddressCalls} />);
    await user.type(search(), '1 Nowhere Lane');
    expect(await screen.findByText('No matching addresses. Check the spelling or enter your address manually.')).toHaveAttribute('role', 'status');
    unmount();
    render(<AddressCollector fetchAddress={fakeAddressCalls.fetchAddress} fetchSuggestions={() => Promise.reject(new Error('down'))} />);
    await user.type(search(), '12 Hay');
    expect(await screen.findByText('Address search is not available right now. Please enter your address manually.')).toHaveAttribute('role', 'status');
    expect(field('Street address')).toBeInTheDocument();
  });

  it('takes a typed address by manual entry, with the address rules and messages of the domain', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AddressCollector {...fakeAddressCalls} />);
    expect(screen.queryByRole('textbox', { name: 'Street address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await user.type(field('Postcode'), '60a');
    await user.tab();
    // A field's message shows once it is left; the postcode keeps digits only.
    expect(field('Postcode')).toHaveValue('60');
    expect(field('Postcode')).toHaveAccessibleDescription('Postcode must be 4 digits');
    expect(screen.queryByText('Please enter a street address')).not.toBeInTheDocument();
    rerender(<AddressCollector {...fakeAddressCalls} showErrors />);
    expect(field('Street address')).toHaveAccessibleDescription('Please enter a street address');
    expect(field('Suburb')).toHaveAccessibleDescription('Please enter a suburb');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Please enter a state');
    expect(field('Address line 2 / Attn to (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('is controlled: shows the value given and reports edits, keeping line 2 through a new pick', async () => {
    const user = userEvent.setup();
    const changes: AddressCollectorValue[] = [];
    function Host() {
      const [value, setValue] = useState<AddressCollectorValue>({ ...emptyAddress, StreetAddressLine1: '5 Chapel St', Suburb: 'South Yarra', State: 'VIC', Postcode: '3141' });
      return (
        <AddressCollector
          {...fakeAddressCalls}
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Host />);
    expect(field('Street address')).toHaveValue('5 Chapel St');
    await user.type(field('Address line 2 / Attn to (optional)'), 'Attn Sam');
    await user.type(search(), '12 Hay');
    await screen.findByRole('option', { name: '12 Hay St, Perth WA 6000' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(field('Suburb')).toHaveValue('Perth'));
    expect(changes.at(-1)).toEqual({ StreetAddressLine1: '12 Hay St', StreetAddressLine2: 'Attn Sam', Suburb: 'Perth', State: 'WA', Postcode: '6000' });
    expect(field('Suburb')).toHaveValue('Perth');
  });

  it('throws a message naming both when a part is outside its Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AddressCollector.Fields />)).toThrow('AddressCollector.Fields must be inside AddressCollector.Root');
  });
});
