// Dates and times shown in AWST (Australia/Perth): knowledge-base "Last Updated", promotion periods (spec 1 §2,
// spec 2 §2, §9). Month names come from our own table, not ICU, whose en-AU "Sept" differs between versions.

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

let perth: Intl.DateTimeFormat | undefined;
const perthParts = (date: Date) => {
  perth ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Perth',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of perth.formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  }
  return parts;
};

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
