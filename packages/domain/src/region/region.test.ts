import { describe, expect, it, vi } from 'vitest';
import { awstDateKey, formatAwstDate, formatAwstDateTime, parseAwstDateTime } from './awst.ts';
import { isChristmas2024CutoffNoticeShown } from './christmas.ts';
import { bannerRegion, isCategoryShownInFeatureList, isConsultationShown } from './display.ts';
import {
  isVicWarehouse,
  isWaCustomer,
  stateForStateGroup,
  stateForWarehouse,
  stateGroupIds,
  warehouseForPostcode,
  siteWarehouses,
  type WaCustomerSignals,
} from './warehouses.ts';

describe('isWaCustomer (spec 1 §6)', () => {
  it.each<[WaCustomerSignals, boolean]>([
    [{ postcode: '6000' }, true],
    [{ postcode: '6163' }, true],
    [{ postcode: '3000' }, false],
    ...[1, 2, 3, 5, 6, 7, 8].map((id): [WaCustomerSignals, boolean] => [{ defaultWarehouseId: id }, true]),
    [{ defaultWarehouseId: 4 }, false],
    [{ defaultWarehouseId: 9 }, false],
    [{ timezoneOffset: -480 }, true],
    [{ timezoneOffset: -600 }, false],
    [{ postcode: '3000', defaultWarehouseId: 4, timezoneOffset: -480 }, true],
    [{}, false],
  ])('%j counts as WA: %s', (signals, expected) => {
    expect(isWaCustomer(signals)).toBe(expected);
  });
});

describe('warehouses and states (spec 1 §6, §9; spec 3 §9)', () => {
  it.each([
    [4, true, 'VIC'],
    [9, true, 'VIC'],
    [1, false, 'WA'],
    [5, false, 'WA'],
  ] as const)('warehouse %i is VIC: %s (state %s)', (id, isVic, state) => {
    expect(isVicWarehouse(id)).toBe(isVic);
    expect(stateForWarehouse(id)).toBe(state);
  });

  it.each([
    ['6000', 5],
    ['6999', 5],
    ['3000', 9],
    ['2000', 9],
    ['0800', 9],
  ] as const)('postcode %s ships from warehouse %i', (postcode, warehouse) => {
    expect(warehouseForPostcode(postcode)).toBe(warehouse);
  });

  it('groups WA as -6 and VIC as -3', () => {
    expect(stateGroupIds).toEqual({ WA: -6, VIC: -3 });
    expect([stateForStateGroup(-6), stateForStateGroup(-3), stateForStateGroup(1)]).toEqual(['WA', 'VIC', undefined]);
  });

  it('lists the warehouses of the site config with their names', () => {
    expect(siteWarehouses.map((warehouse) => `${warehouse.inventoryWarehouseId} ${warehouse.name}`)).toEqual([
      '1 Wangara',
      '2 Bentley',
      '3 Cockburn',
      '4 Moorabbin',
      '5 WA Warehouse',
      '6 Osborne Park',
      '9 Vic Warehouse',
    ]);
  });
});

describe('regional display (spec 1 §2, §6, §9)', () => {
  it.each([
    [-480, 'AU West', false],
    [-600, 'AU East', true],
    [-660, 'AU East', true],
    [0, 'AU East', true],
  ] as const)('offset %i: banners %s, consultation shown %s', (offset, region, consultation) => {
    expect(bannerRegion(offset)).toBe(region);
    expect(isConsultationShown(offset)).toBe(consultation);
  });

  it.each([
    [1390, true, false],
    [1390, false, true],
    [1391, true, true],
  ])('category %i for a WA shopper (%s) is shown in feature lists: %s', (category, isWa, shown) => {
    expect(isCategoryShownInFeatureList(category, isWa)).toBe(shown);
  });
});

