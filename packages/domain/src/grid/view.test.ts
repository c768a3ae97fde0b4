import { describe, expect, it } from 'vitest';
import { createGridEngine } from './engine/index.ts';
import { defaultGridViewState, toggleGridBrand } from './settings.ts';
import { makeItems } from './testing.ts';
import { gridFirstPage, gridViewKey, gridViewQuery, reselectGridFacets } from './view.ts';

const items = makeItems(120, 7);
const engine = createGridEngine(items);
const context = { warehouseId: 1, isWa: true };

describe('gridFirstPage (issue 21 item 3: the server renders the first page the grid would show)', () => {
  it('is the first page of the full query, with the same total and facet counts', () => {
    const state = { ...defaultGridViewState, sortKey: 'price' as const, sortDirection: 'asc' as const };
    const full = engine.query(gridViewQuery(state, items.length, context));
    const page = gridFirstPage(engine, state, context, 24);
    expect(page.itemIds).toEqual(full.items.slice(0, 24).map((item) => item.InventoryItemId));
    expect(page.total).toBe(full.total);
    expect(page.matchedCount).toBe(items.length);
    expect(page.facets).toEqual(full.facets);
    expect(page.key).toBe(gridViewKey(state, context));
  });

  it('caps the matches at MaximumItemsToRender', () => {
    const page = gridFirstPage(engine, defaultGridViewState, { ...context, maximumItems: 30 }, 24);
    expect(page.matchedCount).toBe(30);
    expect(page.total).toBe(items.length);
  });
});

describe('gridViewKey', () => {
  it('changes with a filter, the sort and the shopper store, not with a plain layout switch', () => {
    const key = gridViewKey(defaultGridViewState, context);
    expect(gridViewKey({ ...defaultGridViewState, gridType: 'compactlist' }, context)).toBe(key);
    expect(gridViewKey(toggleGridBrand(defaultGridViewState, 'Acme'), context)).not.toBe(key);
    expect(gridViewKey({ ...defaultGridViewState, sortDirection: 'asc' }, context)).not.toBe(key);
    expect(gridViewKey(defaultGridViewState, { ...context, warehouseId: 4 })).not.toBe(key);
  });

  it("changes with the layout where a WA shopper's feature list leaves items out", () => {
    const featureList = { ...defaultGridViewState, gridType: 'featurelist' as const };
    expect(gridViewKey(featureList, context)).not.toBe(gridViewKey(defaultGridViewState, context));
    expect(gridViewKey(featureList, { ...context, isWa: false })).toBe(gridViewKey(defaultGridViewState, { ...context, isWa: false }));
  });
});

describe('reselectGridFacets', () => {
  it("marks the shopper's current choices selected and keeps the counts", () => {
    const facets = engine.query({}).facets;
    const brand = facets.brands[0]?.value ?? '';
    const chosen = reselectGridFacets(facets, toggleGridBrand(defaultGridViewState, brand));
    expect(chosen.brands.find((bucket) => bucket.value === brand)).toEqual({ ...facets.brands[0], isSelected: true });
    expect(chosen.availability).toEqual(facets.availability);
  });
});
