import { describe, expect, it } from 'vitest';
import {
  contactExtraOptions,
  contactOptions,
  contactStoreOptions,
  defaultContactOption,
  formatContactingNotice,
  groupStoresByState,
  storeForDisplay,
} from './display.ts';
import { defaultStoreIdForLocation, haversineKilometres, nearestStore } from './nearest.ts';
import { storePagePath } from './store.ts';
import { dandenongStore, onlineStore, storeWithoutCoordinates, testStores, wangaraStore } from './testing.ts';

const perthCbd = { Latitude: -31.9523, Longitude: 115.8613 };
const joondalup = { Latitude: -31.744, Longitude: 115.7661 };
const bunbury = { Latitude: -33.3271, Longitude: 115.6414 };
const melbourne = { Latitude: -37.8136, Longitude: 144.9631 };
const sydney = { Latitude: -33.8688, Longitude: 151.2093 };

describe('haversineKilometres', () => {
  it.each([
    [perthCbd, perthCbd, 0],
    [perthCbd, melbourne, 2721],
    [melbourne, sydney, 713],
    [perthCbd, bunbury, 154],
  ])('%j to %j is about %i km', (from, to, kilometres) => {
    expect(Math.round(haversineKilometres(from, to))).toBe(kilometres);
  });
});

describe('nearest store (spec 1 §4 Geolocation)', () => {
  it.each([
    ['Joondalup', joondalup, 2],
    ['Perth CBD', perthCbd, 4],
    ['Melbourne', melbourne, 5],
    // Farther than 50 km from every store: store 1, the online/delivery store.
    ['Bunbury', bunbury, 1],
    ['Sydney', sydney, 1],
  ])('from %s the default store becomes store %i', (_, location, storeId) => {
    expect(defaultStoreIdForLocation(testStores, location)).toBe(storeId);
  });

  it('never picks store 1 or a store without coordinates as the nearest', () => {
    expect(nearestStore(testStores, { Latitude: -31.95, Longitude: 115.86 })?.store.StoreId).toBe(4);
    expect(nearestStore([onlineStore, storeWithoutCoordinates], perthCbd)).toBeUndefined();
    expect(defaultStoreIdForLocation([], perthCbd)).toBe(1);
  });
});

describe('store display (spec 1 §2, spec 3 §9)', () => {
  it('shows store 9 under its fixed alternative name and address, code DA and the click-and-collect note', () => {
    const card = storeForDisplay(dandenongStore);
    expect(card).toMatchObject({
      StoreId: 9,
      StoreCode: 'DA',
      StoreName: 'Dandenong Click and Collect',
      StreetAddress: 'Unit 2, 18 Fowler Road',
      Suburb: 'Dandenong South',
      note: 'Click and Collect only. No retail.',
    });
  });

  it('shows every other store as it is, without a note', () => {
    expect(storeForDisplay(wangaraStore)).toEqual(wangaraStore);
  });

  it('groups the locator under Western Australia and Victoria', () => {
    const groups = groupStoresByState(testStores);
    expect(groups.map((group) => [group.heading, group.stores.map((store) => store.StoreCode)])).toEqual([
      ['Western Australia', ['S1', 'WA', 'BE', 'OP', 'S10']],
      ['Victoria', ['MO', 'DA']],
    ]);
  });

  it.each([
    ['Osborne Park', '/Contact/OsbornePark'],
    ['Wangara', '/Contact/Wangara'],
  ])('links %s to %s', (StoreName, path) => {
    expect(storePagePath({ StoreName })).toBe(path);
  });
});

describe('contact drop-down (spec 1 §2, §9)', () => {
  it('lists the stores then the extra recipients, defaulting to Wangara', () => {
    expect(contactStoreOptions).toEqual(['Bentley', 'Osborne Park', 'Cockburn', 'Wangara', 'Moorabbin', 'Heatherton', 'Gnangara', 'Dandenong']);
    expect(contactExtraOptions).toEqual(['Feedback', 'Sales', 'Marketing', 'Redeem', 'Recall']);
    expect(contactOptions).toHaveLength(13);
    expect(defaultContactOption).toBe('Wangara');
  });

  it.each([
    ['Wangara', 'You are contacting wangara@example.com.au'],
    ['Osborne Park', 'You are contacting osbornepark@example.com.au'],
    ['Sales', 'You are contacting sales@example.com.au'],
  ] as const)('for %s says "%s"', (option, text) => {
    expect(formatContactingNotice(option, 'example.com.au')).toBe(text);
  });
});
