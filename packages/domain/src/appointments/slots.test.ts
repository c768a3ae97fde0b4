import { describe, expect, it } from 'vitest';
import type { AppointmentSlot } from './slots.ts';
import { consultationDates, consultationTimes, formatSlotTime, slotAt } from './slots.ts';

const slot = (StartTime: string, StoreId: number): AppointmentSlot => ({ AppointmentSlotGuid: `${StoreId}-${StartTime}`, StartTime, Duration: 30, StoreId, SlotKey: `${StoreId}-${StartTime.slice(0, 16)}` });

const slots = [
  slot('2026-11-24T10:00:00+08:00', 6),
  slot('2026-11-23T10:00:00+11:00', 5),
  slot('2026-11-23T10:00:00+08:00', 3),
  slot('2026-11-23T14:30:00+11:00', 5),
  // Late evening in Melbourne is still the 23rd there, though already the 24th in UTC terms of some zones.
  slot('2026-11-23T23:30:00+11:00', 5),
];

describe('consultation pickers (spec 1 §4: date, then time, then type)', () => {
  it('offers each date with a free slot once, in order, as the store writes it', () => {
    expect(consultationDates(slots)).toEqual(['2026-11-23', '2026-11-24']);
    expect(consultationDates([])).toEqual([]);
  });

  it.each([
    // 10:00 in Melbourne comes before 10:00 in Perth (three hours earlier); both are offered.
    ['2026-11-23', ['2026-11-23T10:00:00+11:00', '2026-11-23T10:00:00+08:00', '2026-11-23T14:30:00+11:00', '2026-11-23T23:30:00+11:00']],
    ['2026-11-24', ['2026-11-24T10:00:00+08:00']],
    ['2026-11-25', []],
    [undefined, []],
  ])('on %s offers the times %j (none before a date is chosen)', (date, times) => {
    expect(consultationTimes(slots, date)).toEqual(times);
  });

  it.each([
    ['2026-11-23', '2026-11-23T10:00:00+08:00', 3],
    ['2026-11-23', '2026-11-23T14:30:00+11:00', 5],
    ['2026-11-23', '2026-11-23T11:00:00+11:00', undefined],
    [undefined, '2026-11-23T10:00:00+08:00', undefined],
  ])('%s at %s books store %s', (date, time, storeId) => {
    expect(slotAt(slots, date, time)?.StoreId).toBe(storeId);
  });

  it.each([
    ['2026-11-23T09:00:00+11:00', '9:00 am'],
    ['2026-11-23T12:00:00+08:00', '12:00 pm'],
    ['2026-11-23T13:30:00+11:00', '1:30 pm'],
    ['2026-11-23T00:15:00+11:00', '12:15 am'],
  ])('writes %s as %s', (time, text) => {
    expect(formatSlotTime(time)).toBe(text);
  });
});
