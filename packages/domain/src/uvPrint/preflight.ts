// Print preflight (issue 20 item 5, beyond the spec): an image's effective resolution on the physical panel. The
// printable area on the canvas stands for the panel's real width in millimetres, so an image drawn W canvas pixels
// wide prints W / area.Width × panel width mm wide; its source pixels over that width in inches is its DPI.
import type { CanvasRect, CanvasSize, PrintableAreaPixels } from '../canvas/geometry.ts';

/** Under 150 DPI a print looks soft: a warning. */
export const DPI_WARNING_BELOW = 150;
/** Under 100 DPI a print looks pixelated: an error. */
export const DPI_ERROR_BELOW = 100;
/** The resolution the print-ready export renders at. */
export const PRINT_DPI = 300;
export const MM_PER_INCH = 25.4;
/** Bleed around a print-ready panel, in millimetres (designed: the usual 3 mm). */
export const PRINT_BLEED_MM = 3;

export type DpiLevel = 'ok' | 'warning' | 'error';

/** The lower of the horizontal and vertical DPI (a stretched image is as sharp as its weaker axis); 0 when unknown. */
export function effectiveDpi(natural: CanvasSize, rect: Pick<CanvasRect, 'width' | 'height'>, area: PrintableAreaPixels, panelWidthMm: number): number {
  if (natural.width <= 0 || natural.height <= 0 || rect.width <= 0 || rect.height <= 0 || area.Width <= 0 || panelWidthMm <= 0) return 0;
  const mmPerCanvasPixel = panelWidthMm / area.Width;
  const widthInches = (rect.width * mmPerCanvasPixel) / MM_PER_INCH;
  const heightInches = (rect.height * mmPerCanvasPixel) / MM_PER_INCH;
  return Math.min(natural.width / widthInches, natural.height / heightInches);
}

export function dpiLevel(dpi: number): DpiLevel {
  if (dpi < DPI_ERROR_BELOW) return 'error';
  if (dpi < DPI_WARNING_BELOW) return 'warning';
  return 'ok';
}

/** The worst level among several images (the canvas badge shows the worst); 'ok' when there are none. */
export function worstDpiLevel(levels: readonly DpiLevel[]): DpiLevel {
  if (levels.includes('error')) return 'error';
  if (levels.includes('warning')) return 'warning';
  return 'ok';
}

/** Pixels of a panel printed at PRINT_DPI, for the print-ready export. */
export function printPixels(millimetres: number, dpi: number = PRINT_DPI): number {
  return Math.round((millimetres / MM_PER_INCH) * dpi);
}
