import { describe, expect, it } from 'vitest';
import { gridEngineQuery } from './query.ts';
import {
  chooseGridAvailability,
  chooseGridSort,
  chooseGridType,
  clearGridFilters,
  defaultGridViewState,
  gridFilterChips,
  gridViewStateFromSettings,
  removeGridFilterChip,
  setGridSearch,
  toggleGridAttribute,
  toggleGridBrand,
  toggleGridCategory,
  type GridViewState,
} from './settings.ts';

const start: GridViewState = { ...defaultGridViewState, sortKey: 'price', sortDirection: 'asc' };

describe('sorting (spec 1 §4)', () => {
  it.each([
    [start, 'price', 'price', 'desc'],
    [{ ...start, sortDirection: 'desc' as const }, 'price', 'price', 'asc'],
    [start, 'description', 'description', 'asc'],
    [{ ...start, sortDirection: 'desc' as const }, 'popularity', 'popularity', 'asc'],
  ] as const)('from %j choosing %s sorts by %s %s', (state, key, sortKey, sortDirection) => {
    expect(chooseGridSort(state, key)).toMatchObject({ sortKey, sortDirection });
  });
});

describe('filters (spec 1 §4)', () => {
  it('holds one availability value at a time', () => {
    const mine = chooseGridAvailability(start, 'in-stock-my-store');
    expect(chooseGridAvailability(mine, 'in-stock-any').availability).toBe('in-stock-any');
  });

  it('toggles brands, categories and attribute values on and off, several at once', () => {
    let state = toggleGridBrand(toggleGridBrand(start, 'ASUS'), 'MSI');
    expect(state.brands).toEqual(['ASUS', 'MSI']);
    state = toggleGridBrand(state, 'ASUS');
    expect(state.brands).toEqual(['MSI']);
    state = toggleGridCategory(toggleGridCategory(state, 12), 14);
    expect(toggleGridCategory(state, 12).categories).toEqual([14]);
    state = toggleGridAttribute(toggleGridAttribute(state, 'Chipset', 'B650'), 'Chipset', 'X670');
    expect(state.attributes).toEqual({ Chipset: ['B650', 'X670'] });
    state = toggleGridAttribute(toggleGridAttribute(state, 'Chipset', 'B650'), 'Chipset', 'X670');
    expect(state.attributes).toEqual({});
  });

  it('cuts the search to 15 characters and lowercases it (spec 1 §5)', () => {
    expect(setGridSearch(start, 'GeForce RTX 5090 Founders').search).toBe('geforce rtx 509');
  });

  it('shows each active filter as a chip, and removing a chip removes only that filter', () => {
    const state = setGridSearch(
      toggleGridAttribute(toggleGridCategory(toggleGridBrand(chooseGridAvailability(start, 'in-stock-any'), 'ASUS'), 12), 'Colour', 'Black'),
      'rtx',
    );
    const chips = gridFilterChips(state);
    expect(chips).toEqual([
      { kind: 'availability', value: 'in-stock-any' },
      { kind: 'brand', value: 'ASUS' },
      { kind: 'category', value: 12 },
      { kind: 'attribute', key: 'Colour', value: 'Black' },
      { kind: 'search', value: 'rtx' },
    ]);
    const removed = chips.reduce(removeGridFilterChip, state);
    expect(removed).toEqual(clearGridFilters(state));
    expect(removed).toMatchObject({ availability: 'all', brands: [], categories: [], attributes: {}, search: '', sortKey: 'price' });
  });

  it('maps the legacy layout to the compact list', () => {
    expect(chooseGridType(start, 'legacy').gridType).toBe('compactlist');
    expect(gridViewStateFromSettings({ GridType: 'legacy' }).gridType).toBe('compactlist');
  });

  it('starts from the settings: sort and attribute filters', () => {
    expect(
      gridViewStateFromSettings({
        SortType: 'releasedate',
        SortDirection: 'desc',
        AttributeFilters: [
          { Key: 'Colour', Values: ['White'] },
          { Key: 'Empty', Values: [] },
        ],
      }),
    ).toMatchObject({ sortKey: 'releasedate', sortDirection: 'desc', attributes: { Colour: ['White'] } });
  });
});

describe('gridEngineQuery', () => {
  it('passes the shopper warehouse with its state (VIC for 4 and 9, otherwise WA)', () => {
    const state = chooseGridAvailability(start, 'in-stock-my-state');
    expect(gridEngineQuery(state, { warehouseId: 9 }).shopper).toEqual({ warehouseId: 9, state: 'VIC' });
    expect(gridEngineQuery(state, { warehouseId: 2 }).shopper).toEqual({ warehouseId: 2, state: 'WA' });
    expect(gridEngineQuery(state).shopper).toEqual({});
  });

  it('carries filters, sort and paging', () => {
    expect(gridEngineQuery(toggleGridBrand(start, 'ASUS'), { page: 2, pageSize: 24 })).toMatchObject({
      brands: ['ASUS'],
      sortKey: 'price',
      sortDirection: 'asc',
      page: 2,
      pageSize: 24,
    });
  });
});
