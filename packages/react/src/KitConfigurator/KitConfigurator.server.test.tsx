// The server's HTML of the configurator (issue 21): rendered from the compatibility snapshot, without the engine, it
// is the HTML the engine renders, so hydration matches. Nothing preloads the engine before the first render below.
import { kitStartingState } from '@rigkit/domain/kit';
import { kitCompatibilitySnapshot } from '@rigkit/domain/kitCompatibility';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { KitConfiguratorRootProps } from './KitConfigurator.tsx';
import { KitConfigurator } from './KitConfigurator.tsx';
import { incompatibleConfiguration, KIT_INVENTORY_ITEM_ID, kitCategories, kitImageUrl } from './KitConfigurator.fixtures.ts';
import { preloadKitCompatibility } from './kitConfiguratorStore.ts';

function Configurator(props: Partial<KitConfiguratorRootProps>) {
  return (
    <KitConfigurator.Root kitInventoryItemId={KIT_INVENTORY_ITEM_ID} categories={kitCategories} imageUrl={kitImageUrl} generateKey={() => 'k3y-0001'} {...props}>
      <KitConfigurator.Summary title="Custom Gaming PC" />
      <KitConfigurator.CategoryGroups />
      <KitConfigurator.Verdicts />
      <KitConfigurator.SummaryBar />
      <KitConfigurator.Toasts />
    </KitConfigurator.Root>
  );
}

describe('KitConfigurator on the server', () => {
  it('renders from the snapshot what it renders from the engine', async () => {
    const snapshot = kitCompatibilitySnapshot(kitStartingState(kitCategories, incompatibleConfiguration));
    const fromSnapshot = renderToString(<Configurator configuration={incompatibleConfiguration} initialCompatibility={snapshot} />);
    await preloadKitCompatibility();
    const fromEngine = renderToString(<Configurator configuration={incompatibleConfiguration} />);
    expect(fromSnapshot).toContain('data-compatibility="error"');
    expect(fromSnapshot).toContain('Incompatible: The Intel Core i7-14700K Processor uses socket LGA1700');
    expect(fromSnapshot).toBe(fromEngine);
  });
});
