import { describe, expect, it } from 'vitest';
import { defaultStoreIdFromSelection, describeStoreLocatorSelection, storesInSelection } from './selection.ts';
import { testStores } from './testing.ts';

describe('store locator selection (spec 1 §4: a store, a state group WA = -6 / VIC = -3, or none)', () => {
  it.each([
    [null, { kind: 'none' }],
    [0, { kind: 'none' }],
    [-6, { kind: 'state', state: 'WA' }],
    [-3, { kind: 'state', state: 'VIC' }],
    [-4, { kind: 'none' }],
    [5, { kind: 'store', storeId: 5 }],
  ] as const)('%s reads as %j', (selection, kind) => {
    expect(describeStoreLocatorSelection(selection)).toEqual(kind);
  });

  it.each([
    [null, [1, 2, 3, 4, 5, 9, 10]],
    [-6, [1, 2, 3, 4, 10]],
    [-3, [5, 9]],
    [9, [9]],
    [42, []],
  ] as const)('%s covers stores %j', (selection, ids) => {
    expect(storesInSelection(testStores, selection).map((store) => store.StoreId)).toEqual(ids);
  });

  it.each([
    [4, 4],
    [-6, undefined],
    [-3, undefined],
    [null, undefined],
  ] as const)('picking %s sets the default store to %s', (selection, storeId) => {
    expect(defaultStoreIdFromSelection(selection)).toBe(storeId);
  });
});
