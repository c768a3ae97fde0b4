// The configurator started from the server's compatibility snapshot (issue 21, route JavaScript): its first render
// needs no engine, and a choice made before the engine has loaded is applied once it has. Nothing in this file
// preloads the engine, so the configurator below starts without it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kitStartingState } from '@rigkit/domain/kit';
import { kitCompatibilitySnapshot } from '@rigkit/domain/kitCompatibility';
import { describe, expect, it } from 'vitest';
import { KitConfigurator } from './KitConfigurator.tsx';
import { KIT_INVENTORY_ITEM_ID, kitCategories, kitImageUrl } from './KitConfigurator.fixtures.ts';

const group = (name: string) => screen.getByRole('radiogroup', { name });
const option = (categoryName: string, optionName: string) => within(group(categoryName)).getByRole('radio', { name: new RegExp(`^${optionName.replace(/[()+]/g, '\\$&')}`) });

describe('KitConfigurator from the server snapshot, before the compatibility engine has loaded', () => {
  it('shows the marks and verdicts of the snapshot at once, and applies a choice made before the engine loaded', async () => {
    const user = userEvent.setup();
    render(
      <KitConfigurator.Root
        kitInventoryItemId={KIT_INVENTORY_ITEM_ID}
        categories={kitCategories}
        initialCompatibility={kitCompatibilitySnapshot(kitStartingState(kitCategories, null))}
        imageUrl={kitImageUrl}
        generateKey={() => 'k3y-0001'}
      >
        <KitConfigurator.CategoryGroups />
        <KitConfigurator.Verdicts />
      </KitConfigurator.Root>,
    );
    const ddr4 = option('Memory', 'Kingston Fury Beast 32GB (2x16GB) DDR4-3200');
    expect(ddr4.closest('label')).toHaveAttribute('data-compatibility', 'error');
    expect(ddr4).toHaveAccessibleDescription(
      'Incompatible: The Kingston Fury Beast 32GB (2x16GB) DDR4-3200 is DDR4 memory, but the ASUS TUF Gaming B650-PLUS WIFI takes DDR5.',
    );
    const verdicts = screen.getByRole('region', { name: 'Compatibility' });
    expect(within(verdicts).getByRole('status')).toHaveTextContent('No compatibility problems found.');
    expect(within(verdicts).getByRole('listitem')).toHaveAttribute('data-rule', 'psu-wattage');

    await user.click(option('CPU', 'Intel Core i7-14700K Processor'));
    expect(option('CPU', 'Intel Core i7-14700K Processor')).toBeChecked();
    const message = 'The Intel Core i7-14700K Processor uses socket LGA1700, but the ASUS TUF Gaming B650-PLUS WIFI has socket AM5.';
    expect(await within(verdicts).findByText(message)).toBeInTheDocument();
    expect(option('CPU', 'Intel Core i7-14700K Processor')).toBeChecked();
    expect(option('Motherboard', 'ASUS TUF Gaming B650-PLUS WIFI').closest('label')).toHaveAttribute('data-compatibility', 'error');
  });
});
