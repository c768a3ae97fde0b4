// Dates and times shown in AWST (Australia/Perth): knowledge-base "Last Updated", promotion periods (spec 1 §2,
// spec 2 §2, §9). Month names come from our own table, not ICU, whose en-AU "Sept" differs between versions.

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

// Perth keeps UTC+8 all year (no daylight saving since the 2006-09 trial), so its calendar fields are read off the
// shifted UTC ones. Not Intl.DateTimeFormat with a timeZone: building the first one loads the zone data, which took
// 58 ms of the home page's hydration at Lighthouse's 4x CPU slowdown (a grid tile's "Cannot be ordered until" date).
const perthOffset = '+08:00';
const perthOffsetMs = 8 * 60 * 60 * 1000;

const perthParts = (date: Date) => {
  const shifted = new Date(date.getTime() + perthOffsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
};

/**
 * A date-time from the API. Designed: one without a zone ("2024-12-20T00:00:00", as the back office writes them)
 * is read as Perth time (AWST has no daylight saving), so every machine reads it alike; "20/12/2024" is Perth
 * midnight. Undefined for empty or unreadable values.
 */
export function parseAwstDateTime(value: string | Date | null | undefined): Date | undefined {
  if (value == null || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const text = value.trim();
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  let iso = text;
  if (dayFirst) iso = `${dayFirst[3]}-${dayFirst[2]?.padStart(2, '0')}-${dayFirst[1]?.padStart(2, '0')}T00:00:00${perthOffset}`;
  else if (/^\d{4}-\d{2}-\d{2}$/.test(text)) iso = `${text}T00:00:00${perthOffset}`;
  else if (/^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(text)) iso = `${text}${perthOffset}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The calendar date in Perth as "2024-12-16". */
export function awstDateKey(date: Date): string {
  const { year, month, day } = perthParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "16 Dec 2024" in Perth time. */
export function formatAwstDate(date: Date): string {
  const { year, month, day } = perthParts(date);
  return `${String(day).padStart(2, '0')} ${months[month - 1]} ${year}`;
}

/** "16 Dec 2024 9:30 am AWST": the date and 12-hour time in Perth, with the zone named. */
export function formatAwstDateTime(date: Date): string {
  const { hour, minute } = perthParts(date);
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  return `${formatAwstDate(date)} ${clock} AWST`;
}
