// Column and slider counts (spec 1 §9): 6 columns, 2 under 900 px; slider 6 per page on desktop, 1 on mobile,
// stepping down through 5, 4, 3, 2, 1 as the screen narrows.

/** Under this width the layout is mobile (spec 1 §9). */
export const gridMobileBreakpointPx = 900;
export const defaultColumnCount = 6;
export const mobileColumnCount = 2;
export const defaultSliderSlideCount = 6;
export const defaultSliderSlideCountMobile = 1;

export function gridColumnCount(viewportWidth: number, columnCount: number = defaultColumnCount): number {
  return viewportWidth < gridMobileBreakpointPx ? mobileColumnCount : columnCount;
}

/**
 * Designed (the spec gives the counts, not the widths): at least this many px wide shows at most this many slides.
 * Below 900 px the mobile count applies.
 */
export const sliderBreakpoints: readonly { minWidth: number; slides: number }[] = [
  { minWidth: 1600, slides: 6 },
  { minWidth: 1400, slides: 5 },
  { minWidth: 1200, slides: 4 },
  { minWidth: 1050, slides: 3 },
  { minWidth: 900, slides: 2 },
  { minWidth: 0, slides: 1 },
];

export function sliderSlideCount(
  viewportWidth: number,
  desktop: number = defaultSliderSlideCount,
  mobile: number = defaultSliderSlideCountMobile,
): number {
  if (viewportWidth < gridMobileBreakpointPx) return mobile;
  const step = sliderBreakpoints.find((breakpoint) => viewportWidth >= breakpoint.minWidth);
  return Math.max(1, Math.min(desktop, step?.slides ?? 1));
}

/** The width to lay out for when the screen is unknown (a server rendering for a browser it cannot measure): a
 *  common laptop. */
export const defaultViewportWidth = 1280;

/** Every width at which a grid, slider or compatibility grid changes its counts (spec 1 §9 and the slider steps). */
export const viewportBreakpoints: readonly number[] = [gridMobileBreakpointPx, ...sliderBreakpoints.map((step) => step.minWidth)].sort((a, b) => a - b);

/**
 * The widest breakpoint `width` reaches (0 under the first): widths in one band lay out alike, so a widget that
 * follows the band re-renders only when its layout changes, and a server's guess of a phone's width (390) agrees
 * with the phone's own (412) when the page hydrates.
 */
export function viewportBand(width: number): number {
  let band = 0;
  for (const breakpoint of viewportBreakpoints) if (width >= breakpoint) band = breakpoint;
  return band;
}
