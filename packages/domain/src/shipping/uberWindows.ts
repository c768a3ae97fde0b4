// The Uber-style option's delivery windows (spec 3 §2.6, §3 "Uber quote": TimeSlots with quoteDate and a timeRange
// list with webDisplayString). The spec gives the shape, not the rule; ours is designed: two-hour windows inside the
// nearest store's opening hours, on the next five days, starting no sooner than the method's minimum delivery time
// from now, for addresses within 20 km of that store.
import type { CheckoutTimeRange } from '../checkout/types.ts';
import type { UberTimeSlot } from '../checkout/uberTimeSlots.ts';

/** One day of a store's opening hours, as stores keep them ("09:00", "17:30"; null when closed). */
export interface OpeningHoursDay {
  Day: string;
  Opens: string | null;
  Closes: string | null;
}

/** An Uber-style window with its instants, as fetchUberAvailability answers it. */
export interface UberTimeRange extends CheckoutTimeRange {
  webDisplayString: string;
  start: string;
  end: string;
}

/** "Monday 23 November" for a quote date (2026-11-23), read as a calendar day wherever the code runs. */
export function deliveryDayName(quoteDate: string): string {
  return new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${quoteDate}T00:00:00Z`));
}

/**
 * A delivery window as the order keeps it (SelectTimeRange), "Tuesday 24 November, 1:00pm - 3:00pm". Designed: the
 * spec keeps the window's text, but that text repeats on every day, so alone it does not say when to deliver.
 */
export function deliveryWindowText(quoteDate: string, webDisplayString: string): string {
  return `${deliveryDayName(quoteDate)}, ${webDisplayString}`;
}

export const UBER_DELIVERY_RADIUS_KILOMETRES = 20; // designed
export const UBER_WINDOW_MINUTES = 120; // designed
export const UBER_QUOTE_DAYS = 5; // designed

/** The stores' clocks: WA has no daylight saving, VIC has. */
export function storeTimeZone(state: string): string {
  return state === 'WA' ? 'Australia/Perth' : 'Australia/Melbourne';
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The wall clock in a time zone at an instant. */
function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** Minutes the zone is ahead of UTC at an instant (+480 for Perth). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  return Math.round((Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a wall-clock time happens in a zone (checked twice, so a daylight-saving change is honoured). */
function instantAt(year: number, month: number, day: number, minutesOfDay: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutesOfDay);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * 60_000);
}

const two = (value: number) => String(value).padStart(2, '0');

/** "2026-11-23T14:00:00+08:00": the instant written in the store's own offset. */
function isoWithOffset(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset >= 0 ? '+' : '-';
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}:00${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
}

/** "2:00pm" */
function displayTime(minutesOfDay: number): string {
  const hour = Math.floor(minutesOfDay / 60);
  const minute = minutesOfDay % 60;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${two(minute)}${hour < 12 ? 'am' : 'pm'}`;
}

const minutesOf = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
};

export interface UberWindowOptions {
  openingHours: readonly OpeningHoursDay[];
  now: Date;
  timeZone: string;
  /** The method's minimum delivery time: a window starts at least this long after now. */
  leadMinutes: number;
  /** @default UBER_QUOTE_DAYS */
  days?: number;
}

/** The days with at least one window, each with its windows in order. */
export function uberTimeSlots(options: UberWindowOptions): UberTimeSlot[] {
  const today = wallClock(options.now, options.timeZone);
  const earliest = options.now.getTime() + options.leadMinutes * 60_000;
  const slots: UberTimeSlot[] = [];
  for (let offset = 0; offset < (options.days ?? UBER_QUOTE_DAYS); offset += 1) {
    // Calendar arithmetic on a UTC date: the day after 30 November is 1 December whatever the zone.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const hours = options.openingHours.find((entry) => entry.Day === weekdayNames[date.getUTCDay()]);
    if (!hours?.Opens || !hours.Closes) continue;
    const timeRange: UberTimeRange[] = [];
    for (let start = minutesOf(hours.Opens); start + UBER_WINDOW_MINUTES <= minutesOf(hours.Closes); start += UBER_WINDOW_MINUTES) {
      const startsAt = instantAt(year, month, day, start, options.timeZone);
      if (startsAt.getTime() < earliest) continue;
      const endsAt = instantAt(year, month, day, start + UBER_WINDOW_MINUTES, options.timeZone);
      timeRange.push({
        webDisplayString: `${displayTime(start)} - ${displayTime(start + UBER_WINDOW_MINUTES)}`,
        start: isoWithOffset(startsAt, options.timeZone),
        end: isoWithOffset(endsAt, options.timeZone),
      });
    }
    if (timeRange.length > 0) slots.push({ quoteDate: `${year}-${two(month)}-${two(day)}`, timeRange });
  }
  return slots;
}
