// ETAs arrive as dates; 01/01/1901 is the back office's "no ETA" (spec 3 §4.8).
import { formatAwstDate, parseAwstDateTime } from '../region/awst.ts';

/** The date an ETA means, or undefined for none: missing, unreadable, or 01/01/1901. */
export function parseEta(value: string | Date | null | undefined): Date | undefined {
  const date = parseAwstDateTime(value);
  if (!date) return undefined;
  // 1901-01-01 in any zone: a UTC timestamp on 31 Dec 1900 or 1 Jan 1901 (±14 h of zone offset).
  if (Math.abs(date.getTime() - Date.UTC(1901, 0, 1)) <= 14 * 3600 * 1000) return undefined;
  return date;
}

/** An ETA as shown: "dd MMM yyyy" in AWST. */
export function formatEta(date: Date): string {
  return formatAwstDate(date);
}
