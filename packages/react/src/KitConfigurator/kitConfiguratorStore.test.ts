import { KitActionTypes } from '@rigkit/domain/kit';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { KIT_INVENTORY_ITEM_ID, kitCategories, kitCategoryIds, kitParts } from './KitConfigurator.fixtures.ts';
import { createKitConfiguratorStore, preloadKitCompatibility } from './kitConfiguratorStore.ts';


// The compatibility engine loads on demand (kitConfiguratorStore.ts); once it has, a configurator follows it in the
// render and the change that asked, which is what these tests check. The deferred start: *.deferred.test.tsx.
beforeAll(() => preloadKitCompatibility());
/** A store whose deferred saves wait in a list until the test runs them (instead of after the next paint). */
function storeWithManualSaves() {
  const saves: (() => void)[] = [];
  const onConfigurationChange = vi.fn();
  const onDefaultsRestored = vi.fn();
  let keys = 0;
  const store = createKitConfiguratorStore({
    kitInventoryItemId: KIT_INVENTORY_ITEM_ID,
    categories: kitCategories,
    generateKey: () => `key-${(keys += 1)}`,
    onConfigurationChange,
    onDefaultsRestored,
    scheduleSave: (task) => saves.push(task),
  });
  const runSaves = () => saves.splice(0).forEach((task) => task());
  return { store, saves, runSaves, onConfigurationChange, onDefaultsRestored };
}

const choose = (categoryId: number, inventoryItemId: number) => ({ type: KitActionTypes.SelectOption, categoryId, inventoryItemId }) as const;

describe('kitConfiguratorStore: saving a changed build (spec 2 §4) after the change is on screen', () => {
  it('shows the change at once and saves it only when the scheduled task runs', () => {
    const { store, saves, runSaves, onConfigurationChange } = storeWithManualSaves();
    store.dispatch(choose(kitCategoryIds.powerSupply, kitParts.rm1000x.InventoryItemId));
    expect(store.getState().selections.find((selection) => selection.InventoryKitCategoryId === kitCategoryIds.powerSupply)?.SelectedInventoryItemId).toBe(
      kitParts.rm1000x.InventoryItemId,
    );
    expect(saves).toHaveLength(1);
    expect(onConfigurationChange).not.toHaveBeenCalled();
    runSaves();
    expect(onConfigurationChange).toHaveBeenCalledTimes(1);
    expect(onConfigurationChange.mock.calls[0]?.[0].path).toBe(`/products/${KIT_INVENTORY_ITEM_ID}/build/key-1`);
  });

  it('saves several changes made before the save runs once, as they stand then', () => {
    const { store, saves, runSaves, onConfigurationChange } = storeWithManualSaves();
    store.dispatch(choose(kitCategoryIds.powerSupply, kitParts.rm1000x.InventoryItemId));
    store.dispatch(choose(kitCategoryIds.cpu, kitParts.ryzen9600x.InventoryItemId));
    expect(saves).toHaveLength(1);
    runSaves();
    expect(onConfigurationChange).toHaveBeenCalledTimes(1);
    expect(onConfigurationChange.mock.calls[0]?.[0].request.KitConfigurationItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ KitCategoryId: kitCategoryIds.powerSupply, SelectedInventoryItemId: kitParts.rm1000x.InventoryItemId }),
        expect.objectContaining({ KitCategoryId: kitCategoryIds.cpu, SelectedInventoryItemId: kitParts.ryzen9600x.InventoryItemId }),
      ]),
    );
  });

  it('saves nothing when the build is back at the defaults by the time the save runs', () => {
    const { store, runSaves, onConfigurationChange } = storeWithManualSaves();
    store.dispatch(choose(kitCategoryIds.powerSupply, kitParts.rm1000x.InventoryItemId));
    store.dispatch({ type: KitActionTypes.Reset });
    runSaves();
    expect(onConfigurationChange).not.toHaveBeenCalled();
  });

  it('gives the keyless address back when Reset returns a build saved under a key to the defaults (spec 2 §4)', () => {
    const { store, runSaves, onConfigurationChange, onDefaultsRestored } = storeWithManualSaves();
    store.dispatch(choose(kitCategoryIds.powerSupply, kitParts.rm1000x.InventoryItemId));
    runSaves();
    expect(onConfigurationChange).toHaveBeenCalledTimes(1);
    store.dispatch({ type: KitActionTypes.Reset });
    runSaves();
    expect(onDefaultsRestored).toHaveBeenCalledExactlyOnceWith(`/Products/${KIT_INVENTORY_ITEM_ID}/Build`);
    expect(onConfigurationChange).toHaveBeenCalledTimes(1);
    // The same change again needs a key again.
    store.dispatch(choose(kitCategoryIds.powerSupply, kitParts.rm1000x.InventoryItemId));
    runSaves();
    expect(onConfigurationChange).toHaveBeenCalledTimes(2);
  });

  it('does not touch the address of a build that never left the defaults', () => {
    const { store, runSaves, onDefaultsRestored } = storeWithManualSaves();
    store.dispatch(choose(kitCategoryIds.powerSupply, kitParts.rm1000x.InventoryItemId));
    store.dispatch({ type: KitActionTypes.Reset });
    runSaves();
    expect(onDefaultsRestored).not.toHaveBeenCalled();
  });

  it('schedules a new save for a change made after the last one ran', () => {
    const { store, saves, runSaves, onConfigurationChange } = storeWithManualSaves();
    store.dispatch(choose(kitCategoryIds.powerSupply, kitParts.rm1000x.InventoryItemId));
    runSaves();
    store.dispatch(choose(kitCategoryIds.cpu, kitParts.ryzen9600x.InventoryItemId));
    expect(saves).toHaveLength(1);
    runSaves();
    expect(onConfigurationChange).toHaveBeenCalledTimes(2);
    expect(onConfigurationChange.mock.calls[1]?.[0].path).toBe(`/products/${KIT_INVENTORY_ITEM_ID}/build/key-2`);
  });
});
