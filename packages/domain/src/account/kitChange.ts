// The kit-change grid of an order's custom build part (spec 3 §4.8 "change a kit child item", §9 "Kit-change grid
// widths 150 (mobile) or 175; grid types allowed there: grid and compactlist").
import { centsFromDollars, formatPrice } from '../money/index.ts';

export const KIT_CHANGE_IMAGE_WIDTHS = { mobile: 150, desktop: 175 } as const;
export const KIT_CHANGE_GRID_TYPES = ['grid', 'compactlist'] as const;
export type KitChangeGridType = (typeof KIT_CHANGE_GRID_TYPES)[number];

/** A grid type the kit-change grid allows; anything else falls back to grid. */
export function kitChangeGridType(value: string | null | undefined): KitChangeGridType {
  return (KIT_CHANGE_GRID_TYPES as readonly string[]).includes(value ?? '') ? (value as KitChangeGridType) : 'grid';
}

/** The image width for the viewport: 150 under 900 px, 175 otherwise. */
export function kitChangeImageWidth(isMobile: boolean): number {
  return isMobile ? KIT_CHANGE_IMAGE_WIDTHS.mobile : KIT_CHANGE_IMAGE_WIDTHS.desktop;
}

/** What choosing an option adds to the order, as the server prices it against the part on the order (designed). */
export function kitChangePriceDifference(differenceDollars: number): string {
  const cents = centsFromDollars(differenceDollars);
  if (cents === 0) return 'No change';
  return `${cents > 0 ? '+' : '-'}${formatPrice(Math.abs(cents))}`;
}
