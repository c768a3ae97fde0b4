import { describe, expect, it } from 'vitest';
import { storeTimeZone, uberTimeSlots, type OpeningHoursDay } from './uberWindows.ts';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((Day) => ({ Day, Opens: '09:00', Closes: '17:30' }));
const retailHours: OpeningHoursDay[] = [...weekdays, { Day: 'Saturday', Opens: '09:00', Closes: '17:00' }, { Day: 'Sunday', Opens: null, Closes: null }];

describe('uberTimeSlots (spec 3 §3 "Uber quote"; designed windows)', () => {
  it('gives two-hour windows in opening hours, from two hours after now, in Perth time', () => {
    // Thursday 26 November 2026, 10:30 in Perth.
    const slots = uberTimeSlots({ openingHours: retailHours, now: new Date('2026-11-26T02:30:00Z'), timeZone: 'Australia/Perth', leadMinutes: 120 });
    expect(slots.map((slot) => slot.quoteDate)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30']);
    expect(slots[0]?.timeRange).toEqual([
      { webDisplayString: '1:00pm - 3:00pm', start: '2026-11-26T13:00:00+08:00', end: '2026-11-26T15:00:00+08:00' },
      { webDisplayString: '3:00pm - 5:00pm', start: '2026-11-26T15:00:00+08:00', end: '2026-11-26T17:00:00+08:00' },
    ]);
    expect(slots[1]?.timeRange.map((range) => range.webDisplayString)).toEqual(['9:00am - 11:00am', '11:00am - 1:00pm', '1:00pm - 3:00pm', '3:00pm - 5:00pm']);
  });

  it('writes Melbourne windows in daylight time (+11:00 in November) and skips a closed Sunday', () => {
    const slots = uberTimeSlots({ openingHours: retailHours, now: new Date('2026-11-28T20:00:00Z'), timeZone: storeTimeZone('VIC'), leadMinutes: 120, days: 2 });
    // 07:00 Sunday 29 November in Melbourne: Sunday is closed, Monday opens at 9.
    expect(slots).toHaveLength(1);
    expect(slots[0]?.timeRange[0]).toEqual({ webDisplayString: '9:00am - 11:00am', start: '2026-11-30T09:00:00+11:00', end: '2026-11-30T11:00:00+11:00' });
  });

  it('has nothing when the store is closed every day', () => {
    expect(uberTimeSlots({ openingHours: [], now: new Date('2026-11-26T02:30:00Z'), timeZone: 'Australia/Perth', leadMinutes: 120 })).toEqual([]);
  });
});