describe('AWST display', () => {
  it.each([
    ['2024-12-16T01:30:00Z', '16 Dec 2024', '16 Dec 2024 9:30 am AWST', '2024-12-16'],
    ['2024-12-15T16:00:00Z', '16 Dec 2024', '16 Dec 2024 12:00 am AWST', '2024-12-16'],
    ['2024-09-03T04:05:00Z', '03 Sep 2024', '03 Sep 2024 12:05 pm AWST', '2024-09-03'],
    ['2025-01-01T15:59:00Z', '01 Jan 2025', '01 Jan 2025 11:59 pm AWST', '2025-01-01'],
  ])('%s is %s / %s in Perth', (iso, date, dateTime, key) => {
    expect(formatAwstDate(new Date(iso))).toBe(date);
    expect(formatAwstDateTime(new Date(iso))).toBe(dateTime);
    expect(awstDateKey(new Date(iso))).toBe(key);
  });
});

describe('AWST display without the zone database', () => {
  it('agrees with Intl for Australia/Perth at every hour and day boundary of a decade', () => {
    const perth = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Perth', year: 'numeric', month: '2-digit', day: '2-digit' });
    const expected = (date: Date) => {
      const parts = Object.fromEntries(perth.formatToParts(date).map((part) => [part.type, part.value]));
      return `${parts['year']}-${parts['month']}-${parts['day']}`;
    };
    // Every 7 hours 13 minutes from 2010 to 2030: all hours of the day, both sides of midnight, leap days.
    for (let time = Date.UTC(2010, 0, 1); time < Date.UTC(2030, 0, 1); time += (7 * 60 + 13) * 60 * 1000) {
      expect(awstDateKey(new Date(time))).toBe(expected(new Date(time)));
    }
  });

  it('builds no Intl.DateTimeFormat (its zone data cost 58 ms of a hydration at 4x CPU)', async () => {
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      // A fresh copy of the module: nothing it may have built for the tests above is reused.
      vi.resetModules();
      const fresh = await import('./awst.ts');
      expect(fresh.formatAwstDateTime(new Date('2024-02-29T23:59:00Z'))).toBe('01 Mar 2024 7:59 am AWST');
      expect(formats).not.toHaveBeenCalled();
    } finally {
      formats.mockRestore();
    }
  });
});

describe('parseAwstDateTime', () => {
  it.each([
    ['2024-12-20T00:00:00', '2024-12-19T16:00:00.000Z'],
    ['2024-12-20T09:30:15.5', '2024-12-20T01:30:15.500Z'],
    ['2024-12-20', '2024-12-19T16:00:00.000Z'],
    ['20/12/2024', '2024-12-19T16:00:00.000Z'],
    ['1/2/2025', '2025-01-31T16:00:00.000Z'],
    ['2024-12-20T00:00:00Z', '2024-12-20T00:00:00.000Z'],
    ['2024-12-20T00:00:00+11:00', '2024-12-19T13:00:00.000Z'],
    ['', undefined],
    [null, undefined],
    ['soon', undefined],
  ])('reads %s (no zone means Perth time) as %s', (value, iso) => {
    expect(parseAwstDateTime(value)?.toISOString()).toBe(iso);
  });
});

describe('Christmas 2024 cut-off notice (spec 2 §2, spec 3 §4)', () => {
  it.each([
    ['2024-12-15T12:00:00+08:00', false, false],
    ['2024-12-15T12:00:00+08:00', true, true],
    ['2024-11-01T12:00:00+08:00', true, true],
    ['2024-12-16T00:00:00+08:00', false, true],
    ['2024-12-24T23:59:00+08:00', false, true],
    ['2024-12-24T23:59:00+08:00', true, true],
    ['2024-12-25T00:00:00+08:00', false, false],
    ['2024-12-25T00:00:00+08:00', true, false],
    ['2025-01-10T12:00:00+08:00', true, false],
  ])('on %s (WA %s) the notice shows: %s', (today, isWa, shown) => {
    expect(isChristmas2024CutoffNoticeShown(new Date(today), isWa)).toBe(shown);
  });
});
