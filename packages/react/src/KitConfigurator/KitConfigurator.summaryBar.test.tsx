// Issue 17 defect 10: on a phone the configurator's price and Buy were only at the top; a bar after the options
// carries them, with the same blocking reasons as the main Buy.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { KitConfigurator } from './KitConfigurator.tsx';
import type { KitConfiguratorRootProps } from './KitConfigurator.tsx';
import { DEFAULT_KIT_PRICE, incompatibleConfiguration, KIT_INVENTORY_ITEM_ID, kitCategories, kitImageUrl } from './KitConfigurator.fixtures.ts';
import { preloadKitCompatibility } from './kitConfiguratorStore.ts';

function Configurator(props: Partial<KitConfiguratorRootProps>) {
  return (
    <KitConfigurator.Root kitInventoryItemId={KIT_INVENTORY_ITEM_ID} categories={kitCategories} imageUrl={kitImageUrl} generateKey={() => 'k3y-0001'} {...props}>
      <KitConfigurator.Summary title="Custom Gaming PC" />
      <KitConfigurator.CategoryGroups />
      <KitConfigurator.SummaryBar />
    </KitConfigurator.Root>
  );
}

const bar = () => screen.getByRole('region', { name: 'Build total' });

// The compatibility engine loads on demand (kitConfiguratorStore.ts); once it has, a configurator follows it in the
// render and the change that asked, which is what these tests check. The deferred start: *.deferred.test.tsx.
beforeAll(() => preloadKitCompatibility());

describe('KitConfigurator.SummaryBar (issue 17 defect 10)', () => {
  it('follows the options with the price as configured and a Buy that buys the build', async () => {
    const user = userEvent.setup();
    const onBuy = vi.fn();
    render(<Configurator onBuy={onBuy} />);
    const options = screen.getAllByRole('radiogroup');
    // After every option in document order: a phone reaches it having scrolled through them.
    expect(options.at(-1)?.compareDocumentPosition(bar()) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(bar()).toHaveTextContent(DEFAULT_KIT_PRICE);
    await user.click(within(bar()).getByRole('button', { name: 'Buy' }));
    expect(onBuy).toHaveBeenCalledTimes(1);
  });

  it('blocks Buy for the same reasons as the main Buy, with the reason beside it', () => {
    render(<Configurator configuration={incompatibleConfiguration} />);
    const summaryBuy = within(screen.getByRole('region', { name: 'Custom Gaming PC' })).getByRole('button', { name: 'Buy' });
    const barBuy = within(bar()).getByRole('button', { name: 'Buy' });
    expect(summaryBuy).toBeDisabled();
    expect(barBuy).toBeDisabled();
    const reasons = screen.getByRole('region', { name: 'Custom Gaming PC' }).querySelector('[data-part="blocking-messages"]')?.textContent ?? '';
    expect(reasons).not.toBe('');
    expect(barBuy).toHaveAccessibleDescription(within(screen.getByRole('region', { name: 'Custom Gaming PC' })).getAllByRole('listitem').map((item) => item.textContent).join(' '));
  });
});
