// A store started from the server's snapshot, before the compatibility engine has loaded (issue 21, route
// JavaScript). Nothing in this file preloads the engine, so the store below starts without it.
import { KitActionTypes, kitStartingState } from '@rigkit/domain/kit';
import { kitCompatibilitySnapshot } from '@rigkit/domain/kitCompatibility';
import { describe, expect, it, vi } from 'vitest';
import { KIT_INVENTORY_ITEM_ID, kitCategories, kitCategoryIds, kitParts } from './KitConfigurator.fixtures.ts';
import { createKitConfiguratorStore } from './kitConfiguratorStore.ts';

const chosenCpu = (store: ReturnType<typeof createKitConfiguratorStore>) =>
  store.getState().selections.find((selection) => selection.InventoryKitCategoryId === kitCategoryIds.cpu)?.SelectedInventoryItemId;

describe('kitConfiguratorStore before the compatibility engine has loaded', () => {
  it('answers from the snapshot, holds a change until the engine has loaded, then applies it with its verdicts', async () => {
    const snapshot = kitCompatibilitySnapshot(kitStartingState(kitCategories, null));
    const listener = vi.fn();
    const store = createKitConfiguratorStore({
      kitInventoryItemId: KIT_INVENTORY_ITEM_ID,
      categories: kitCategories,
      initialCompatibility: snapshot,
      generateKey: () => 'key',
      scheduleSave: () => undefined,
    });
    store.subscribe(listener);
    expect(store.isCompatibilityLoaded()).toBe(false);
    expect(store.engine.getVerdicts().map((verdict) => verdict.rule)).toEqual(['psu-wattage']);
    expect(store.engine.getOptionSeverities('Memory')).toEqual(['info', 'info', 'error']);

    store.dispatch({ type: KitActionTypes.SelectOption, categoryId: kitCategoryIds.cpu, inventoryItemId: kitParts.corei714700k.InventoryItemId });
    // Held, not dropped: the snapshot stays true for the state shown.
    expect(chosenCpu(store)).toBe(kitParts.ryzen9800x3d.InventoryItemId);
    expect(listener).not.toHaveBeenCalled();

    await store.loadCompatibility();
    expect(store.isCompatibilityLoaded()).toBe(true);
    expect(chosenCpu(store)).toBe(kitParts.corei714700k.InventoryItemId);
    expect(store.engine.getVerdicts()[0]?.rule).toBe('cpu-socket');
    expect(listener).toHaveBeenCalled();
  });
});
