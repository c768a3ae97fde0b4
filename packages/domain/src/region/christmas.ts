// The Christmas 2024 cut-off notice for custom builds (spec 2 §2 build configurator, spec 3 §4 checkout payment):
// shown from 2024-12-16 until before 2024-12-25; for WA shoppers at any time before 2024-12-25. "Today" is injected
// and read as a Perth calendar date, the store's own time.
import { awstDateKey } from './awst.ts';

export const christmas2024NoticeStart = '2024-12-16';
export const christmas2024NoticeEnd = '2024-12-25';

/**
 * Designed (the specs name the notice but not its words): what the notice says.
 */
export const christmas2024CutoffMessage =
  'Christmas cut-off: custom builds ordered now may not be ready before Christmas. Please contact us for build and delivery times.';

export function isChristmas2024CutoffNoticeShown(today: Date, isWa: boolean): boolean {
  const day = awstDateKey(today);
  if (day >= christmas2024NoticeEnd) return false;
  return isWa || day >= christmas2024NoticeStart;
}
