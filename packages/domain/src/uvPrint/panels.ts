// Printable panels of a case (spec 2 §5: the case's 'Printable Panels' attribute, L, R, T, F) and where each sits
// on the 750 x 750 canvas (spec 1 §9). The physical sizes are designed: the spec gives none, so each case size gets
// the panel sizes of a typical case of that size, in millimetres.
import { CANVAS_SIZE } from '../canvas/constants.ts';
import type { PrintableAreaPixels } from '../canvas/geometry.ts';

export const PANEL_NAMES = ['L', 'R', 'T', 'F'] as const;
export type PanelName = (typeof PANEL_NAMES)[number];

/** What a shopper reads for each panel letter (designed). */
export const PANEL_LABELS: Readonly<Record<PanelName, string>> = { L: 'Left side', R: 'Right side', T: 'Top', F: 'Front' };

/** The attribute's name on a case (spec 2 §5). */
export const PRINTABLE_PANELS_ATTRIBUTE = 'Printable Panels';

/** 'L,R,T,F' to ['L','R','T','F']: unknown letters and duplicates dropped, 'None' or empty gives none. */
export function parsePrintablePanels(value: string | null | undefined): PanelName[] {
  const found = new Set<PanelName>();
  for (const part of (value ?? '').split(/[,\s]+/)) {
    const letter = part.trim().toUpperCase();
    if ((PANEL_NAMES as readonly string[]).includes(letter)) found.add(letter as PanelName);
  }
  return PANEL_NAMES.filter((name) => found.has(name));
}

export type PanelSizeMm = { widthMm: number; heightMm: number };

/** Designed panel sizes by the case's 'Case Size' attribute; anything else is read as a mid tower. */
const panelSizes: Readonly<Record<string, Readonly<Record<PanelName, PanelSizeMm>>>> = {
  'Mid Tower': { L: { widthMm: 450, heightMm: 460 }, R: { widthMm: 450, heightMm: 460 }, T: { widthMm: 450, heightMm: 230 }, F: { widthMm: 230, heightMm: 460 } },
  'Full Tower': { L: { widthMm: 520, heightMm: 540 }, R: { widthMm: 520, heightMm: 540 }, T: { widthMm: 520, heightMm: 250 }, F: { widthMm: 250, heightMm: 540 } },
  'Mini-ITX': { L: { widthMm: 330, heightMm: 280 }, R: { widthMm: 330, heightMm: 280 }, T: { widthMm: 330, heightMm: 190 }, F: { widthMm: 190, heightMm: 280 } },
};

/** A mousepad or other flat item printed on its front only: its 'Size' attribute as '320x270mm'. */
export function sizeFromAttribute(value: string | null | undefined): PanelSizeMm | null {
  const match = /^(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*mm$/i.exec((value ?? '').trim());
  if (!match) return null;
  return { widthMm: Number(match[1]), heightMm: Number(match[2]) };
}

export function casePanelSize(caseSize: string | null | undefined, panel: PanelName): PanelSizeMm {
  const sizes = panelSizes[caseSize ?? ''] ?? panelSizes['Mid Tower'];
  return sizes?.[panel] ?? { widthMm: 450, heightMm: 460 };
}

/** The largest share of the canvas a panel's printable area takes (the rest shows the case around it). */
export const PRINTABLE_AREA_CANVAS_SHARE = 0.8;

/** The printable area on the canvas: the panel's shape scaled into 80 % of the canvas and centred (designed). */
export function printableAreaForPanel(size: PanelSizeMm): PrintableAreaPixels {
  const span = Math.min(CANVAS_SIZE.width, CANVAS_SIZE.height) * PRINTABLE_AREA_CANVAS_SHARE;
  const scale = span / Math.max(size.widthMm, size.heightMm);
  const Width = Math.round(size.widthMm * scale);
  const Height = Math.round(size.heightMm * scale);
  return { X: Math.round((CANVAS_SIZE.width - Width) / 2), Y: Math.round((CANVAS_SIZE.height - Height) / 2), Width, Height };
}
