// What WA and East shoppers see differently (spec 1 §2, §6, §9).
import { perthTimezoneOffset } from './warehouses.ts';

export type BannerRegion = 'AU West' | 'AU East';

/** Banners are chosen by region: offset -480 (Perth) is "AU West", anything else "AU East" (spec 1 §9). */
export function bannerRegion(timezoneOffset: number): BannerRegion {
  return timezoneOffset === perthTimezoneOffset ? 'AU West' : 'AU East';
}

/** The category hidden in feature lists for WA shoppers (spec 1 §6). */
export const waHiddenFeatureCategoryId = 1390;

export function isCategoryShownInFeatureList(categoryId: number, isWa: boolean): boolean {
  return !(isWa && categoryId === waHiddenFeatureCategoryId);
}

/** The consultation intro and form are not shown at offset -480 (spec 1 §2). */
export function isConsultationShown(timezoneOffset: number): boolean {
  return timezoneOffset !== perthTimezoneOffset;
}
