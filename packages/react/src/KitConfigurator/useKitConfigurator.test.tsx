import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KitCategory } from '@rigkit/domain/kit';
import { DEFAULT_KIT_PRICE, KIT_INVENTORY_ITEM_ID, kitCategories, kitCategoryIds, kitParts } from './KitConfigurator.fixtures.ts';
import { preloadKitCompatibility } from './kitConfiguratorStore.ts';
import { useKitConfigurator } from './useKitConfigurator.ts';
import type { KitConfiguratorProps } from './useKitConfigurator.ts';

const props: KitConfiguratorProps = { kitInventoryItemId: KIT_INVENTORY_ITEM_ID, categories: kitCategories, generateKey: () => 'k' };

// The compatibility engine loads on demand (kitConfiguratorStore.ts); once it has, a configurator follows it in the
// render and the change that asked, which is what these tests check. The deferred start: *.deferred.test.tsx.
beforeAll(() => preloadKitCompatibility());

describe('useKitConfigurator (headless)', () => {
  it('exposes the build, its price, blocking messages, verdicts and option marks', () => {
    const { result } = renderHook(() => useKitConfigurator(props));
    expect(result.current.price).toBe(DEFAULT_KIT_PRICE);
    expect(result.current.canBuy).toBe(true);
    expect(result.current.verdicts.map((verdict) => verdict.rule)).toEqual(['psu-wattage']);
    expect(result.current.optionSeverities('Memory')).toEqual(['info', 'info', 'error']);
    act(() => result.current.controller.selectOption(kitCategoryIds.cpu, kitParts.corei714700k.InventoryItemId));
    expect(result.current.verdicts[0]?.rule).toBe('cpu-socket');
    expect(result.current.state.selections.find((selection) => selection.InventoryKitCategoryId === kitCategoryIds.cpu)?.ItemDescription).toBe(
      'Intel Core i7-14700K Processor',
    );
  });

  it('takes option lists that arrive after the categories and checks the parts they hold', () => {
    const withoutBoards: KitCategory[] = kitCategories.map((category) =>
      category.InventoryKitCategoryId === kitCategoryIds.motherboard ? { ...category, Items: [] } : category,
    );
    const boards = kitCategories.find((category) => category.InventoryKitCategoryId === kitCategoryIds.motherboard)?.Items ?? [];
    const { result, rerender } = renderHook((current: KitConfiguratorProps) => useKitConfigurator(current), {
      initialProps: { ...props, categories: withoutBoards },
    });
    // The default board is kept by id, its price unknown until its options arrive; no memory-against-board check yet.
    expect(result.current.price).toBe('$2,443');
    expect(result.current.optionRequests).toEqual([{ KitCategoryIds: [kitCategoryIds.motherboard] }]);
    expect(result.current.optionSeverities('Memory')).toEqual(['info', 'info', 'info']);
    rerender({ ...props, categories: withoutBoards, options: { [kitCategoryIds.motherboard]: boards } });
    expect(result.current.price).toBe(DEFAULT_KIT_PRICE);
    expect(result.current.optionSeverities('Memory')).toEqual(['info', 'info', 'error']);
    expect(result.current.optionRequests).toEqual([]);
  });
});
