import { describe, expect, it } from 'vitest';
import { appointmentSlotsAfter, localIsoString, slotGuid, zonedInstant, zoneOffsetMinutes } from './appointmentSlots.ts';

// Sunday 22 November 2026, 13:00 in Perth, 16:00 in Melbourne (daylight saving).
const now = new Date('2026-11-22T05:00:00.000Z');

describe('appointment slots', () => {
  const slots = appointmentSlotsAfter(now);

  it('offers 30-minute slots on the next 14 days: 13 a weekday, 6 on Saturday, none on Sunday, at two stores', () => {
    expect(slots).toHaveLength(2 * (10 * 13 + 2 * 6));
    expect(slots.every((slot) => slot.duration === 30)).toBe(true);
    expect(slots.every((slot) => slot.start_time > now && slot.start_time.getTime() <= now.getTime() + 14 * 86_400_000)).toBe(true);
  });

  it('starts with Monday 10:00 in Melbourne, three hours before Perth opens', () => {
    expect(slots[0]).toMatchObject({ slot_key: 'MB-20261123-1000', store_id: 5, start_time: new Date('2026-11-22T23:00:00.000Z') });
    expect(slots.find((slot) => slot.store_id === 6)).toMatchObject({ slot_key: 'OP-20261123-1000', start_time: new Date('2026-11-23T02:00:00.000Z') });
  });

  it('never repeats a key or a GUID, and derives the GUID from the key', () => {
    expect(new Set(slots.map((slot) => slot.slot_key)).size).toBe(slots.length);
    expect(new Set(slots.map((slot) => slot.appointment_slot_guid)).size).toBe(slots.length);
    expect(slotGuid('OP-20261124-1000')).toBe(slotGuid('OP-20261124-1000'));
    expect(slotGuid('OP-20261124-1000')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('follows daylight saving in Melbourne and not in Perth', () => {
    expect(zoneOffsetMinutes(new Date('2026-07-01T00:00:00Z'), 'Australia/Melbourne')).toBe(600);
    expect(zoneOffsetMinutes(now, 'Australia/Melbourne')).toBe(660);
    expect(zoneOffsetMinutes(now, 'Australia/Perth')).toBe(480);
    expect(zonedInstant('2026-07-01', '10:00', 'Australia/Melbourne').toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });

  it('writes a start in the store\'s local time with its offset', () => {
    expect(localIsoString(new Date('2026-11-24T02:00:00Z'), 'Australia/Perth')).toBe('2026-11-24T10:00:00+08:00');
    expect(localIsoString(new Date('2026-11-23T23:00:00Z'), 'Australia/Melbourne')).toBe('2026-11-24T10:00:00+11:00');
  });
});
