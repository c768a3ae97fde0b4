import { describe, expect, it } from 'vitest';
import { isChristmasNoticeShownTo } from './buildPageExtras.server.ts';

// Perth noon on each day, so the AWST calendar date is the one named.
const perthNoon = (day: string) => new Date(`${day}T12:00:00+08:00`);
const vic = { LocationPostcode: '3000', DefaultWarehouseId: 4 };
const waByPostcode = { LocationPostcode: '6000', DefaultWarehouseId: 4 };
const waByWarehouse = { LocationPostcode: '', DefaultWarehouseId: 2 };

describe('the Christmas 2024 cut-off notice on the custom build page (spec 2 §2)', () => {
  it.each([
    ['a VIC shopper before the window', vic, '2024-12-15', false],
    ['a VIC shopper on its first day', vic, '2024-12-16', true],
    ['a VIC shopper on its last day', vic, '2024-12-24', true],
    ['a VIC shopper on Christmas Day', vic, '2024-12-25', false],
    ['a WA shopper (postcode) in November', waByPostcode, '2024-11-20', true],
    ['a WA shopper (warehouse) the day before Christmas', waByWarehouse, '2024-12-24', true],
    ['a WA shopper on Christmas Day', waByPostcode, '2024-12-25', false],
    ['a WA shopper in 2026', waByPostcode, '2026-11-22', false],
  ])('%s on %s: %s', (_title, preferences, day, shown) => {
    expect(isChristmasNoticeShownTo(preferences, perthNoon(day))).toBe(shown);
  });

  it('shows it in the window to a shopper whose session could not be read', () => {
    expect(isChristmasNoticeShownTo(undefined, perthNoon('2024-12-20'))).toBe(true);
  });
});
