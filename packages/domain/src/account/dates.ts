// Dates on account cards: dd MMM yyyy, e.g. "05 Mar 2024" (spec 3 §2.9 §8 §9). Deterministic: the calendar day is
// taken in the given time zone (Perth by default, as the store works in AWST), never the machine's.
import { ACCOUNT_SHARED_MESSAGES } from './sharedMessages.ts';

export const ACCOUNT_DATE_TIME_ZONE = 'Australia/Perth';

// Fixed English abbreviations: Intl's en-AU short months include "Sept", which is not MMM.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

// A date or date-time without an offset is a wall-clock value already: its own day is shown.
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

function format(year: number, month: number, day: number): string {
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1] ?? ''} ${String(year).padStart(4, '0')}`;
}

function calendarDay(date: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** "dd MMM yyyy"; "N/A" when there is no date; "Invalid date" when it cannot be read. */
export function formatAccountDate(value: string | Date | null | undefined, timeZone: string = ACCOUNT_DATE_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return ACCOUNT_SHARED_MESSAGES.unknownDate;
  if (typeof value === 'string') {
    const wallClock = WALL_CLOCK.exec(value.trim());
    if (wallClock !== null) {
      const year = Number(wallClock[1]);
      const month = Number(wallClock[2]);
      const day = Number(wallClock[3]);
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return ACCOUNT_SHARED_MESSAGES.invalidDate;
      return format(year, month, day);
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return ACCOUNT_SHARED_MESSAGES.invalidDate;
  const { year, month, day } = calendarDay(date, timeZone);
  return format(year, month, day);
}
