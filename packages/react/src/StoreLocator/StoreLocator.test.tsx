import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { locatorStores } from './fixtures.ts';
import { StoreLocator } from './StoreLocator.tsx';

const group = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('listitem', { name });

describe('StoreLocator (spec 1 §2, §4)', () => {
  it('lists the stores under Western Australia then Victoria, without the online store', () => {
    render(<StoreLocator stores={locatorStores} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Western Australia', 'Victoria']);
    expect(within(group('Western Australia')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Wangara', 'Bentley', 'Cockburn', 'Osborne Park', 'Gnangara']);
    expect(within(group('Victoria')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Moorabbin', 'Heatherton', 'Dandenong Click and Collect']);
    expect(screen.queryByRole('heading', { name: 'Online' })).not.toBeInTheDocument();
  });

  it('shows a store card with code, e-mail, phone, address and opening hours', () => {
    render(<StoreLocator stores={locatorStores} />);
    const osbornePark = card('Osborne Park');
    expect(osbornePark).toHaveTextContent('Store code OP');
    expect(within(osbornePark).getByRole('link', { name: 'osbornepark@example.com.au' })).toHaveAttribute('href', 'mailto:osbornepark@example.com.au');
    expect(within(osbornePark).getByRole('link', { name: '(08) 9309 0006' })).toHaveAttribute('href', 'tel:0893090006');
    expect(osbornePark).toHaveTextContent('20 Main Street, Osborne Park WA 6017');
    expect(within(osbornePark).getByRole('table', { name: 'Opening hours' })).toHaveTextContent('Saturday10:00 - 16:00');
    expect(within(osbornePark).getByRole('link', { name: 'Explore this store: Osborne Park' })).toHaveAttribute('href', '/Contact/OsbornePark');
  });

  it('shows Dandenong as DA with "Click and Collect only. No retail." under its fixed name and address', () => {
    render(<StoreLocator stores={locatorStores} />);
    const dandenong = card('Dandenong Click and Collect');
    expect(dandenong).toHaveTextContent('Store code DA');
    expect(dandenong).toHaveTextContent('Click and Collect only. No retail.');
    expect(dandenong).toHaveTextContent('Unit 2, 18 Fowler Road, Dandenong South VIC 3175');
  });

  it('selects a state group as WA = -6 and VIC = -3, and back to none', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StoreLocator stores={locatorStores} onChange={onChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all stores');
    await user.click(screen.getByRole('button', { name: 'Show Victoria stores' }));
    expect(onChange).toHaveBeenLastCalledWith(-3);
    expect(screen.getByRole('status')).toHaveTextContent('Showing Victoria stores');
    expect(screen.getByRole('button', { name: 'Show Victoria stores' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Show Western Australia stores' }));
    expect(onChange).toHaveBeenLastCalledWith(-6);
    await user.click(screen.getByRole('button', { name: 'Show all stores' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all stores');
  });

  it('picking a store selects it and makes it the default store', async () => {
    const user = userEvent.setup();
    const onDefaultStoreChange = vi.fn();
    function Page() {
      const [defaultStoreId, setDefault] = useState(2);
      return (
        <StoreLocator
          stores={locatorStores}
          defaultStoreId={defaultStoreId}
          onDefaultStoreChange={(storeId) => {
            onDefaultStoreChange(storeId);
            setDefault(storeId);
          }}
        />
      );
    }
    render(<Page />);
    expect(card('Wangara')).toHaveTextContent('Your store');
    await user.click(screen.getByRole('button', { name: 'Make Moorabbin my store' }));
    expect(onDefaultStoreChange).toHaveBeenCalledWith(5);
    expect(screen.getByRole('status')).toHaveTextContent('Showing Moorabbin');
    expect(card('Moorabbin')).toHaveTextContent('Your store');
    expect(card('Wangara')).not.toHaveTextContent('Your store');
    expect(card('Bentley')).toHaveAttribute('data-state', 'dimmed');
  });

  it('works as a list before the map has loaded', async () => {
    const user = userEvent.setup();
    render(<StoreLocator.Root stores={locatorStores} defaultValue={-6}>
      <StoreLocator.Selection />
      <StoreLocator.List />
    </StoreLocator.Root>);
    expect(screen.getByRole('status')).toHaveTextContent('Showing Western Australia stores');
    await user.keyboard('{Tab}');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Showing all stores');
  });

  it('names both parts when a part is used outside its Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<StoreLocator.List />)).toThrow('StoreLocator.List must be inside StoreLocator.Root');
  });
});
