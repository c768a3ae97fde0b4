// Consultation slots (spec 1 §3 "Appointment slot"; §9 "Consultation up to 30 minutes"). Designed schedule:
// 30-minute slots at Osborne Park (Perth time) and Moorabbin (Melbourne time), Monday to Friday 10:00 to 16:30,
// Saturday 10:00 to 13:00, for the next 14 days. The seed writes them; fetchAppointmentSlots tops the window up
// as days pass. A slot's GUID is derived from its key, so the seed and the top-up agree.
import { createHash } from 'node:crypto';

export const appointmentWindowDays = 14;
export const consultationMinutes = 30;

export const consultationStores = [
  { storeId: 6, storeCode: 'OP', timeZone: 'Australia/Perth' },
  { storeId: 5, storeCode: 'MB', timeZone: 'Australia/Melbourne' },
] as const;

/** Opening of the consultation desk by weekday (0 Sunday): first and last start, local "HH:MM". */
const hoursByWeekday: Readonly<Record<number, readonly [string, string] | undefined>> = {
  1: ['10:00', '16:00'],
  2: ['10:00', '16:00'],
  3: ['10:00', '16:00'],
  4: ['10:00', '16:00'],
  5: ['10:00', '16:00'],
  6: ['10:00', '12:30'],
};

const day = 86_400_000;

/** A slot row as the table stores it. */
export interface AppointmentSlot {
  appointment_slot_guid: string;
  slot_key: string;
  store_id: number;
  start_time: Date;
  duration: number;
}

/** Minutes east of UTC of a time zone at an instant, e.g. 480 for Perth, 660 for Melbourne in summer. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'longOffset' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant of a local wall-clock time in a zone (DST-safe: the offset is taken at the resulting instant). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** "2026-11-24T10:00:00+08:00": the instant written in the store's local time, as the contract's example. */
export function localIsoString(instant: Date, timeZone: string): string {
  const offset = zoneOffsetMinutes(instant, timeZone);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

/** A v4-shaped GUID from a slot key (stable across the seed and later top-ups). */
export function slotGuid(slotKey: string): string {
  const hex = createHash('sha256').update(`appointment-slot:${slotKey}`).digest('hex').slice(0, 32).split('');
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every slot that starts after `now` and within the next 14 days, in start order. */
export function appointmentSlotsAfter(now: Date): AppointmentSlot[] {
  const end = now.getTime() + appointmentWindowDays * day;
  const slots: AppointmentSlot[] = [];
  for (const store of consultationStores) {
    // Local calendar days from today to the window's end (one extra day covers the zone offset).
    for (let dayIndex = 0; dayIndex <= appointmentWindowDays + 1; dayIndex += 1) {
      const localDay = new Date(now.getTime() + zoneOffsetMinutes(now, store.timeZone) * 60_000 + dayIndex * day).toISOString().slice(0, 10);
      const hours = hoursByWeekday[new Date(`${localDay}T00:00:00Z`).getUTCDay()];
      if (!hours) continue;
      for (let minutes = minutesOf(hours[0]); minutes <= minutesOf(hours[1]); minutes += consultationMinutes) {
        const start = zonedInstant(localDay, hhmm(minutes), store.timeZone);
        if (start.getTime() <= now.getTime() || start.getTime() > end) continue;
        const slotKey = `${store.storeCode}-${localDay.replaceAll('-', '')}-${hhmm(minutes).replace(':', '')}`;
        slots.push({ appointment_slot_guid: slotGuid(slotKey), slot_key: slotKey, store_id: store.storeId, start_time: start, duration: consultationMinutes });
      }
    }
  }
  return slots.sort((a, b) => a.start_time.getTime() - b.start_time.getTime() || a.store_id - b.store_id);
}

export function timeZoneOfStore(storeId: number): string {
  return consultationStores.find((store) => store.storeId === storeId)?.timeZone ?? 'Australia/Perth';
}
