// In a real browser: what only Chromium's label behaviour shows. A click on a label focuses its radio before choosing
// it; the configurator's options choose without that focus move in the click's task, and focus a frame later.
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { KitConfigurator } from './KitConfigurator.tsx';
import { DEFAULT_KIT_PRICE, KIT_INVENTORY_ITEM_ID, kitCategories, kitImageUrl } from './KitConfigurator.fixtures.ts';

describe('KitConfigurator in Chromium', () => {
  it('chooses the option whose name is clicked, shows its price, and focuses its radio after the click’s frame', async () => {
    const screen = await render(
      <KitConfigurator.Root kitInventoryItemId={KIT_INVENTORY_ITEM_ID} categories={kitCategories} imageUrl={kitImageUrl} generateKey={() => 'k3y-0001'}>
        <KitConfigurator.Summary title="Custom Gaming PC" />
        <KitConfigurator.CategoryGroups />
      </KitConfigurator.Root>,
    );
    const cpus = screen.getByRole('radiogroup', { name: 'CPU', exact: true });
    const radio = cpus.getByRole('radio', { name: /^AMD Ryzen 5 9600X Processor/ });
    const price = () => screen.getByText('Price as configured').element().closest('p')?.textContent;
    await expect.poll(price).toContain(DEFAULT_KIT_PRICE);

    const order: string[] = [];
    radio.element().addEventListener('focus', () => order.push('focus'));
    // Registered before the options' own click listener, so this frame is the click's.
    window.addEventListener('click', () => requestAnimationFrame(() => order.push('frame')), { capture: true, once: true });
    await userEvent.click(cpus.getByText('AMD Ryzen 5 9600X Processor'));

    await expect.element(radio).toBeChecked();
    await expect.element(radio).toHaveFocus();
    expect(order).toEqual(['frame', 'focus']);
    await expect.poll(price).toContain('$2,342');
  });
});
