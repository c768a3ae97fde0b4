import { describe, expect, it } from 'vitest';
import { gridEngineFor } from './cache.ts';
import { makeItem } from './testing.ts';

describe('gridEngineFor', () => {
  const items = [makeItem({ InventoryItemId: 1 }), makeItem({ InventoryItemId: 2, ItemDescription: 'Generic Cable' })];

  it('reuses the engine of the same list and builds a new one for another list', () => {
    expect(gridEngineFor(items)).toBe(gridEngineFor(items));
    expect(gridEngineFor([...items])).not.toBe(gridEngineFor(items));
  });

  it('keeps one engine per trailing prefix', () => {
    expect(gridEngineFor(items, '')).not.toBe(gridEngineFor(items));
    expect(gridEngineFor(items, 'Generic')).toBe(gridEngineFor(items));
    expect(gridEngineFor(items, '').query({ sortKey: 'description' }).items.map((item) => item.InventoryItemId)).toEqual([2, 1]);
    expect(gridEngineFor(items).query({ sortKey: 'description' }).items.map((item) => item.InventoryItemId)).toEqual([1, 2]);
  });
});
